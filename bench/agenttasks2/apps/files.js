'use strict';
// File manager. Usage: node files.js <port>
const http = require('node:http');

function initialState() {
  const F = (id, name, parent, modified) => ({ id, name, type: 'folder', parent, size: 0, modified });
  const f = (id, name, parent, size, modified) => ({ id, name, type: 'file', parent, size, modified });
  return {
    owner: 'Robin Okafor',
    quota: { used: 3.1e9, total: 15e9 },
    nodes: [
      F('root', 'My Drive', null, '2024-06-30'),
      F('f-projects', 'Projects', 'root', '2024-06-28'),
      F('f-apollo', 'Apollo', 'f-projects', '2024-06-27'),
      F('f-specs', 'specs', 'f-apollo', '2024-06-20'),
      f('n-spec1', 'apollo-spec-v1.pdf', 'f-specs', 842113, '2024-03-02'),
      f('n-spec2', 'apollo-spec-v2.pdf', 'f-specs', 1203554, '2024-05-14'),
      f('n-spec2dup', 'apollo-spec-v2 (1).pdf', 'f-specs', 1203554, '2024-05-14'),
      f('n-specnotes', 'spec-review-notes.md', 'f-specs', 6120, '2024-05-16'),
      f('n-budget', 'budget-2024.xlsx', 'f-apollo', 48210, '2024-06-11'),
      f('n-budgetdraft', 'budget-2024-draft.xlsx', 'f-apollo', 47002, '2024-05-30'),
      f('n-kickoff', 'kickoff-notes.md', 'f-apollo', 3380, '2024-01-09'),
      F('f-apolloarch', 'Apollo-archive', 'f-projects', '2023-12-19'),
      F('f-specsold', 'specs', 'f-apolloarch', '2023-12-19'),
      f('n-oldspec2', 'apollo-spec-v2.pdf', 'f-specsold', 990441, '2023-11-30'),
      f('n-budget23', 'budget-2023.xlsx', 'f-apolloarch', 45120, '2023-12-18'),
      F('f-hermes', 'Hermes', 'f-projects', '2024-06-25'),
      f('n-roadmap', 'roadmap.md', 'f-hermes', 9211, '2024-06-25'),
      f('n-roadmapold', 'roadmap-old.md', 'f-hermes', 7440, '2024-02-02'),
      f('n-arch', 'architecture.png', 'f-hermes', 381220, '2024-04-18'),
      F('f-photos', 'Photos', 'root', '2024-06-02'),
      F('f-ph2023', '2023', 'f-photos', '2023-12-31'),
      f('n-img12', 'IMG_0012.jpg', 'f-ph2023', 2811020, '2023-08-14'),
      f('n-img13', 'IMG_0013.jpg', 'f-ph2023', 2790388, '2023-08-14'),
      F('f-ph2024', '2024', 'f-photos', '2024-06-02'),
      f('n-img301', 'IMG_0301.jpg', 'f-ph2024', 3012254, '2024-06-02'),
      F('f-invoices', 'Invoices', 'root', '2024-06-30'),
      f('n-inv41', 'invoice-0041.pdf', 'f-invoices', 88120, '2023-10-31'),
      f('n-inv41c', 'invoice-0041-copy.pdf', 'f-invoices', 88120, '2023-11-02'),
      f('n-inv42', 'invoice-0042.pdf', 'f-invoices', 90311, '2023-11-30'),
      f('n-inv43', 'invoice-0043.pdf', 'f-invoices', 87420, '2023-12-31'),
      f('n-inv44', 'invoice-0044.pdf', 'f-invoices', 91877, '2024-01-31'),
      F('f-archive', 'Archive', 'root', '2024-01-15'),
      F('f-arch2022', '2022', 'f-archive', '2023-01-10'),
      f('n-inv30', 'invoice-0030.pdf', 'f-arch2022', 79110, '2022-12-31'),
      F('f-arch2023', '2023', 'f-archive', '2024-01-15'),
      f('n-inv38', 'invoice-0038.pdf', 'f-arch2023', 85002, '2023-08-31'),
      f('n-notes', 'notes.txt', 'root', 1502, '2024-06-30'),
      f('n-todo', 'todo.md', 'root', 812, '2024-06-29'),
    ],
    nextId: 1,
  };
}

