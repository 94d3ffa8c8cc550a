'use strict';
// Kanban project board. Usage: node kanban.js <port>
const http = require('node:http');

function initialState() {
  return {
    board: { name: 'Platform Q3', sprint: 'Sprint 14', sprintEnds: '2024-07-19' },
    members: [
      { id: 'u1', name: 'Priya Natarajan', color: '#7c3aed' },
      { id: 'u2', name: 'Priya Nair', color: '#8b5cf6' },
      { id: 'u3', name: 'Marco Rossi', color: '#0891b2' },
      { id: 'u4', name: 'Marcus Ross', color: '#0e7490' },
      { id: 'u5', name: 'Lena Schmidt', color: '#db2777' },
      { id: 'u6', name: 'Lars Svensson', color: '#16a34a' },
      { id: 'u7', name: 'Lena Schmitt', color: '#be185d' },
    ],
    cards: [
      { id: 'c1', title: 'Rotate API keys', column: 'todo', order: 1, priority: false, assignee: 'u1', due: '2024-07-22', description: 'Rotate production keys for payments and search providers.' },
      { id: 'c2', title: 'Rotate API keys (staging)', column: 'todo', order: 2, priority: false, assignee: 'u3', due: null, description: '' },
      { id: 'c3', title: 'Migrate billing DB replicas', column: 'todo', order: 3, priority: false, assignee: 'u3', due: '2024-07-30', description: 'Follow-up after primary migration.' },
      { id: 'c4', title: 'Write load-test plan', column: 'todo', order: 4, priority: false, assignee: 'u6', due: null, description: '' },
      { id: 'c5', title: 'Update on-call runbook', column: 'todo', order: 5, priority: false, assignee: 'u5', due: '2024-07-25', description: '' },
      { id: 'c6', title: 'Migrate billing DB', column: 'doing', order: 1, priority: false, assignee: 'u3', due: '2024-07-19', description: 'Move billing Postgres to the new cluster.' },
      { id: 'c7', title: 'Migrate billing dashboards', column: 'doing', order: 2, priority: true, assignee: 'u4', due: null, description: '' },
      { id: 'c8', title: 'Upgrade Node to 20 LTS', column: 'doing', order: 3, priority: false, assignee: 'u2', due: '2024-07-17', description: '' },
      { id: 'c9', title: 'Fix flaky e2e login test', column: 'doing', order: 4, priority: false, assignee: 'u5', due: null, description: '' },
      { id: 'c10', title: 'Set up staging cluster', column: 'done', order: 1, priority: false, assignee: 'u5', due: '2024-07-05', description: '' },
      { id: 'c11', title: 'Audit IAM roles', column: 'done', order: 2, priority: false, assignee: 'u7', due: '2024-07-08', description: '' },
      { id: 'c12', title: 'Remove legacy cron jobs', column: 'done', order: 3, priority: true, assignee: 'u5', due: null, description: '' },
      { id: 'c13', title: 'Document deploy process', column: 'done', order: 4, priority: false, assignee: 'u1', due: null, description: '' },
      { id: 'c14', title: 'Archive Q1 sprint board', column: 'done', order: 5, priority: false, assignee: 'u6', due: null, description: '' },
    ],
    trash: [],
    nextId: 15,
  };
}

let state = initialState();
const COLUMNS = ['todo', 'doing', 'done'];

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
function renumber(col) {
  state.cards.filter((c) => c.column === col).sort((a, b) => a.order - b.order).forEach((c, i) => { c.order = i + 1; });
}
const isDate = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

