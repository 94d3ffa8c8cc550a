  // Best practice for data tables and form labels (1.3.1, 2.4.6, 3.3.2):
  // header association in two directions, rows of uneven width, empty
  // data cells, multi-level headers, repeated field names and labels far
  // from their fields. One block, so its names cannot clash with other
  // check files'.
  {
    const shown = (el) => !hidden(el);
    const isTH = (c) => c && c.localName === 'th';
    // dataTable is a table exposed as one, with header cells of its own
    // and no page structure in its cells (tableUse, cheap.js).
    const dataTable = (t) => {
      if (!shown(t) || /^(presentation|none)$/.test((t.getAttribute('role') || '').trim())) return false;
      const rows = Array.from(t.rows).filter(shown);
      return rows.length >= 2 && rows.some((r) => Array.from(r.cells).some(isTH)) && !tableUse(t).structural;
    };
    // matrix lays a table's own visible rows out as the HTML table model
    // does: each slot holds the cell covering it, spans counted, so a
    // row's slots include cells reaching down from rows above.
    const matrix = (t) => {
      const rows = Array.from(t.rows).filter(shown);
      const m = rows.map(() => []);
      rows.forEach((r, y) => {
        let x = 0;
        for (const c of r.cells) {
          while (m[y][x]) x++;
          const cs = Math.max(1, c.colSpan || 1), rs = c.rowSpan === 0 ? rows.length - y : Math.min(Math.max(1, c.rowSpan || 1), rows.length - y);
          for (let dy = 0; dy < rs; dy++) for (let dx = 0; dx < cs; dx++) m[y + dy][x + dx] = c;
          x += cs;
        }
      });
      const filled = m.map((r) => r.filter(Boolean).length);
      return { rows, m, filled, cols: Math.max(0, ...filled) };
    };
    const cellsOf = (g) => Array.from(new Set(g.m.flat().filter(Boolean)));
    // headerRows counts the rows at the top whose cells are all header
    // cells (an empty top-left corner cell allowed); headerCols the same
    // for columns at the left, below those rows.
    const emptyCell = (c) => !norm(c.innerText || '') && !c.querySelector('img[alt]:not([alt=""]), svg, input, select, textarea, button, [role=img]') && !c.getAttribute('aria-label');
    const headerRows = (g) => {
      let n = 0;
      for (const r of g.m) {
        if (new Set(r.filter(Boolean)).size < 2 || !r.every((c, x) => isTH(c) || (x === 0 && emptyCell(c)))) break;
        n++;
      }
      return n;
    };
    const headerCols = (g, top) => {
      const body = g.m.slice(top);
      if (!body.length) return 0;
      let n = 0;
      while (n < g.cols - 1 && body.every((r) => isTH(r[n]))) n++;
      return n;
    };
    const associated = (t) => !!t.querySelector('td[headers], th[headers]');

    // H63: header cells across the top row and down the first column with
    // no scope: a browser must guess which way each header cell points.
    const tableScope = () => {
      const out = [];
      for (const t of document.querySelectorAll('table')) {
        if (!dataTable(t) || associated(t)) continue;
        const g = matrix(t), top = headerRows(g), left = headerCols(g, Math.max(top, 1));
        if (!top || !left || g.cols < 2 || g.rows.length - top < 1) continue;
        const heads = cellsOf(g).filter(isTH);
        if (heads.some((c) => c.hasAttribute('scope'))) continue;
        out.push({ el: t, data: { headerRows: top, headerColumns: left },
          summary: 'This table has header cells both across the top and down the left, but none says which way it points: add scope="col" to the column headers and scope="row" to the row headers (technique H63).' });
      }
      return out;
    };

    // A row with fewer cells than the widest row, counting colspan and the
    // rowspan of cells above: screen readers lose their place in it. A
    // single cell wider than every other row does not set the width.
    const tableIrregular = () => {
      const out = [];
      for (const t of document.querySelectorAll('table')) {
        if (!dataTable(t)) continue;
        const g = matrix(t);
        const own = g.rows.map((r) => r.cells.length);
        const cols = Math.max(0, ...g.filled.filter((w, y) => own[y] >= 2));
        const short = g.filled.map((w, y) => (w < cols ? y : -1)).filter((y) => y >= 0);
        if (cols < 2) continue;
        if (short.length) {
          const y = short[0];
          out.push({ el: t, data: { columns: cols, shortRows: short.length },
            summary: `Row ${y + 1} of this table has ${g.filled[y]} cell${g.filled[y] === 1 ? '' : 's'} where the table has ${cols} columns${short.length > 1 ? ` (${short.length} rows are short)` : ''}: screen readers count columns to say which header a cell is under, so give every row its full set of cells (use colspan, or an empty cell).` });
          continue;
        }
        // Rows that span columns to different widths: two body rows whose
        // cells start at columns the other splits differently, so no
        // column holds one kind of value. A row that is one cell across
        // (a note) splits nothing.
        const starts = g.m.slice(headerRows(g)).map((r) => r.map((c, x) => (x === 0 || c !== r[x - 1] ? x : -1)).filter((x) => x >= 0))
          .filter((s) => s.length >= 2);
        const sub = (a, b) => a.every((x) => b.includes(x));
        const clash = starts.some((a, i) => starts.slice(i + 1).some((b) => !sub(a, b) && !sub(b, a)));
        if (clash) out.push({ el: t, data: { columns: cols, misaligned: true },
          summary: `The rows of this table split its ${cols} columns at different places (cells spanning different numbers of columns), so its columns hold no single kind of value and screen readers cannot say which header a cell is under: give every row the same columns, or use a list or form layout instead of a table.` });
      }
      return out;
    };

    // Empty data cells: a screen reader says "blank", and the reader cannot
    // tell "none" from "missing". Header rows (and the empty corner) and
    // interactive grids (date pickers) are left out.
    const tableEmptyCells = () => {
      const out = [];
      for (const t of document.querySelectorAll('table')) {
        if (!dataTable(t) || /^(grid|treegrid)$/.test((t.getAttribute('role') || '').trim())) continue;
        const g = matrix(t), top = headerRows(g);
        const empty = g.rows.slice(top).flatMap((r) => Array.from(r.cells))
          .filter((c) => c.localName === 'td' && !c.closest('thead') && shown(c) && emptyCell(c) && !Array.from(c.parentElement.cells).every((o) => o === c || isTH(o)));
        if (!empty.length) continue;
        out.push({ el: t, data: { emptyCells: empty.length },
          summary: `This table has ${empty.length} empty data cell${empty.length === 1 ? '' : 's'}: a screen reader says only "blank", so say what the gap means ("none", "0", "not known").` });
      }
      return out;
    };

    // H43: two or more levels of headers (several header rows or columns,
    // or header cells spanning several) with no headers/id: scope alone
    // cannot say which of the levels heads a cell. A table whose every
    // header cell has a scope is left alone: its author chose scope.
    const tableComplex = () => {
      const out = [];
      for (const t of document.querySelectorAll('table')) {
        if (!dataTable(t) || associated(t)) continue;
        const g = matrix(t), heads = cellsOf(g).filter(isTH);
        if (heads.every((c) => c.hasAttribute('scope'))) continue;
        const top = headerRows(g), left = headerCols(g, Math.max(top, 1)), why = [];
        if (top >= 2) why.push(`${top} header rows`);
        if (left >= 2) why.push(`${left} header columns`);
        const spanning = heads.filter((c) => ((c.colSpan || 1) > 1 && (c.colSpan || 1) < g.cols) || (c.rowSpan || 1) > 1);
        if (spanning.length) why.push('header cells spanning several columns or rows');
        if (!why.length) continue;
        out.push({ el: t, data: { headerRows: top, headerColumns: left },
          summary: `This table has more than one level of headers (${why.join(', ')}) but no headers/id association, so a screen reader cannot say which headers belong to a cell: give header cells ids and each data cell a headers attribute listing them (technique H43), or split the table.` });
      }
      return out;
    };

    Object.assign(CHEAP, { 'aa-table-scope': tableScope, 'aa-table-irregular': tableIrregular, 'aa-table-empty-cells': tableEmptyCells, 'aa-table-complex': tableComplex });
  }