let state = initialState();
const today = '2024-07-01';

function json(res, code, obj) {
  res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(obj));
}
function readBody(req) {
  return new Promise((resolve) => {
    let d = '';
    req.on('data', (c) => { d += c; });
    req.on('end', () => { try { resolve(d ? JSON.parse(d) : {}); } catch { resolve(null); } });
  });
}
const node = (id) => state.nodes.find((n) => n.id === id);
const clash = (parent, name, except) => state.nodes.some((n) => n.parent === parent && n.id !== except && n.name.toLowerCase() === name.toLowerCase());
function isDescendant(id, ancestor) { for (let n = node(id); n; n = node(n.parent)) if (n.id === ancestor) return true; return false; }
const badName = (s) => typeof s !== 'string' || !s.trim() || /[\/\\]/.test(s) || s.trim().length > 120;

async function api(req, res, url) {
  const p = url.pathname;
  let m;
  if (req.method === 'GET' && p === '/api/nodes') return json(res, 200, { owner: state.owner, quota: state.quota, nodes: state.nodes });
  if (req.method === 'POST' && p === '/api/folders') {
    const b = await readBody(req);
    const parent = b && node(b.parent);
    if (!parent || parent.type !== 'folder' || badName(b.name)) return json(res, 400, { error: 'bad folder' });
    if (clash(parent.id, b.name.trim())) return json(res, 409, { error: 'An item with that name already exists here.' });
    const n = { id: 'new-' + state.nextId++, name: b.name.trim(), type: 'folder', parent: parent.id, size: 0, modified: today };
    state.nodes.push(n);
    return json(res, 201, n);
  }
  if (req.method === 'PATCH' && (m = p.match(/^\/api\/nodes\/([\w-]+)$/))) {
    const n = node(m[1]);
    const b = await readBody(req);
    if (!n || n.id === 'root') return json(res, 404, { error: 'no such item' });
    if (!b || badName(b.name)) return json(res, 400, { error: 'bad name' });
    if (clash(n.parent, b.name.trim(), n.id)) return json(res, 409, { error: 'An item with that name already exists here.' });
    n.name = b.name.trim();
    n.modified = today;
    return json(res, 200, n);
  }
  if (req.method === 'POST' && p === '/api/move') {
    const b = await readBody(req);
    const target = b && node(b.target);
    if (!target || target.type !== 'folder' || !Array.isArray(b.ids) || !b.ids.length) return json(res, 400, { error: 'bad move' });
    const items = b.ids.map(node);
    if (items.some((n) => !n || n.id === 'root')) return json(res, 404, { error: 'no such item' });
    if (items.some((n) => n.type === 'folder' && isDescendant(target.id, n.id))) return json(res, 400, { error: 'Cannot move a folder into itself.' });
    const names = new Set();
    for (const n of items) {
      if (n.parent === target.id) continue;
      const k = n.name.toLowerCase();
      if (names.has(k) || clash(target.id, n.name, n.id)) return json(res, 409, { error: '\u201c' + n.name + '\u201d already exists in ' + target.name + '.' });
      names.add(k);
    }
    items.forEach((n) => { n.parent = target.id; });
    return json(res, 200, { ok: true });
  }
  if (req.method === 'POST' && p === '/api/delete') {
    const b = await readBody(req);
    if (!b || !Array.isArray(b.ids) || !b.ids.length || b.ids.some((id) => !node(id) || id === 'root')) return json(res, 400, { error: 'bad delete' });
    const gone = new Set();
    for (const n of state.nodes) if (b.ids.some((id) => isDescendant(n.id, id))) gone.add(n.id);
    state.nodes = state.nodes.filter((n) => !gone.has(n.id));
    return json(res, 200, { deleted: [...gone] });
  }
  return json(res, 404, { error: 'not found' });
}