async function api(req, res, url) {
  const p = url.pathname;
  let m;
  if (req.method === 'GET' && p === '/api/board') {
    return json(res, 200, { board: state.board, members: state.members, cards: state.cards });
  }
  if (req.method === 'POST' && p === '/api/cards') {
    const b = await readBody(req);
    if (!b || typeof b.title !== 'string' || !b.title.trim() || !COLUMNS.includes(b.column)) return json(res, 400, { error: 'title and column required' });
    const max = Math.max(0, ...state.cards.filter((c) => c.column === b.column).map((c) => c.order));
    const card = { id: 'c' + state.nextId++, title: b.title.trim(), column: b.column, order: max + 1, priority: false, assignee: null, due: null, description: '' };
    state.cards.push(card);
    return json(res, 201, card);
  }
  if ((m = p.match(/^\/api\/cards\/([\w-]+)$/))) {
    const card = state.cards.find((c) => c.id === m[1]);
    if (!card) return json(res, 404, { error: 'no such card' });
    if (req.method === 'PATCH') {
      const b = await readBody(req);
      if (!b) return json(res, 400, { error: 'bad json' });
      if ('title' in b) { if (typeof b.title !== 'string' || !b.title.trim()) return json(res, 400, { error: 'bad title' }); card.title = b.title.trim(); }
      if ('description' in b) card.description = String(b.description || '');
      if ('priority' in b) card.priority = !!b.priority;
      if ('assignee' in b) { if (b.assignee !== null && !state.members.some((x) => x.id === b.assignee)) return json(res, 400, { error: 'bad assignee' }); card.assignee = b.assignee; }
      if ('due' in b) { if (b.due !== null && b.due !== '' && !isDate(b.due)) return json(res, 400, { error: 'bad due' }); card.due = b.due || null; }
      return json(res, 200, card);
    }
    if (req.method === 'DELETE') {
      state.cards = state.cards.filter((c) => c !== card);
      state.trash.push(card);
      renumber(card.column);
      return json(res, 200, { ok: true });
    }
  }
  if (req.method === 'POST' && (m = p.match(/^\/api\/cards\/([\w-]+)\/move$/))) {
    const card = state.cards.find((c) => c.id === m[1]);
    if (!card) return json(res, 404, { error: 'no such card' });
    const b = await readBody(req);
    if (!b || !COLUMNS.includes(b.column)) return json(res, 400, { error: 'bad column' });
    const from = card.column;
    const others = state.cards.filter((c) => c.column === b.column && c !== card).sort((a, x) => a.order - x.order);
    let idx = Number.isInteger(b.index) ? Math.max(0, Math.min(b.index, others.length)) : others.length;
    others.splice(idx, 0, card);
    card.column = b.column;
    others.forEach((c, i) => { c.order = i + 1; });
    if (from !== b.column) renumber(from);
    return json(res, 200, card);
  }
  if (req.method === 'POST' && (m = p.match(/^\/api\/cards\/([\w-]+)\/restore$/))) {
    const card = state.trash.find((c) => c.id === m[1]);
    if (!card) return json(res, 404, { error: 'not in trash' });
    state.trash = state.trash.filter((c) => c !== card);
    state.cards.push(card);
    renumber(card.column);
    return json(res, 200, card);
  }
  return json(res, 404, { error: 'not found' });
}

