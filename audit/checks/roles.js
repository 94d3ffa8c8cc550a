  // 4.1.2 (F59): a span or div that script makes a control, with no role.
  // It is a Tab stop (a tabindex of 0 or more) that shows it acts (a
  // pointer cursor, or a click or key handler in its markup), but a
  // screen reader hears no button, check box or link, and no state. One
  // block, so its names cannot clash with other check files'.
  {
    const NATIVE = 'a[href], area[href], button, input, select, textarea, summary, details, iframe, object, embed, audio, video, label, option';
    const WIDGETS = ['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'gridcell', 'row',
      'listbox', 'menu', 'menubar', 'tablist', 'tree', 'treegrid', 'grid', 'toolbar', 'radiogroup', 'slider', 'spinbutton', 'combobox', 'textbox', 'searchbox'].map((r) => `[role=${r}]`).join(', ');
    // No role, or one that says nothing of a control: an element whose
    // own role is generic (a th is a column header, an li a list item:
    // other findings' business) with no role attribute that names one.
    const GENERIC = new Set(['div', 'span', 'i', 'b', 'u', 'em', 'strong', 'small', 'font', 'p']);
    const roleless = (el) => GENERIC.has(el.localName) && /^(|generic|presentation|none)$/.test((el.getAttribute('role') || '').trim().toLowerCase());
    // A box whose content scrolls takes focus so the keyboard can scroll
    // it: a Tab stop with no role is right there.
    const scrolls = (el) => { const cs = getComputedStyle(el);
      return (/(auto|scroll)/.test(cs.overflowY) && el.scrollHeight > el.clientHeight + 1) || (/(auto|scroll)/.test(cs.overflowX) && el.scrollWidth > el.clientWidth + 1); };
    const acts = (el) => getComputedStyle(el).cursor === 'pointer' || ['onclick', 'onkeydown', 'onkeyup', 'onkeypress', 'onmousedown'].some((a) => el.hasAttribute(a));
    const controlRole = () => {
      const out = [];
      for (const el of document.querySelectorAll('[tabindex]')) {
        if (el.tabIndex < 0 || el.matches(NATIVE) || el.isContentEditable || !roleless(el) || hidden(el)) continue;
        // Inside a control, or a widget that manages its own items' focus,
        // the outer element is what a screen reader names.
        if (el.parentElement && el.parentElement.closest(NATIVE + ', ' + WIDGETS)) continue;
        if (el === document.body || el === document.documentElement || scrolls(el) || !acts(el)) continue;
        // A term with a description and no handler in its markup is a
        // tooltip's trigger: focus shows the description, nothing acts.
        if (el.hasAttribute('aria-describedby') && !['onclick', 'onkeydown', 'onkeyup', 'onkeypress', 'onmousedown'].some((a) => el.hasAttribute(a))) continue;
        const words = norm(el.innerText || '');
        out.push({ el, data: { failure: 'F59' },
          summary: `This element is a Tab stop that acts like a control (${getComputedStyle(el).cursor === 'pointer' ? 'a pointer cursor' : 'a handler in its markup'}), but has no role${words ? '' : ' and no name'}: a screen reader says nothing of what it is or whether it is on (WCAG failure F59). Use a <button> (or <input type="checkbox">), or give it a role (button, checkbox, switch, link), a name and its state (aria-checked, aria-pressed).` });
      }
      return out;
    };
    Object.assign(CHEAP, { 'aa-control-role': controlRole });
  }
