  {
    // 2.4.1 Bypass Blocks, on one page: many links before the content and
    // none of the mechanisms a person could use to get past them: a skip
    // link that lands after them (G1), a main landmark (ARIA11), a heading
    // at the content (H69). axe's bypass rule passes a page with any
    // heading or landmark anywhere; this asks where they are.
    const MANY = 10;
    const after = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) && !a.contains(b);
    const shown = (el) => visible(el) && !el.closest('[aria-hidden="true"], [inert]');
    // A page with none of the mechanisms (no heading or landmark anywhere,
    // no skip link: its first link, or one before the menu and outside it,
    // to where the content starts) and FEW or more
    // navigation links fails however few of them come before its content:
    // nothing lets anyone past them. axe's bypass asks a person here;
    // evaluators judge such pages failed (legacy layouts whose menu is a
    // table cell of links and whose headings are <font>).
    const FEW = 5;
    const STRUCTURE = 'h1, h2, h3, h4, h5, h6, [role=heading], main, [role=main], nav, [role=navigation], header, footer, aside, ' +
      '[role=banner], [role=contentinfo], [role=complementary], [role=search], [role=region], [role=form], section[aria-label], section[aria-labelledby]';
    const bareNav = () => {
      if (Array.from(document.querySelectorAll(STRUCTURE)).some(shown)) return null;
      // Navigation links: not inside a sentence.
      const inProse = inProseFn();
      const nav = Array.from(document.querySelectorAll('a[href], [role=link]'))
        .filter((a) => shown(a) && !(a.parentElement && a.parentElement.closest('a[href], [role=link]')) && !inProse(a));
      if (nav.length < FEW) return null;
      // A way past them is a same-page link landing after the first few
      // navigation links where the content starts (no more than a line of
      // other text between): a menu's "News" tab is a way to the news, not
      // past the menu.
      const textBetween = (a, b) => {
        const range = document.createRange();
        range.setStartAfter(a);
        range.setEndBefore(b);
        const frag = range.cloneContents();
        frag.querySelectorAll('a[href], script, style, noscript, template, [hidden]').forEach((l) => l.remove());
        return (frag.textContent.match(/\p{L}/gu) || []).length;
      };
      let broken = null;
      // The first link, or a same-page link before the menu and outside
      // it (a skip link after the logo's link).
      const first = Array.from(document.querySelectorAll('a[href]')).find(shown);
      let menu = nav[0];
      while (menu.parentElement && !nav.slice(0, FEW).every((a) => menu.contains(a))) menu = menu.parentElement;
      for (const a of document.querySelectorAll('a[href^="#"]')) {
        // One of a row of three or more links (a menu of in-page tabs) is
        // a menu's link, not a skip link.
        const row = a.parentElement ? Array.from(a.parentElement.children).filter((c) => c.matches('a[href]')).length : 0;
        if (a !== first && !(shown(a) && after(a, nav[0]) && !menu.contains(a) && row < 3)) continue;
        let id = '';
        try { id = decodeURIComponent(a.getAttribute('href').slice(1)); } catch (e) { id = a.getAttribute('href').slice(1); }
        if (!id || id === 'top') continue;
        const target = document.getElementById(id) || document.getElementsByName(id)[0];
        if (target && after(nav[FEW - 1], target) && textBetween(nav[FEW - 1], target) <= 80) return null;
        broken = broken || a;
      }
      // Reported on the block that holds the first of them.
      const el = menu;
      const skip = broken ? `its skip link ${cssSel(broken, document)} points to no element` : 'no skip link';
      return { el, data: { links: nav.length, nav: false, broken_skip: !!broken, bare: true },
        summary: `The page has ${nav.length} navigation links, ${skip}, and no heading and no landmark anywhere: keyboard and screen reader users have no way past the links that repeat on every page (G1, H69 and ARIA11 all absent). Add a skip link to the content, a <main> landmark and a heading at its start.` };
    };
    const bypass = () => {
      const bare = bareNav();
      if (bare) return [bare];
      const run = bypassRun();
      if (run.links.length < MANY || !run.box) return [];
      const last = run.links[run.links.length - 1];
      const main = Array.from(document.querySelectorAll('main, [role=main]')).find((m) => shown(m) && !m.contains(last));
      if (main) return [];
      const heading = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')).find((h) => shown(h) && after(last, h));
      if (heading) return [];
      // A same-page link before the run ends whose target exists, is
      // rendered and lies after the run: activating it moves focus and
      // scroll past the links.
      let broken = null;
      for (const a of document.querySelectorAll('a[href^="#"]')) {
        if (a !== last && !after(a, last)) continue;
        let id = a.getAttribute('href').slice(1);
        try { id = decodeURIComponent(id); } catch (e) { /* "#100%": the raw fragment */ }
        if (!id || id === 'top') continue;
        const target = document.getElementById(id) || document.getElementsByName(id)[0];
        if (target && after(last, target) && (visible(target) || target.getClientRects().length || visible(target.parentElement))) return [];
        broken = broken || a;
      }
      const el = run.box === document.body ? (run.links[0].closest('div, ul, ol, table, p, section, aside') || run.box) : run.box;
      const nav = run.links.some((a) => a.closest('nav, [role=navigation]'));
      const regions = Array.from(document.querySelectorAll('article, aside, [role=region][aria-label], [role=region][aria-labelledby], section[aria-label], section[aria-labelledby], [role=complementary], [role=contentinfo], footer, [role=search], form[aria-label]'))
        .some((r) => shown(r) && after(last, r));
      const why = `${run.links.length} links come before the page's content`;
      const none = broken ? `its skip link ${cssSel(broken, document)} points to no element after them` : 'no skip link passes them';
      const data = { links: run.links.length, nav, broken_skip: !!broken };
      // A navigation landmark around the links, or a landmark after them,
      // lets screen reader users jump past: only a person can say whether
      // keyboard users have a way too.
      if (nav || regions) return [{ el, review: true, data, summary: `${why}, ${none}, and the content has no main landmark and no heading; only ${nav ? 'the navigation landmark' : 'a landmark after them'} lets users skip them. Add a skip link to the content, a main landmark and a heading at its start (G1, ARIA11, H69).` }];
      return [{ el, data, summary: `${why}, ${none}, no main landmark marks the content and no heading starts it: keyboard users must Tab through every link on every page (G1, G123, H69 and ARIA11 all absent). Add a skip link to the content, a <main> landmark and a heading at its start.` }];
    };
    Object.assign(CHEAP, { 'aa-bypass': bypass });
  }