function client() {
  const $ = (s, r = document) => r.querySelector(s);
  const esc = (s) => String(s == null ? '' : s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
  const COLS = [['todo', 'To do'], ['doing', 'Doing'], ['done', 'Done']];
  const svg = (d, extra) => '<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' + (extra || '') + '>' + d + '</svg>';
  const ICON = {
    pencil: svg('<path d="M12 20h9"/><path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z"/>'),
    bin: svg('<path d="M3 6h18"/><path d="M8 6V4h8v2"/><path d="M19 6l-1 14H6L5 6"/>'),
    flag: svg('<path d="M4 22V4"/><path d="M4 4h13l-2 4 2 4H4"/>'),
    flagOn: svg('<path d="M4 22V4"/><path d="M4 4h13l-2 4 2 4H4" fill="currentColor"/>'),
    clock: svg('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>', 'width="12" height="12"'),
    x: svg('<path d="M6 6l12 12M18 6 6 18"/>'),
  };
  let S = { board: {}, members: [], cards: [] };
  let filter = '';
  let editing = null;
  let ddValue = null;
  let dragId = null;
  let toastTimer = null;

  async function api(method, path, data) {
    const r = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: data === undefined ? undefined : JSON.stringify(data) });
    if (!r.ok) throw new Error(method + ' ' + path + ' failed: ' + r.status);
    return r.json();
  }
  const member = (id) => S.members.find((m) => m.id === id);
  const initials = (n) => n.split(/\s+/).map((p) => p[0]).join('').slice(0, 2).toUpperCase();
  function fmtDate(d) {
    if (!d) return '';
    const [y, mo, dd] = d.split('-').map(Number);
    return new Date(Date.UTC(y, mo - 1, dd)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  }
  async function load() { S = await api('GET', '/api/board'); render(); }

  function cardHtml(c) {
    const m = member(c.assignee);
    return '<article class="card' + (c.priority ? ' prio' : '') + '" draggable="true" data-id="' + c.id + '">' +
      '<div class="card-title">' + esc(c.title) + '</div>' +
      '<div class="card-meta">' +
      (c.priority ? '<span class="prio-ind">' + ICON.flagOn + '</span>' : '') +
      (c.due ? '<span class="due">' + ICON.clock + ' ' + fmtDate(c.due) + '</span>' : '') +
      '<span class="sp"></span>' +
      (m ? '<span class="avatar" data-tip="' + esc(m.name) + '" style="background:' + m.color + '">' + initials(m.name) + '</span>' : '<span class="avatar empty">?</span>') +
      '</div>' +
      '<div class="card-actions">' +
      '<button class="ic" data-act="edit">' + ICON.pencil + '</button>' +
      '<button class="ic' + (c.priority ? ' on' : '') + '" data-act="flag">' + (c.priority ? ICON.flagOn : ICON.flag) + '</button>' +
      '<button class="ic" data-act="del">' + ICON.bin + '</button>' +
      '</div></article>';
  }
  function render() {
    $('#bname').textContent = S.board.name;
    $('#sprint').textContent = S.board.sprint + ' \u00b7 ends ' + new Date(S.board.sprintEnds + 'T00:00:00Z').toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    $('#members').innerHTML = S.members.map((m) => '<span class="avatar sm" data-tip="' + esc(m.name) + '" style="background:' + m.color + '">' + initials(m.name) + '</span>').join('');
    const f = filter.toLowerCase();
    $('#board').innerHTML = COLS.map(([key, label]) => {
      const cards = S.cards.filter((c) => c.column === key && (!f || c.title.toLowerCase().includes(f))).sort((a, b) => a.order - b.order);
      return '<section class="col" data-col="' + key + '"><div class="col-h"><span class="col-name">' + label + '</span><span class="count">' + cards.length + '</span></div>' +
        '<div class="list">' + cards.map(cardHtml).join('') + '</div>' +
        '<div class="adder" data-col="' + key + '"><div class="add-link">+ Add a card</div></div></section>';
    }).join('');
    $('#foot-count').textContent = S.cards.length + ' cards on this board';
  }

  function toast(msg, undoId) {
    const t = $('#toast');
    t.innerHTML = esc(msg) + (undoId ? ' <a href="#" id="undo">Undo</a>' : '');
    t.classList.add('show');
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => t.classList.remove('show'), 6000);
    if (undoId) $('#undo').onclick = async (e) => { e.preventDefault(); t.classList.remove('show'); await api('POST', '/api/cards/' + undoId + '/restore'); load(); };
  }

  // ---- card dialog ----
  function ddRender() {
    const m = member(ddValue);
    $('#dd-cur').innerHTML = m ? '<span class="avatar sm" style="background:' + m.color + '">' + initials(m.name) + '</span> ' + esc(m.name) : '<span class="muted">Unassigned</span>';
    const q = $('#dd-q').value.toLowerCase();
    const opts = [{ id: null, name: 'Unassigned' }].concat(S.members.slice().sort((a, b) => a.name.localeCompare(b.name)));
    $('#dd-opts').innerHTML = opts.filter((o) => !q || o.name.toLowerCase().includes(q)).map((o) =>
      '<div class="dd-opt' + (o.id === ddValue ? ' sel' : '') + '" data-v="' + (o.id || '') + '">' +
      (o.id ? '<span class="avatar sm" style="background:' + o.color + '">' + initials(o.name) + '</span>' : '<span class="avatar sm empty">\u2013</span>') +
      '<span>' + esc(o.name) + '</span></div>').join('');
  }
  function ddOpen(open) {
    $('#dd-menu').classList.toggle('hidden', !open);
    if (open) { $('#dd-q').value = ''; ddRender(); setTimeout(() => $('#dd-q').focus(), 0); }
  }
  function openDialog(id) {
    const c = S.cards.find((x) => x.id === id);
    if (!c) return;
    editing = id;
    ddValue = c.assignee;
    $('#f-title').value = c.title;
    $('#f-desc').value = c.description || '';
    $('#f-due').value = c.due || '';
    $('#dlg-col').textContent = 'in list ' + COLS.find((x) => x[0] === c.column)[1];
    ddOpen(false);
    ddRender();
    $('#overlay').classList.remove('hidden');
    $('#f-title').focus();
  }
  function closeDialog() { editing = null; $('#overlay').classList.add('hidden'); }
  async function saveDialog() {
    if (!editing) return;
    const title = $('#f-title').value.trim();
    if (!title) { $('#f-title').classList.add('err'); return; }
    await api('PATCH', '/api/cards/' + editing, { title, description: $('#f-desc').value, assignee: ddValue, due: $('#f-due').value || null });
    closeDialog();
    toast('Card saved');
    load();
  }

  document.addEventListener('click', async (e) => {
    const act = e.target.closest('[data-act]');
    if (act) {
      const id = act.closest('.card').dataset.id;
      const c = S.cards.find((x) => x.id === id);
      if (act.dataset.act === 'edit') openDialog(id);
      if (act.dataset.act === 'flag') { await api('PATCH', '/api/cards/' + id, { priority: !c.priority }); load(); }
      if (act.dataset.act === 'del') { await api('DELETE', '/api/cards/' + id); toast('Card \u201c' + c.title + '\u201d deleted.', id); load(); }
      return;
    }
    const addLink = e.target.closest('.add-link');
    if (addLink) {
      const box = addLink.parentElement;
      box.innerHTML = '<textarea class="add-ta" placeholder="Enter a title for this card\u2026"></textarea><div class="add-row"><button class="btn primary add-go">Add card</button><span class="add-x">' + ICON.x + '</span></div>';
      $('.add-ta', box).focus();
      return;
    }
    if (e.target.closest('.add-go')) { submitAdd(e.target.closest('.adder')); return; }
    if (e.target.closest('.add-x')) { render(); return; }
    const dcur = e.target.closest('#dd-cur');
    if (dcur) { ddOpen($('#dd-menu').classList.contains('hidden')); return; }
    const opt = e.target.closest('.dd-opt');
    if (opt) { ddValue = opt.dataset.v || null; ddOpen(false); ddRender(); return; }
    if (!e.target.closest('#dd')) ddOpen(false);
    if (e.target.closest('#btn-save')) saveDialog();
    if (e.target.closest('#btn-cancel') || e.target.closest('#dlg-x') || e.target.id === 'overlay') closeDialog();
    const card = e.target.closest('.card');
    if (card && !e.target.closest('.avatar')) openDialog(card.dataset.id);
  });
  async function submitAdd(box) {
    const ta = $('.add-ta', box);
    const title = ta.value.trim();
    if (!title) return;
    await api('POST', '/api/cards', { title, column: box.dataset.col });
    await load();
  }
  document.addEventListener('keydown', (e) => {
    if (e.target.classList && e.target.classList.contains('add-ta') && e.key === 'Enter') { e.preventDefault(); submitAdd(e.target.closest('.adder')); }
    if (e.key === 'Escape' && editing) { if (!$('#dd-menu').classList.contains('hidden')) ddOpen(false); else closeDialog(); }
    if (e.target.id === 'dd-cur' && (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown')) { e.preventDefault(); ddOpen(true); }
    if (e.target.id === 'dd-q') {
      const opts = [...document.querySelectorAll('.dd-opt')];
      let i = opts.findIndex((o) => o.classList.contains('hl'));
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        opts.forEach((o) => o.classList.remove('hl'));
        i = e.key === 'ArrowDown' ? Math.min(opts.length - 1, i + 1) : Math.max(0, i - 1);
        if (opts[i]) opts[i].classList.add('hl');
      }
      if (e.key === 'Enter') { e.preventDefault(); const o = opts[i] || (opts.length === 1 ? opts[0] : null); if (o) { ddValue = o.dataset.v || null; ddOpen(false); ddRender(); $('#dd-cur').focus(); } }
    }
  });
  document.addEventListener('input', (e) => { if (e.target.id === 'dd-q') ddRender(); if (e.target.id === 'filter') { filter = e.target.value; render(); } });

  // ---- drag and drop ----
  const boardEl = $('#board');
  function dropIndex(list, y) {
    const cards = [...list.querySelectorAll('.card:not(.dragging)')];
    let i = 0;
    for (const c of cards) { const r = c.getBoundingClientRect(); if (y > r.top + r.height / 2) i++; }
    return i;
  }
  boardEl.addEventListener('dragstart', (e) => {
    const card = e.target.closest && e.target.closest('.card');
    if (!card) return;
    dragId = card.dataset.id;
    e.dataTransfer.setData('text/plain', dragId);
    e.dataTransfer.effectAllowed = 'move';
    setTimeout(() => card.classList.add('dragging'), 0);
  });
  boardEl.addEventListener('dragend', () => {
    dragId = null;
    document.querySelectorAll('.dragging, .over').forEach((x) => x.classList.remove('dragging', 'over'));
  });
  boardEl.addEventListener('dragover', (e) => {
    const col = e.target.closest('.col');
    if (!col || !dragId) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    document.querySelectorAll('.col.over').forEach((x) => x !== col && x.classList.remove('over'));
    col.classList.add('over');
  });
  boardEl.addEventListener('drop', async (e) => {
    const col = e.target.closest('.col');
    const id = dragId || e.dataTransfer.getData('text/plain');
    if (!col || !id) return;
    e.preventDefault();
    const list = $('.list', col);
    const vis = [...list.querySelectorAll('.card:not(.dragging)')].map((x) => x.dataset.id);
    let index = dropIndex(list, e.clientY);
    if (filter) { // translate visible index into full-column index
      const full = S.cards.filter((c) => c.column === col.dataset.col && c.id !== id).sort((a, b) => a.order - b.order).map((c) => c.id);
      index = index < vis.length ? full.indexOf(vis[index]) : full.length;
    }
    col.classList.remove('over');
    await api('POST', '/api/cards/' + id + '/move', { column: col.dataset.col, index });
    dragId = null;
    load();
  });

  load();
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#1e3a5f;color:#172b4d;min-height:100vh;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:14px;padding:10px 18px;background:rgba(0,0,0,.25);color:#fff}
header h1{font-size:18px;margin:0}#sprint{opacity:.85;font-size:13px}.hsp{flex:1}
#filter{border:0;border-radius:4px;padding:6px 8px;width:200px}
#members{display:flex}#members .avatar{margin-left:-6px;border:2px solid #1e3a5f}
main{flex:1;overflow-x:auto}#board{display:flex;gap:12px;padding:16px;align-items:flex-start}
.col{background:#ebecf0;border-radius:8px;width:290px;flex:none;padding:8px;display:flex;flex-direction:column;max-height:calc(100vh - 130px)}
.col.over{background:#dfe6f3;outline:2px dashed #4a78c2}
.col-h{display:flex;align-items:center;gap:8px;padding:4px 6px 8px;font-weight:600}.count{color:#5e6c84;font-weight:400;font-size:12px;background:#dfe1e6;border-radius:10px;padding:0 7px}
.list{min-height:30px;overflow-y:auto;display:flex;flex-direction:column;gap:8px}
.card{position:relative;background:#fff;border-radius:6px;padding:8px 10px;box-shadow:0 1px 0 rgba(9,30,66,.25);cursor:grab}
.card.prio{border-left:4px solid #e5484d}.card.dragging{opacity:.4}
.card:hover{background:#f7f8fa}.card-title{padding-right:70px;min-height:20px}
.card-meta{display:flex;align-items:center;gap:8px;margin-top:8px;font-size:12px;color:#5e6c84}.sp{flex:1}
.prio-ind{color:#e5484d;display:inline-flex}.due{display:inline-flex;align-items:center;gap:3px}
.card-actions{position:absolute;top:4px;right:4px;display:flex;gap:2px;opacity:0;transition:opacity .1s}
.card:hover .card-actions,.card:focus-within .card-actions{opacity:1}
.ic{border:0;background:#f4f5f7;border-radius:4px;width:24px;height:24px;display:inline-flex;align-items:center;justify-content:center;cursor:pointer;color:#42526e;padding:0}
.ic:hover{background:#dfe1e6}.ic.on{color:#e5484d}
.avatar{position:relative;width:24px;height:24px;border-radius:50%;color:#fff;font-size:10px;font-weight:700;display:inline-flex;align-items:center;justify-content:center;flex:none}
.avatar.sm{width:22px;height:22px;font-size:9px}.avatar.empty{background:#c1c7d0}
.avatar[data-tip]:hover::after{content:attr(data-tip);position:absolute;bottom:120%;right:0;background:#172b4d;color:#fff;padding:3px 7px;border-radius:4px;white-space:nowrap;font-weight:400;font-size:12px;z-index:5}
.adder{margin-top:8px}.add-link{padding:6px;border-radius:4px;color:#5e6c84;cursor:pointer}.add-link:hover{background:#dfe1e6;color:#172b4d}
.add-ta{width:100%;border:0;border-radius:6px;padding:8px;min-height:56px;box-shadow:0 1px 0 rgba(9,30,66,.25);font:inherit;resize:vertical}
.add-row{display:flex;gap:8px;align-items:center;margin-top:6px}.add-x{cursor:pointer;display:inline-flex}
.btn{border:0;border-radius:4px;padding:6px 12px;background:#e4e6ea;cursor:pointer;font:inherit}.btn.primary{background:#0c66e4;color:#fff}
.overlay{position:fixed;inset:0;background:rgba(9,30,66,.55);display:flex;align-items:flex-start;justify-content:center;padding-top:70px;z-index:20}
.hidden{display:none!important}
.dialog{background:#f4f5f7;border-radius:10px;width:560px;padding:18px 20px;box-shadow:0 10px 40px rgba(0,0,0,.3)}
.dlg-h{display:flex;align-items:center;color:#5e6c84;font-size:12px;margin-bottom:8px}.dlg-h .sp{flex:1}
.field{display:flex;flex-direction:column;gap:4px;margin-bottom:12px;flex:1}.flabel{font-size:12px;font-weight:600;color:#44546f;text-transform:uppercase;letter-spacing:.03em}
.field input,.field textarea{font:inherit;padding:7px 8px;border:1px solid #c1c7d0;border-radius:4px;background:#fff}.field textarea{min-height:80px}
input.err{border-color:#e5484d}
.row2{display:flex;gap:14px}
.dd{position:relative}#dd-cur{display:flex;align-items:center;gap:6px;padding:6px 8px;border:1px solid #c1c7d0;border-radius:4px;background:#fff;cursor:pointer;min-height:36px}
#dd-cur:focus{outline:2px solid #0c66e4}
#dd-menu{position:absolute;top:100%;left:0;right:0;background:#fff;border:1px solid #c1c7d0;border-radius:6px;box-shadow:0 6px 18px rgba(0,0,0,.15);z-index:3;margin-top:4px;padding:6px}
#dd-q{width:100%;padding:5px 7px;border:1px solid #dfe1e6;border-radius:4px;margin-bottom:4px;font:inherit}
.dd-opt{display:flex;gap:8px;align-items:center;padding:5px 6px;border-radius:4px;cursor:pointer}.dd-opt:hover,.dd-opt.hl{background:#e9f2ff}.dd-opt.sel{font-weight:600}
.dlg-f{display:flex;gap:8px;justify-content:flex-end;align-items:center}.muted{color:#6b778c}
footer{padding:6px 18px;color:#c9d6ea;font-size:12px;display:flex;gap:16px}
#toast{position:fixed;left:50%;bottom:24px;transform:translateX(-50%) translateY(80px);background:#172b4d;color:#fff;padding:10px 16px;border-radius:6px;transition:transform .2s;z-index:30}
#toast.show{transform:translateX(-50%) translateY(0)}#toast a{color:#85b8ff;margin-left:8px}
`;

const PAGE = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Boards \u2013 Platform Q3</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${CSS}</style></head>
<body>
<header><h1 id="bname">Board</h1><span id="sprint"></span><span class="hsp"></span>
<input id="filter" placeholder="Filter cards\u2026" autocomplete="off"><div id="members"></div></header>
<main><div id="board"></div></main>
<footer><span id="foot-count"></span><span>Drag cards between lists to change their status.</span><span class="hsp"></span><span>Boards v2.8</span></footer>
<div id="overlay" class="overlay hidden"><div class="dialog">
  <div class="dlg-h"><span id="dlg-col"></span><span class="sp"></span><button class="ic" id="dlg-x">${'<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2"><path d="M6 6l12 12M18 6 6 18"/></svg>'}</button></div>
  <div class="field"><span class="flabel">Title</span><input id="f-title" autocomplete="off"></div>
  <div class="field"><span class="flabel">Description</span><textarea id="f-desc"></textarea></div>
  <div class="row2">
    <div class="field"><span class="flabel">Assignee</span><div class="dd" id="dd"><div id="dd-cur" tabindex="0"></div>
      <div id="dd-menu" class="hidden"><input id="dd-q" placeholder="Search people\u2026" autocomplete="off"><div id="dd-opts"></div></div></div></div>
    <div class="field"><span class="flabel">Due date</span><input type="date" id="f-due"></div>
  </div>
  <div class="dlg-f"><button class="btn" id="btn-cancel">Cancel</button><button class="btn primary" id="btn-save">Save</button></div>
</div></div>
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
  const port = Number(process.argv[2]) || 5401;
  server.listen(port, '127.0.0.1', () => console.log('kanban listening on http://127.0.0.1:' + port));
}
module.exports = { initialState };
