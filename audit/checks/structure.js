  // Page structure (1.3.1, 2.4.6, 4.1.1): data tables, markup validity,
  // presentational leftovers, lists set as text, headings and frames.
  // One block, so its names cannot clash with other check files'.
  {
    const shown = (el) => !hidden(el);
    const cs = (el) => getComputedStyle(el);

    // A table's own grid: its visible rows (not a nested table's) and
    // their widths in columns.
    const gridOf = (t) => {
      const rows = Array.from(t.rows).filter(shown);
      const cells = rows.flatMap((r) => Array.from(r.cells));
      const widths = rows.map((r) => Array.from(r.cells).reduce((a, c) => a + (c.colSpan || 1), 0));
      const spans = cells.some((c) => (c.rowSpan || 1) > 1);
      return { rows, cells, cols: Math.max(0, ...widths), even: !spans && new Set(widths).size === 1 };
    };
    const HEADER_CELL = (c) => c.localName === 'th' || /^(columnheader|rowheader)$/.test((c.getAttribute('role') || '').trim());
    const cellText = (c) => norm(c.innerText || '');
    const NUMERIC = /^[-+−(]?[$£€¥]?\s?\d[\d.,\s]*%?\)?$/;
    // bold: the cell's words are all set bold (its own weight, or a
    // <font><b> around them, however deep).
    const bold = (c) => {
      if (parseInt(cs(c).fontWeight, 10) >= 600) return true;
      const walk = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
      let any = false;
      for (let t = walk.nextNode(); t; t = walk.nextNode()) {
        if (!norm(t.textContent) || !t.parentElement) continue;
        if (parseInt(cs(t.parentElement).fontWeight, 10) < 600) return false;
        any = true;
      }
      return any;
    };
    const paint = (c) => {
      for (let e = c; e && e.localName !== 'table'; e = e.parentElement) {
        const bg = cs(e).backgroundColor;
        if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
      }
      return '';
    };
    const ruled = (c) => ['Top', 'Right', 'Bottom', 'Left'].some((s) => parseFloat(cs(c)['border' + s + 'Width']) > 0 && cs(c)['border' + s + 'Style'] !== 'none');
    // headerEvidence says what shows a table has header cells it does not
    // mark: a first row in <thead>, a first row (or column) set apart by
    // weight or background, or labels heading columns (rows) of numbers.
    // A first row that is one cell across the table is a title, not headers.
    const numeric = (cells) => { const t = cells.map(cellText).filter(Boolean); return t.length >= 2 && t.filter((s) => NUMERIC.test(s)).length >= t.length * 0.5; };
    const labels = (cells) => cells.length >= 2 && cells.every((c) => letters(cellText(c)) >= 2 && !NUMERIC.test(cellText(c)));
    const headerEvidence = (g) => {
      const first = Array.from(g.rows[0].cells), rest = g.rows.slice(1).flatMap((r) => Array.from(r.cells));
      const col = g.rows.map((r) => r.cells[0]), other = g.rows.flatMap((r) => Array.from(r.cells).slice(1));
      const worded = (cells) => cells.filter((c) => cellText(c));
      const setApart = (head, body) => worded(head).length >= 2 && body.length && ((worded(head).every(bold) && !body.some(bold)) ||
        (paint(head[0]) && head.every((c) => paint(c) === paint(head[0])) && !body.some((c) => paint(c) === paint(head[0]))));
      if (first.length >= 2 && g.rows[0].parentElement.localName === 'thead') return 'a first row in <thead>';
      if (setApart(first, rest)) return 'a first row set apart';
      if (setApart(col, other)) return 'a first column set apart';
      if (labels(first) && numeric(rest)) return 'a row of labels over numbers';
      if (labels(col) && numeric(other)) return 'a column of labels beside numbers';
      return '';
    };
    // dataFrame lists other signs of a data table: a caption or summary,
    // ruled cells.
    const dataFrame = (t, g) => {
      const why = [];
      const cap = t.querySelector(':scope > caption');
      if ((cap && letters(cap.innerText) > 0) || norm(t.getAttribute('summary') || '')) why.push('a caption or summary');
      if (g.cells.filter(ruled).length >= g.cells.length / 2) why.push('ruled cells');
      return why;
    };
    // headerless lists the data cells with content that the HTML table
    // model gives no header: no header cell before them in their row or
    // above them in their column (a th scoped the other way does not
    // count) and no headers attribute naming a cell of the table. Header
    // cells in the middle, at the right or at the bottom head nothing
    // before them; a first row of td labels heads nothing. A cell that
    // spans columns alone in its row (a title or a note) and tables scoped
    // by groups are left out.
    const headerless = (g) => {
      if (g.rows[0].closest('table').querySelector('th[scope=rowgroup i], th[scope=colgroup i]')) return [];
      const m = g.rows.map(() => []), pos = new Map();
      g.rows.forEach((r, y) => {
        let x = 0;
        for (const c of r.cells) {
          while (m[y][x]) x++;
          const w = Math.max(1, c.colSpan || 1), h = c.rowSpan === 0 ? g.rows.length - y : Math.min(Math.max(1, c.rowSpan || 1), g.rows.length - y);
          for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) m[y + dy][x + dx] = c;
          pos.set(c, { x, y, w, h });
          x += w;
        }
      });
      const scope = (c) => (c.getAttribute('scope') || '').trim().toLowerCase();
      const role = (c) => (c.getAttribute('role') || '').trim();
      const rowHead = (c) => c && HEADER_CELL(c) && scope(c) !== 'col' && role(c) !== 'columnheader';
      const colHead = (c) => c && HEADER_CELL(c) && scope(c) !== 'row' && role(c) !== 'rowheader';
      const t = g.rows[0].closest('table');
      const named = (c) => (c.getAttribute('headers') || '').split(/\s+/).some((id) => { const h = id && document.getElementById(id); return h && h !== c && t.contains(h); });
      const content = (c) => cellText(c) || c.querySelector('img[alt]:not([alt=""]), input, select, textarea, button');
      const out = [];
      for (const [c, p] of pos) {
        if (HEADER_CELL(c) || !shown(c) || !content(c) || named(c)) continue;
        if (p.w >= 2 && Array.from(c.parentElement.cells).every((o) => o === c || !content(o))) continue;
        let found = false;
        for (let y = p.y; y < p.y + p.h && !found; y++) for (let x = p.x - 1; x >= 0 && !found; x--) found = rowHead(m[y][x]);
        for (let x = p.x; x < p.x + p.w && !found; x++) for (let y = p.y - 1; y >= 0 && !found; y--) found = colHead(m[y][x]);
        if (!found) out.push(c);
      }
      return out;
    };
    // wrongHeaders lists a table's shown cells whose headers= names an id
    // that is not a cell of the same table, or is the cell itself (F90,
    // ACT a25f45): the browser drops such ids, so the cell loses the
    // header its author meant.
    const wrongHeaders = (t) => Array.from(t.querySelectorAll('td[headers], th[headers]')).filter((c) => c.closest('table') === t && shown(c) &&
      (c.getAttribute('headers') || '').split(/\s+/).filter(Boolean).some((id) => {
        const h = document.getElementById(id);
        return !h || h === c || !/^(td|th)$/.test(h.localName) || h.closest('table') !== t;
      }));
    // 1.3.1 (F91): a table that holds data in rows and columns but marks no
    // header cell. Only a regular grid with outward signs of data is a
    // violation; any other grid of text needs review.
    const tableHeaders = () => {
      const out = [];
      for (const t of document.querySelectorAll('table')) {
        const role = (t.getAttribute('role') || '').trim();
        if (!shown(t) || (role && !/^(table|grid|treegrid)$/.test(role))) continue;
        const wrong = wrongHeaders(t);
        if (wrong.length) {
          const c = wrong[0];
          out.push({ el: t, data: { failure: 'F90', cellsWithWrongHeaders: wrong.length },
            summary: `${wrong.length} cell${wrong.length === 1 ? '' : 's'} of this table (first "${cellText(c).slice(0, 30)}", headers="${(c.getAttribute('headers') || '').slice(0, 60)}") name${wrong.length === 1 ? 's' : ''} in headers= an id that is no cell of this table (missing, misspelt, another table's, a span, or the cell itself), so screen readers read ${wrong.length === 1 ? 'it' : 'them'} without ${wrong.length === 1 ? 'its' : 'their'} header (WCAG failure F90): give headers= the ids of this table's header cells.` });
          continue;
        }
        if (role && role !== 'table') continue;
        const g = gridOf(t);
        if (g.rows.length < 2 || g.cols < 2) continue;
        if (g.cells.some(HEADER_CELL)) {
          // A form laid out in a table (fields in most rows) is no data
          // table: its button row needs no header.
          const formRows = g.rows.filter((r) => r.querySelector('input:not([type=hidden]), select, textarea, button')).length;
          const lone = tableUse(t).structural || formRows * 2 >= g.rows.length ? [] : headerless(g);
          if (lone.length) out.push({ el: t, data: { cellsWithoutHeader: lone.length, cols: g.cols },
            summary: `${lone.length} data cell${lone.length === 1 ? '' : 's'} of this table (${lone.slice(0, 3).map((c) => `"${cellText(c).slice(0, 30)}"`).join(', ')}${lone.length > 3 ? ', …' : ''}) ha${lone.length === 1 ? 's' : 've'} no header cell above in ${lone.length === 1 ? 'its' : 'their'} column or before in ${lone.length === 1 ? 'its' : 'their'} row, and no headers attribute, so a screen reader reads ${lone.length === 1 ? 'it' : 'them'} with no header: mark the cells that head ${lone.length === 1 ? 'it' : 'them'} <th> in the first row or column, or give each cell headers= the ids of its header cells (H43, H63).` });
          continue;
        }
        // Fields, buttons and pictures in cells lay out a form or a gallery;
        // a small icon beside a cell's words (a PDF symbol) is data's.
        const bigImage = (c) => Array.from(c.querySelectorAll('img')).some((i) => i.getBoundingClientRect().width * i.getBoundingClientRect().height > 48 * 48);
        if (tableUse(t).blocky || g.cells.some((c) => c.querySelector('table, input, select, textarea, button') || bigImage(c))) continue;
        const texts = g.cells.map(cellText);
        if (texts.filter(Boolean).length < g.cells.length * 0.6 || texts.some((s) => s.length > 200)) continue;
        // Cells that are each one link lay out navigation, not data.
        const linkCells = g.cells.filter((c) => { const a = c.querySelector('a[href]'); return a && cellText(c) && norm(a.innerText) === cellText(c); });
        if (linkCells.length >= texts.filter(Boolean).length / 2) continue;
        // Only a regular grid with header cells in sight is a violation;
        // a caption or rules alone show data, not which cells head it.
        // A two-row table with a bold first row may be a page banner: with
        // two rows a caption, rules or a <thead> must say it holds data.
        const head = headerEvidence(g), frame = dataFrame(t, g), why = [head, ...frame].filter(Boolean);
        const size = `${g.rows.length} rows by ${g.cols} columns`;
        // A column of labels beside numbers, with no heading row, shows
        // row labels only by position: which heads what is for a person.
        const visibleHead = head && head !== 'a column of labels beside numbers';
        if (g.even && visibleHead && (g.rows.length >= 3 || frame.length || head.includes('thead'))) out.push({ el: t, data: { evidence: why },
          summary: `This table holds data (${size}; ${why.join(', ')}) but marks no header cells, so screen readers cannot say which row and column a value belongs to (WCAG failure F91): use <th> for the header row or column.` });
        else out.push({ el: t, review: true,
          summary: `This table (${size}${why.length ? '; ' + why.join(', ') : ''}) marks no header cells: if it holds data, use <th> for its header row or column (F91); if it only lays out content, add role="presentation".` });
      }
      return out;
    };

    // Best practice: data tables kept simple and named.
    const tableStructure = () => {
      const out = [];
      for (const t of document.querySelectorAll('table')) {
        if (!shown(t) || /^(presentation|none)$/.test(t.getAttribute('role') || '')) continue;
        const g = gridOf(t), heads = g.cells.filter(HEADER_CELL), why = [];
        const outer = t.parentElement && t.parentElement.closest('table');
        if (t.parentElement && t.parentElement.closest('th')) why.push('it sits inside a header cell');
        else if (outer && (heads.length || gridOf(outer).cells.some(HEADER_CELL))) why.push('it is nested inside another data table');
        if (g.cells.length >= 2 && heads.length === g.cells.length) why.push('all its cells are header cells (<th>), none holds data');
        else if (heads.length && g.rows.length >= 2) {
          const cap = t.querySelector(':scope > caption');
          if (!(cap && letters(cap.innerText)) && !t.getAttribute('aria-label') && !t.getAttribute('aria-labelledby')) why.push('it has no caption to name it');
        }
        if (why.length) out.push({ el: t, summary: `This data table is hard to follow with a screen reader: ${why.join('; ')}.` });
      }
      return out;
    };

    // 4.1.1 (F77): an id used by more than one element. An id that ARIA
    // attributes point at is axe's duplicate-id-aria (4.1.2).
    const ARIA_REFS = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-flowto', 'aria-details', 'aria-errormessage'];
    const duplicateIDs = () => {
      const refs = new Set();
      for (const el of document.querySelectorAll(ARIA_REFS.map((a) => `[${a}]`).join(','))) {
        for (const a of ARIA_REFS) for (const id of (el.getAttribute(a) || '').split(/\s+/)) if (id) refs.add(id);
      }
      const first = new Map(), out = [];
      for (const el of document.querySelectorAll('[id]')) {
        const id = el.id;
        if (!id || refs.has(id)) continue;
        if (!first.has(id)) { first.set(id, el); continue; }
        out.push({ el, data: { id }, summary: `The id "${trunc(id, 40)}" is already used by ${cssSel(first.get(id), document)}: ids must be unique (WCAG failure F77), or labels, links and scripts reach the wrong element.` });
      }
      return out;
    };

    // Best practice: presentational HTML that CSS replaced long ago.
    const OBSOLETE_TAGS = ['font', 'center', 'marquee', 'blink', 'big', 'tt', 'strike', 'basefont'];
    const TABLE_PARTS = new Set(['table', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'col', 'colgroup', 'caption']);
    const obsoleteMarkup = () => {
      const out = [];
      for (const el of document.querySelectorAll(OBSOLETE_TAGS.join(',') + ', [align], [bgcolor], [border]')) {
        if (el === document.documentElement || (el !== document.body && !shown(el))) continue;
        if (OBSOLETE_TAGS.includes(el.localName)) {
          out.push({ el, summary: `<${el.localName}> is obsolete presentational markup: use CSS for the look, and elements that say what the text is (a heading, emphasis).` });
          continue;
        }
        if (TABLE_PARTS.has(el.localName) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
        const attrs = ['align', 'bgcolor', 'border'].filter((a) => el.hasAttribute(a) && !(a === 'border' && el.localName === 'img' && el.getAttribute('border') === '0'));
        if (attrs.length) out.push({ el, summary: `The ${attrs.join(' and ')} attribute${attrs.length > 1 ? 's are' : ' is'} obsolete on <${el.localName}>: set the look with CSS.` });
      }
      return out;
    };

    // Best practice: space made with empty paragraphs (a non-breaking space
    // or line breaks) or stretched transparent images.
    const SPACER_FILE = /(^|\/)(spacer|spc|blank|clear|clearpixel|pixel|shim|trans|transparent|dot|s)\d*\.gif$/i;
    const spacers = () => {
      const out = [];
      for (const p of document.querySelectorAll('p')) {
        if (norm(p.textContent) || p.querySelector(':not(br)') || !shown(p)) continue;
        // A live region or a paragraph a script fills in later is not empty for good.
        if (p.closest('[aria-live], [role=status], [role=alert], [role=log]') || p.isContentEditable || p.id) continue;
        out.push({ el: p, summary: 'This paragraph is empty: it only makes space, and screen readers may announce a blank line; use CSS margins instead.' });
      }
      for (const img of document.querySelectorAll('img[alt=""]')) {
        if (!shown(img)) continue;
        const r = img.getBoundingClientRect();
        let path = '';
        try { path = new URL(img.currentSrc || img.src).pathname; } catch (e) { /* a data: URL has no file name */ }
        // A spacer is thin (a gap or an indent); a large blank picture is a
        // lazy-loading placeholder or a tile waiting for its image.
        const thin = (r.width > 2 || r.height > 2) && Math.min(r.width, r.height) <= 24;
        const lazy = Array.from(img.attributes).some((a) => /^data-(src|srcset|lazy|original)/.test(a.name)) || img.loading === 'lazy' || img.hasAttribute('srcset');
        const stretched = img.complete && img.naturalWidth > 0 && img.naturalWidth <= 2 && img.naturalHeight <= 2;
        if (thin && !lazy && (stretched || SPACER_FILE.test(path)))
          out.push({ el: img, summary: `This ${img.naturalWidth}×${img.naturalHeight} image, drawn ${Math.round(r.width)}×${Math.round(r.height)}, is a spacer: use CSS margins or padding for layout.` });
      }
      return out;
    };

    // 1.3.1 (needs review): lines set out as a list with typed bullets or
    // numbers, split by <br> or in sibling paragraphs, not marked up as a
    // list. Whether the reader needs the list structure is a judgement.
    const MARKS = [['bullet', /^([•·▪◦‣●○■□➢►✓✔]|[-*–—](?=\s))\s*/], ['number', /^(\d{1,2})[.)]\s+/], ['letter', /^([a-z])[.)]\s+/i]];
    const markOf = (line) => {
      for (const [kind, re] of MARKS) { const m = re.exec(line); if (m && letters(line.slice(m[0].length)) >= 2) return { kind, n: m[1] }; }
      return null;
    };
    // inOrder: numbers or letters count up from the first line.
    const listLike = (lines) => {
      const marks = lines.map(markOf);
      let run = 0, best = 0;
      for (let i = 0; i < marks.length; i++) {
        const m = marks[i], p = i > 0 ? marks[i - 1] : null;
        const next = m && p && p.kind === m.kind && (m.kind === 'bullet' || (m.kind === 'number' ? +m.n === +p.n + 1 : m.n.toLowerCase().charCodeAt(0) === p.n.toLowerCase().charCodeAt(0) + 1));
        run = m ? (next ? run + 1 : 1) : 0;
        best = Math.max(best, run);
      }
      return best;
    };
    const linesOf = (el) => {
      const lines = [''];
      for (const n of el.childNodes) {
        if (n.nodeName === 'BR') lines.push('');
        else lines[lines.length - 1] += n.textContent;
      }
      return lines.map(norm).filter(Boolean);
    };
    const textLists = () => {
      const out = [], done = new Set();
      for (const el of new Set(Array.from(document.querySelectorAll('br')).map((b) => b.parentElement))) {
        if (!el || el.closest('pre, code, textarea, ul, ol, [role=list]') || el.querySelectorAll(':scope > br').length < 2 || !shown(el)) continue;
        const n = listLike(linesOf(el));
        if (n >= 3) { out.push({ el, review: true, summary: `${n} lines here start with typed bullets or numbers and are split with <br>: if they are a list, mark them up as <ul> or <ol> with <li> items so screen readers announce a list and its length.` }); done.add(el); }
      }
      // The source text decides first (cheap); the rendered text then.
      const item = (s, tag) => s && s.localName === tag && markOf(norm(s.textContent)) && !s.querySelector('p, div, br') && markOf(norm(s.innerText || ''));
      for (const el of document.querySelectorAll('p, div')) {
        if (done.has(el) || !item(el, el.localName) || item(el.previousElementSibling, el.localName)) continue; // not the first of a run
        if (el.closest('pre, code, ul, ol, [role=list]') || !shown(el)) continue;
        const run = [];
        for (let s = el; item(s, el.localName); s = s.nextElementSibling) run.push(norm(s.innerText));
        const n = listLike(run);
        if (n >= 3) out.push({ el, review: true, summary: `${n} <${el.localName}> elements in a row start with typed bullets or numbers: if they are a list, mark them up as <ul> or <ol> with <li> items so screen readers announce a list and its length.` });
      }
      return out;
    };

    // Best practice (4.1.2 asks for a name; this one says nothing): a frame
    // titled "iframe", "untitled", a file name or an address.
    const EMPTY_TITLE = /^(i?frames?|frame ?\d+|iframe ?\d+|untitled|title|embed(ded)?( content)?|content|widget|object|null|undefined|\S+\.(html?|php|aspx?|jsp|cgi)|(https?:\/\/|www\.)\S+)$/i;
    const frameTitles = () => {
      const out = [];
      for (const f of document.querySelectorAll('iframe[title], frame[title]')) {
        const t = norm(f.getAttribute('title'));
        if (!t || !shown(f)) continue;
        if (EMPTY_TITLE.test(t)) out.push({ el: f, summary: `The frame's title "${trunc(t, 50)}" does not say what the frame holds: screen reader users pick frames by title; name its content ("Map of our office", "Payment form").` });
      }
      return out;
    };

    // 2.4.6 (needs review): a heading that names no topic, or the same
    // heading twice in a row at one level.
    const EMPTY_HEADING = /^(untitled( \d+)?|heading( \d+)?|title|header|headline|sub-?heading|section( \d+)?|text|heading text|new heading|placeholder|lorem ipsum\b.*|tbd|todo)$/i;
    const levelOf = (h) => parseInt(h.getAttribute('aria-level') || (/^h[1-6]$/.test(h.localName) ? h.localName[1] : '2'), 10);
    // What a section says: the text from its heading up to the next one.
    const sectionText = (h, next) => {
      const r = document.createRange();
      r.setStartAfter(h);
      if (next) r.setEndBefore(next); else r.setEndAfter(document.body.lastChild || document.body);
      return norm(r.toString()).slice(0, 400);
    };
    const headingText = () => {
      const out = [];
      const hs = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')).filter(shown)
        .map((h) => ({ h, text: norm(h.innerText || '') || norm(Array.from(h.querySelectorAll('img[alt]')).map((i) => i.alt).join(' ')), level: levelOf(h) }))
        .filter((x) => x.text); // no text: axe's empty-heading
      // parent is the nearest heading above of a higher level: siblings in
      // the outline share it.
      hs.forEach((x, i) => { for (let j = i - 1; j >= 0; j--) if (hs[j].level < x.level) { x.parent = hs[j].h; break; } });
      // Headings alike by level, heading above and words: sections side
      // by side are a few (two to four); more alike are a repeated
      // component (comments, product cards), not sections to name.
      const at = new Map(hs.map((o, i) => [o.h, i]));
      const key = (x) => x.level + '\u0000' + (x.parent ? at.get(x.parent) : -1) + '\u0000' + words(x.text);
      const alike = new Map();
      for (const x of hs) { const k = key(x); if (!alike.has(k)) alike.set(k, []); alike.get(k).push(x); }
      let prev = null;
      hs.forEach((x, i) => {
        const { h, text } = x;
        const group = alike.get(key(x));
        // Twins: the same words at the same level under the same heading,
        // in sibling boxes (their own parents, or the boxes around those,
        // share a parent), outside comments, articles and list items
        // (a repeated component's "Anonymous" author line is no section).
        const near = (a, b) => a.parentElement === b.parentElement || (a.parentElement && b.parentElement && a.parentElement.parentElement === b.parentElement.parentElement);
        // (Comments and reviews are named so by their class or id more
        // often than marked up: their author lines repeat by nature.)
        const component = (o) => !!o.h.closest('article, [role=article], li, [role=listitem], nav, footer, aside, [role=comment], [class*=comment i], [id*=comment i], [class*=review i], [class*=reply i]');
        const twins = component(x) || group.length > 4 ? [] : group.filter((o) => o !== x && near(o.h, h) && !component(o));
        if (EMPTY_HEADING.test(text) || letters(text) === 0) out.push({ el: h, review: true, summary: `The heading "${trunc(text, 40)}" does not say what its section is about: write the topic.` });
        else if (twins.length && hs.indexOf(twins[0]) < i && new Set([x, ...twins].map((o) => sectionText(o.h, (hs[hs.indexOf(o) + 1] || {}).h))).size === twins.length + 1)
          out.push({ el: h, data: { repeats: twins.length + 1 }, summary: `${twins.length + 1} sections side by side are all headed "${trunc(text, 40)}" but hold different content: a screen reader's list of headings cannot tell them apart (2.4.6). Say what each section is about.` });
        else if (prev && !component(x) && levelOf(prev.h) === levelOf(h) && words(prev.text) === words(text)) out.push({ el: h, review: true, summary: `This heading repeats the one before it at the same level ("${trunc(text, 40)}"): headings that read the same do not tell their sections apart.` });
        prev = x;
      });
      return out;
    };

    Object.assign(CHEAP, { 'aa-table-headers': tableHeaders, 'aa-table-structure': tableStructure, 'aa-duplicate-id': duplicateIDs,
      'aa-obsolete-markup': obsoleteMarkup, 'aa-spacer': spacers, 'aa-text-list': textLists, 'aa-frame-title': frameTitles, 'aa-heading-text': headingText });
  }