function client() {
  const $ = (s, r = document) => r.querySelector(s);
  const esc = (s) => String(s == null ? '' : s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
  let N = [], Q = null;
  let cwd = (location.hash.slice(2) || 'root');
  const expanded = new Set(['root']);
  let selected = new Set();
  let menu = null; // {ids, x, y}
  let renaming = null; // node id or '__new__'
  let modal = null; // {kind:'move'|'delete', ids, target}
  let search = '';

  async function api(method, path, data) {
    const r = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: data === undefined ? undefined : JSON.stringify(data) });
    const j = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(j.error || ('HTTP ' + r.status));
    return j;
  }
  const node = (id) => N.find((n) => n.id === id);
  const kids = (id) => N.filter((n) => n.parent === id).sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name, 'en', { numeric: true }) : a.type === 'folder' ? -1 : 1));
  const subfolders = (id) => kids(id).filter((n) => n.type === 'folder');
  function path(id) { const out = []; for (let n = node(id); n; n = node(n.parent)) out.unshift(n); return out; }
  function size(b) { if (!b) return '\u2014'; const u = ['B', 'KB', 'MB', 'GB']; let i = 0; while (b >= 1000 && i < 3) { b /= 1000; i++; } return (i ? b.toFixed(1) : b) + ' ' + u[i]; }
  const date = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const icon = (n) => (n.type === 'folder' ? '<span class="fi folder"></span>' : '<span class="fi file ' + (n.name.split('.').pop() || '').toLowerCase() + '">' + esc((n.name.split('.').pop() || '').slice(0, 4).toUpperCase()) + '</span>');
  function toast(msg, bad) { const t = $('#toast'); t.textContent = msg; t.className = 'show' + (bad ? ' bad' : ''); clearTimeout(toast.t); toast.t = setTimeout(() => { t.className = ''; }, 3500); }

  async function load() {
    const j = await api('GET', '/api/nodes');
    N = j.nodes; Q = j.quota;
    if (!node(cwd) || node(cwd).type !== 'folder') cwd = 'root';
    for (const id of [...selected]) if (!node(id) || node(id).parent !== cwd) selected.delete(id);
    render();
  }
  function go(id) {
    cwd = id; selected.clear(); renaming = null; menu = null; search = ''; $('#search').value = '';
    path(id).forEach((n) => expanded.add(n.id));
    history.replaceState(null, '', '#/' + id);
    render();
  }

  function treeHtml(id, depth) {
    const n = node(id); const subs = subfolders(id); const open = expanded.has(id);
    let h = '<div class="tn' + (id === cwd ? ' cur' : '') + '" data-id="' + id + '" style="padding-left:' + (8 + depth * 16) + 'px">' +
      (subs.length ? '<span class="caret">' + (open ? '\u25be' : '\u25b8') + '</span>' : '<span class="caret none"></span>') +
      '<span class="fi folder sm"></span><span class="tname">' + esc(n.name) + '</span></div>';
    if (open) h += subs.map((s) => treeHtml(s.id, depth + 1)).join('');
    return h;
  }
  function render() {
    $('#tree').innerHTML = treeHtml('root', 0);
    const p = path(cwd);
    $('#crumbs').innerHTML = p.map((n, i) => (i === p.length - 1 ? '<span class="crumb last">' + esc(n.name) + '</span>' : '<span class="crumb" data-id="' + n.id + '">' + esc(n.name) + '</span><span class="sep">\u203a</span>')).join('');
    const list = kids(cwd).filter((n) => !search || n.name.toLowerCase().includes(search.toLowerCase()));
    const allSel = list.length && list.every((n) => selected.has(n.id));
    let rows = '';
    if (renaming === '__new__') rows += '<tr class="newrow"><td></td><td class="name"><span class="fi folder"></span><input class="rn" id="rn" value="Untitled folder"></td><td>\u2014</td><td>' + date('2024-07-01') + '</td><td></td></tr>';
    rows += list.map((n) => '<tr class="row' + (selected.has(n.id) ? ' sel' : '') + '" data-id="' + n.id + '"><td class="cb"><input type="checkbox"' + (selected.has(n.id) ? ' checked' : '') + '></td>' +
      '<td class="name">' + icon(n) + (renaming === n.id ? '<input class="rn" id="rn" value="' + esc(n.name) + '">' : '<span class="nm' + (n.type === 'folder' ? ' open' : '') + '">' + esc(n.name) + '</span>') + '</td>' +
      '<td class="size">' + (n.type === 'folder' ? kids(n.id).length + ' items' : size(n.size)) + '</td><td class="mod">' + date(n.modified) + '</td>' +
      '<td class="act"><button class="more">\u22ef</button></td></tr>').join('');
    if (!list.length && renaming !== '__new__') rows = '<tr><td colspan="5" class="empty">' + (search ? 'No matches in this folder.' : 'This folder is empty.') + '</td></tr>';
    $('#tbody').innerHTML = rows;
    $('#selall').checked = !!allSel;
    $('#bulk').classList.toggle('hidden', selected.size === 0);
    $('#bulkcount').textContent = selected.size + ' selected';
    $('#foot').textContent = 'Storage: ' + (Q.used / 1e9).toFixed(1) + ' GB of ' + Q.total / 1e9 + ' GB used \u00b7 ' + list.length + ' items in this folder';
    // menu
    const m = $('#menu');
    if (menu) {
      m.innerHTML = '<div class="mi' + (menu.ids.length > 1 ? ' dis' : '') + '" data-mi="rename">Rename</div><div class="mi" data-mi="move">Move to\u2026</div><div class="msep"></div><div class="mi danger" data-mi="delete">Delete</div>';
      m.style.left = menu.x + 'px'; m.style.top = menu.y + 'px'; m.classList.remove('hidden');
    } else m.classList.add('hidden');
    renderModal();
    const rn = $('#rn');
    if (rn && document.activeElement !== rn) { rn.focus(); const dot = rn.value.lastIndexOf('.'); rn.setSelectionRange(0, dot > 0 && renaming !== '__new__' && node(renaming).type === 'file' ? dot : rn.value.length); }
  }
  function renderModal() {
    const o = $('#modal');
    if (!modal) { o.classList.add('hidden'); return; }
    o.classList.remove('hidden');
    const names = modal.ids.map((id) => node(id)).filter(Boolean);
    const what = names.length === 1 ? '\u201c' + esc(names[0].name) + '\u201d' : names.length + ' items';
    if (modal.kind === 'delete') {
      $('#mbox').innerHTML = '<h3>Delete ' + what + '?</h3><p>Deleted items are removed permanently and can\u2019t be recovered.</p><div class="mact"><button class="btn" data-m="cancel">Cancel</button><button class="btn danger" data-m="delete">Delete</button></div>';
    } else {
      const rec = (id, d) => { const n = node(id); const bad = modal.ids.some((x) => node(x).type === 'folder' && path(id).some((p) => p.id === x)); return '<div class="mt' + (modal.target === id ? ' cur' : '') + (bad ? ' dis' : '') + '" data-t="' + id + '" style="padding-left:' + (8 + d * 18) + 'px"><span class="fi folder sm"></span>' + esc(n.name) + '</div>' + subfolders(id).map((s) => rec(s.id, d + 1)).join(''); };
      const dest = modal.target ? path(modal.target).map((n) => esc(n.name)).join(' \u203a ') : '\u2014';
      $('#mbox').innerHTML = '<h3>Move ' + what + '</h3><div class="mtree">' + rec('root', 0) + '</div><div class="mdest">Destination: <b>' + dest + '</b></div><div class="merr" id="merr"></div><div class="mact"><button class="btn" data-m="cancel">Cancel</button><button class="btn primary" data-m="move"' + (modal.target ? '' : ' disabled') + '>Move here</button></div>';
    }
  }
  const targetIds = (id) => (selected.has(id) && selected.size > 1 ? [...selected] : [id]);

  async function commitRename() {
    const rn = $('#rn'); if (!rn) return;
    const name = rn.value.trim();
    try {
      if (renaming === '__new__') { if (name) await api('POST', '/api/folders', { name, parent: cwd }); }
      else if (name && name !== node(renaming).name) await api('PATCH', '/api/nodes/' + renaming, { name });
      renaming = null; await load();
    } catch (e) { rn.classList.add('bad'); toast(e.message, true); }
  }

  document.addEventListener('click', async (e) => {
    const t = e.target;
    if (t.closest('#menu')) {
      const mi = t.closest('.mi'); if (!mi || mi.classList.contains('dis')) return;
      const ids = menu.ids; menu = null;
      if (mi.dataset.mi === 'rename') { renaming = ids[0]; render(); }
      if (mi.dataset.mi === 'move') { modal = { kind: 'move', ids, target: null }; render(); }
      if (mi.dataset.mi === 'delete') { modal = { kind: 'delete', ids }; render(); }
      return;
    }
    if (menu && !t.closest('.more')) { menu = null; render(); }
    if (t.closest('#modal')) {
      const mt = t.closest('.mt');
      if (mt && !mt.classList.contains('dis')) { modal.target = mt.dataset.t; renderModal(); return; }
      const b = t.closest('[data-m]');
      if (!b && t.id !== 'modal') return;
      const k = b ? b.dataset.m : 'cancel';
      if (k === 'cancel') { modal = null; render(); return; }
      try {
        if (k === 'delete') { await api('POST', '/api/delete', { ids: modal.ids }); toast(modal.ids.length === 1 ? 'Item deleted' : modal.ids.length + ' items deleted'); }
        if (k === 'move') { await api('POST', '/api/move', { ids: modal.ids, target: modal.target }); toast('Moved to ' + node(modal.target).name); }
        modal = null; selected.clear(); await load();
      } catch (x) { const me = $('#merr'); if (me) me.textContent = x.message; else toast(x.message, true); }
      return;
    }
    const caret = t.closest('.caret');
    if (caret && !caret.classList.contains('none')) { const id = caret.parentElement.dataset.id; if (expanded.has(id)) expanded.delete(id); else expanded.add(id); render(); return; }
    const tn = t.closest('.tn');
    if (tn) { go(tn.dataset.id); return; }
    const cr = t.closest('.crumb[data-id]');
    if (cr) { go(cr.dataset.id); return; }
    if (t.id === 'selall') { const list = kids(cwd).filter((n) => !search || n.name.toLowerCase().includes(search.toLowerCase())); if (t.checked) list.forEach((n) => selected.add(n.id)); else selected.clear(); render(); return; }
    const more = t.closest('.more');
    if (more) { const id = more.closest('tr').dataset.id; const r = more.getBoundingClientRect(); menu = { ids: targetIds(id), x: r.right - 170 + window.scrollX, y: r.bottom + 2 + window.scrollY }; render(); return; }
    if (t.id === 'newfolder') { renaming = '__new__'; render(); return; }
    if (t.id === 'upload') { toast('Uploading is disabled by your administrator.', true); return; }
    if (t.closest('#bclear')) { selected.clear(); render(); return; }
    if (t.closest('#bmove')) { modal = { kind: 'move', ids: [...selected], target: null }; render(); return; }
    if (t.closest('#bdel')) { modal = { kind: 'delete', ids: [...selected] }; render(); return; }
    const row = t.closest('tr.row');
    if (row) {
      if (t.closest('.rn')) return;
      const id = row.dataset.id;
      if (t.closest('.nm.open')) { go(id); return; }
      if (t.type === 'checkbox') { if (t.checked) selected.add(id); else selected.delete(id); render(); return; }
      if (e.ctrlKey || e.metaKey) { if (selected.has(id)) selected.delete(id); else selected.add(id); } else selected = new Set([id]);
      render();
    }
  });
  document.addEventListener('dblclick', (e) => { const row = e.target.closest('tr.row'); if (row && node(row.dataset.id).type === 'folder' && !e.target.closest('.rn')) go(row.dataset.id); });
  document.addEventListener('contextmenu', (e) => {
    const row = e.target.closest('tr.row');
    if (!row) return;
    e.preventDefault();
    const id = row.dataset.id;
    if (!selected.has(id)) selected = new Set([id]);
    menu = { ids: targetIds(id), x: e.pageX, y: e.pageY };
    render();
  });
  document.addEventListener('keydown', (e) => {
    if (e.target.id === 'rn') {
      if (e.key === 'Enter') { e.preventDefault(); commitRename(); }
      if (e.key === 'Escape') { renaming = null; render(); }
      return;
    }
    if (e.key === 'Escape') { if (menu) { menu = null; render(); } else if (modal) { modal = null; render(); } }
  });
  document.addEventListener('focusout', (e) => { if (e.target.id === 'rn') setTimeout(() => { if (renaming && $('#rn') && document.activeElement !== $('#rn')) { renaming = null; render(); } }, 150); });
  document.addEventListener('input', (e) => { if (e.target.id === 'search') { search = e.target.value; render(); } });
  window.addEventListener('hashchange', () => { const id = location.hash.slice(2) || 'root'; if (node(id)) go(id); });
  path(cwd);
  load().then(() => { path(cwd).forEach((n) => expanded.add(n.id)); render(); });
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#202124;background:#fff;height:100vh;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:16px;padding:10px 18px;border-bottom:1px solid #e3e6ea}
.brand{font-weight:700;font-size:18px;color:#1a73e8}#search{flex:0 1 420px;padding:8px 12px;border-radius:20px;border:1px solid #dadce0;background:#f1f3f4;font:inherit}
.hsp{flex:1}.who{font-size:13px;color:#5f6368}
.body{flex:1;display:flex;min-height:0}
nav{width:250px;border-right:1px solid #e3e6ea;padding:10px 6px;overflow:auto;flex:none}
.navbtns{display:flex;gap:8px;padding:0 6px 10px}
.btn{font:inherit;border:1px solid #dadce0;background:#fff;border-radius:6px;padding:6px 12px;cursor:pointer}.btn.primary{background:#1a73e8;color:#fff;border-color:#1a73e8}.btn.danger{background:#d93025;color:#fff;border-color:#d93025}
.btn:disabled{opacity:.5;cursor:default}
.tn{display:flex;align-items:center;gap:4px;padding:4px 8px;border-radius:0 16px 16px 0;cursor:pointer;white-space:nowrap;user-select:none}.tn:hover{background:#f1f3f4}.tn.cur{background:#e8f0fe;color:#1967d2;font-weight:600}
.caret{width:16px;display:inline-block;text-align:center;color:#5f6368;font-size:12px}.caret:hover{color:#000}
.fi{display:inline-block;width:22px;height:18px;border-radius:3px;vertical-align:middle;margin-right:6px;flex:none;font-size:7px;font-weight:700;color:#fff;text-align:center;line-height:18px;background:#8d959e}
.fi.folder{background:#f4b400;border-radius:2px 4px 3px 3px}.fi.sm{width:16px;height:13px}.fi.pdf{background:#d93025}.fi.xlsx{background:#188038}.fi.md,.fi.txt{background:#5f6368}.fi.jpg,.fi.png{background:#9334e6}
main{flex:1;overflow:auto;padding:8px 18px}
.bar{display:flex;align-items:center;gap:10px;min-height:44px}#crumbs{font-size:18px;display:flex;gap:6px;align-items:center;flex:1}.crumb[data-id]{cursor:pointer;color:#5f6368}.crumb[data-id]:hover{text-decoration:underline}.sep{color:#9aa0a6}
#bulk{display:flex;align-items:center;gap:4px;background:#e8f0fe;border-radius:20px;padding:3px 10px}#bulkcount{margin-right:6px;color:#1967d2;font-weight:600}
.ib{border:0;background:none;width:30px;height:30px;border-radius:50%;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;color:#3c4043;padding:0}.ib:hover{background:#d2e3fc}
table{width:100%;border-collapse:collapse}th{text-align:left;font-weight:500;color:#5f6368;font-size:13px;border-bottom:1px solid #e3e6ea;padding:8px 6px}
td{padding:6px;border-bottom:1px solid #f1f3f4}tr.row:hover{background:#f8f9fa}tr.row.sel{background:#e8f0fe}
.cb{width:32px}.name{display:flex;align-items:center}.nm.open{cursor:pointer}.nm.open:hover{text-decoration:underline}.size,.mod{color:#5f6368;width:130px}.act{width:44px;text-align:right}
.more{border:0;background:none;border-radius:50%;width:28px;height:28px;cursor:pointer;font-size:16px;color:#5f6368;visibility:hidden}tr.row:hover .more,tr.row.sel .more,.more:focus{visibility:visible}.more:hover{background:#e8eaed}
.rn{font:inherit;padding:3px 6px;border:2px solid #1a73e8;border-radius:4px;width:280px}.rn.bad{border-color:#d93025}.empty{text-align:center;color:#80868b;padding:40px}
#menu{position:absolute;background:#fff;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.2);padding:6px 0;width:170px;z-index:20}.mi{padding:7px 16px;cursor:pointer}.mi:hover{background:#f1f3f4}.mi.dis{color:#bdc1c6;cursor:default}.mi.danger{color:#d93025}.msep{height:1px;background:#e3e6ea;margin:4px 0}
.hidden{display:none!important}
#modal{position:fixed;inset:0;background:rgba(32,33,36,.5);display:flex;align-items:center;justify-content:center;z-index:30}
#mbox{background:#fff;border-radius:10px;padding:20px 22px;width:440px;box-shadow:0 10px 40px rgba(0,0,0,.3)}#mbox h3{margin:0 0 10px;font-weight:500}
.mtree{border:1px solid #e3e6ea;border-radius:6px;max-height:300px;overflow:auto;padding:4px 0}.mt{padding:5px 8px;cursor:pointer;display:flex;align-items:center}.mt:hover{background:#f1f3f4}.mt.cur{background:#e8f0fe;color:#1967d2}.mt.dis{color:#bdc1c6;cursor:not-allowed}
.mdest{margin-top:8px;font-size:13px;color:#5f6368}.merr{color:#d93025;font-size:13px;min-height:18px}.mact{display:flex;gap:8px;justify-content:flex-end;margin-top:10px}
footer{border-top:1px solid #e3e6ea;padding:6px 18px;font-size:12px;color:#5f6368;display:flex}
#toast{position:fixed;left:24px;bottom:-60px;background:#323232;color:#fff;padding:10px 16px;border-radius:6px;transition:bottom .2s;z-index:40}#toast.show{bottom:40px}#toast.bad{background:#a50e0e}
`;

const SVG_MOVE = '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M3 7h6l2 2h10v10H3z"/><path d="M10 14h6m-2-2 2 2-2 2"/></svg>';
const SVG_BIN = '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6"/></svg>';
const SVG_X = '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M6 6l12 12M18 6 6 18"/></svg>';

const PAGE = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drive</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${CSS}</style></head>
<body>
<header><span class="brand">\u25b2 Drive</span><input id="search" placeholder="Search in this folder" autocomplete="off"><span class="hsp"></span><span class="who">Robin Okafor \u00b7 robin@okafor.studio</span></header>
<div class="body">
<nav><div class="navbtns"><button class="btn primary" id="newfolder">+ New folder</button><button class="btn" id="upload">Upload</button></div><div id="tree"></div></nav>
<main>
  <div class="bar"><div id="crumbs"></div><div id="bulk" class="hidden"><span id="bulkcount"></span><button class="ib" id="bmove">${SVG_MOVE}</button><button class="ib" id="bdel">${SVG_BIN}</button><button class="ib" id="bclear">${SVG_X}</button></div></div>
  <table><thead><tr><th class="cb"><input type="checkbox" id="selall"></th><th>Name</th><th>Size</th><th>Last modified</th><th></th></tr></thead><tbody id="tbody"></tbody></table>
</main></div>
<footer><span id="foot"></span></footer>
<div id="menu" class="hidden"></div>
<div id="modal" class="hidden"><div id="mbox"></div></div>
<div id="toast"></div>
<script>(${client.toString()})();</script>
</body></html>`;

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  try {
    if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(PAGE());
    }
    if (req.method === 'GET' && url.pathname === '/__state') return json(res, 200, state);
    if (req.method === 'POST' && url.pathname === '/__reset') { state = initialState(); return json(res, 200, { ok: true }); }
    if (url.pathname.startsWith('/api/')) return await api(req, res, url);
    if (url.pathname === '/favicon.ico') { res.writeHead(204); return res.end(); }
    json(res, 404, { error: 'not found' });
  } catch (err) {
    json(res, 500, { error: String(err && err.message) });
  }
});

if (require.main === module) {
  const port = Number(process.argv[2]) || 5403;
  server.listen(port, '127.0.0.1', () => console.log('files listening on http://127.0.0.1:' + port));
}
module.exports = { initialState };
