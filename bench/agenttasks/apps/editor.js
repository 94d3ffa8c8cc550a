// Quill & Ink — tiny document editor. Usage: PORT=5305 node editor.js
const http = require('http');
const PORT = Number(process.env.PORT) || 5305;

function initialState() {
  const d = (id, title, html, updatedAt) => ({ id, title, html, fontSize: 16, updatedAt });
  return {
    docs: [
      d(1, 'Launch plan', '<p>The public launch is scheduled for 14 April. Marketing needs final copy by Friday, and the hard deadline for the press kit is the 9th.</p><p>During launch week we will post updates on the status page and in the #launch channel.</p><ul><li>Finalise pricing tiers</li><li>Record the demo video</li><li>Brief the support team</li></ul>', '2027-03-07T16:20'),
      d(2, 'Untitled draft', '<p>Things that went well this quarter:</p><ul><li>Shipped the new onboarding flow</li><li>Cut support response time in half</li></ul><p>Things to improve: planning, estimates, and documentation.</p>', '2027-03-06T10:02'),
      d(3, 'Reading list', '<p>Books to read this year, in no particular order.</p><ul><li>The Design of Everyday Things</li><li>Thinking in Systems</li><li>A Philosophy of Software Design</li></ul>', '2027-02-28T21:45'),
      d(4, 'Meeting notes', '<p><b>Weekly sync, 8 March</b></p><p>Attendees: Priya, Tom, Sam.</p><p>Decisions: move the offsite to May; freeze the pricing page copy.</p>', '2027-03-08T09:30'),
      d(5, 'Archive ideas', '<p>Old ideas we may revisit: browser extension, offline mode, public API.</p>', '2027-01-19T12:00'),
    ],
    order: [1, 2, 3, 4, 5],
  };
}
let state = initialState();

const PAGE = String.raw`<!doctype html><html><head><meta charset="utf-8"><title>Quill &amp; Ink</title>
<style>
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,sans-serif;color:#222;display:flex;height:100vh;background:#f6f6f3}
aside{width:250px;background:#fff;border-right:1px solid #e6e6e0;display:flex;flex-direction:column}.brand{padding:18px;font:600 18px Georgia,serif}
.docs{list-style:none;margin:0;padding:0 8px}.docs li{padding:8px 10px;border-radius:6px;cursor:pointer;display:flex;gap:8px;align-items:center;border:1px solid transparent}
.docs li:hover{background:#f1f1ec}.docs li.cur{background:#ebe9e1;font-weight:600}.docs li .grip{color:#bbb;cursor:grab;font-size:12px}.docs li.over{border-top:2px solid #6b5bd6}.docs li.dragging{opacity:.4}
.docs li .when{margin-left:auto;color:#999;font-size:11px;font-weight:400}
main{flex:1;display:flex;flex-direction:column;align-items:center;overflow:auto}.top{width:100%;display:flex;align-items:center;gap:14px;padding:12px 28px;background:#fff;border-bottom:1px solid #e6e6e0;position:sticky;top:0}
.tb{display:flex;gap:2px;padding-right:12px;border-right:1px solid #e6e6e0}.tb button{width:32px;height:32px;border:0;background:none;border-radius:6px;cursor:pointer;display:flex;align-items:center;justify-content:center}
.tb button:hover{background:#f0efe9}.tb svg{width:18px;height:18px;fill:#333}.size{display:flex;align-items:center;gap:10px;color:#666;font-size:12px}
.track{position:relative;width:220px;height:6px;background:#e3e1d8;border-radius:3px;cursor:pointer}.fill{position:absolute;left:0;top:0;bottom:0;background:#6b5bd6;border-radius:3px}
.thumb{position:absolute;top:50%;width:16px;height:16px;margin:-8px 0 0 -8px;background:#fff;border:2px solid #6b5bd6;border-radius:50%;cursor:grab}.sizeval{width:38px}
.status{margin-left:auto;color:#888;font-size:12px}.save{background:#6b5bd6;color:#fff;border:0;border-radius:6px;padding:8px 18px;cursor:pointer;font:inherit}
.paper{width:760px;max-width:calc(100% - 40px);background:#fff;margin:28px 0;padding:40px 56px;box-shadow:0 1px 4px rgba(0,0,0,.08);border-radius:4px;min-height:600px}
.title{font:600 28px Georgia,serif;margin:0 0 18px;cursor:text;border-bottom:1px dashed transparent}.title:hover{border-bottom-color:#ccc}.titlein{font:600 28px Georgia,serif;width:100%;border:0;border-bottom:1px solid #6b5bd6;outline:none;margin:0 0 18px;padding:0}
.content{outline:none;min-height:400px}.content a{color:#4b3fc4}
.linkpop{position:fixed;background:#fff;border:1px solid #ddd;border-radius:8px;box-shadow:0 6px 18px rgba(0,0,0,.15);padding:8px;display:none;gap:6px}.linkpop input{width:240px;padding:6px;border:1px solid #ccc;border-radius:4px;font:inherit}
</style></head><body>
<aside><div class="brand">Quill &amp; Ink</div><ul class="docs" id="docs"></ul></aside>
<main><div class="top"><div class="tb" id="tb">
<button data-cmd="bold" title="Bold (Ctrl+B)"><svg viewBox="0 0 24 24"><path d="M15.6 10.79c.97-.67 1.65-1.77 1.65-2.79 0-2.26-1.75-4-4-4H7v14h7.04c2.09 0 3.71-1.7 3.71-3.79 0-1.52-.86-2.82-2.15-3.42zM10 6.5h3c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5h-3v-3zm3.5 9H10v-3h3.5c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5z"/></svg></button>
<button data-cmd="italic"><svg viewBox="0 0 24 24"><path d="M10 4v3h2.21l-3.42 8H6v3h8v-3h-2.21l3.42-8H18V4z"/></svg></button>
<button data-cmd="insertUnorderedList"><svg viewBox="0 0 24 24"><path d="M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5zm0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5zm0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5zM7 19h14v-2H7v2zm0-6h14v-2H7v2zm0-8v2h14V5H7z"/></svg></button>
<button data-cmd="link" title="Insert link"><svg viewBox="0 0 24 24"><path d="M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z"/></svg></button></div>
<div class="size"><span>Text size</span><div class="track" id="track"><div class="fill" id="fill"></div><div class="thumb" id="thumb"></div></div><span class="sizeval" id="sizeval"></span></div>
<span class="status" id="status"></span><button class="save" id="save">Save</button></div>
<div class="paper"><h1 class="title" id="title"></h1><div class="content" id="content" contenteditable="true"></div></div></main>
<div class="linkpop" id="linkpop"><input id="linkurl" placeholder="Paste or type a link…"></div>
<script>
const $ = (s) => document.querySelector(s);
const MIN = 10, MAX = 32;
let docs = [], order = [], cur = null, fontSize = 16, dirty = false, savedRange = null, dragId = null;
async function api(method, path, body) {
  const r = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  if (!r.ok) throw new Error('Request failed');
  return r.json();
}
function setDirty(v) { dirty = v; $('#status').textContent = v ? 'Unsaved changes' : 'All changes saved'; }
function renderList() {
  $('#docs').innerHTML = order.map((id) => { const d = docs.find((x) => x.id === id); return '<li draggable="true" data-id="' + id + '" class="' + (cur && cur.id === id ? 'cur' : '') + '"><span class="grip">⋮⋮</span>' + d.title.replace(/</g, '&lt;') + '<span class="when">' + new Date(d.updatedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }) + '</span></li>'; }).join('');
}
function openDoc(id) {
  if (dirty && !confirm('You have unsaved changes. Discard them?')) return;
  cur = docs.find((x) => x.id === id);
  $('#title').textContent = cur.title; $('#content').innerHTML = cur.html;
  setSize(cur.fontSize); setDirty(false); renderList();
}
function setSize(v) {
  fontSize = Math.round(Math.min(MAX, Math.max(MIN, v)));
  const pct = ((fontSize - MIN) / (MAX - MIN)) * 100;
  $('#fill').style.width = pct + '%'; $('#thumb').style.left = pct + '%';
  $('#sizeval').textContent = fontSize + 'px'; $('#content').style.fontSize = fontSize + 'px';
}
// custom slider
let sliding = false;
function slideTo(e) { const r = $('#track').getBoundingClientRect(); const v = MIN + ((e.clientX - r.left) / r.width) * (MAX - MIN); const before = fontSize; setSize(v); if (fontSize !== before) setDirty(true); }
$('#track').addEventListener('pointerdown', (e) => { sliding = true; $('#track').setPointerCapture(e.pointerId); slideTo(e); });
$('#track').addEventListener('pointermove', (e) => sliding && slideTo(e));
$('#track').addEventListener('pointerup', () => (sliding = false));
// title rename
$('#title').addEventListener('click', () => {
  const h = $('#title'), inp = document.createElement('input');
  inp.className = 'titlein'; inp.value = cur.title; h.replaceWith(inp); inp.focus(); inp.select();
  let done = false;
  const commit = async (keep) => {
    if (done) return; done = true;
    const v = inp.value.trim();
    if (keep && v && v !== cur.title) { await api('POST', '/api/docs/' + cur.id + '/rename', { title: v }); cur.title = v; }
    h.textContent = cur.title; inp.replaceWith(h); renderList();
  };
  inp.addEventListener('keydown', (e) => { if (e.key === 'Enter') commit(true); if (e.key === 'Escape') commit(false); });
  inp.addEventListener('blur', () => commit(true));
});
// toolbar: keep the selection in the editor when pressing buttons
$('#tb').addEventListener('mousedown', (e) => { if (e.target.closest('button')) e.preventDefault(); });
$('#tb').addEventListener('click', (e) => {
  const b = e.target.closest('button'); if (!b) return;
  if (b.dataset.cmd === 'link') {
    const sel = getSelection();
    if (!sel.rangeCount || sel.isCollapsed || !$('#content').contains(sel.anchorNode)) return;
    savedRange = sel.getRangeAt(0).cloneRange();
    const r = b.getBoundingClientRect(), pop = $('#linkpop');
    pop.style.left = r.left + 'px'; pop.style.top = r.bottom + 6 + 'px'; pop.style.display = 'flex';
    $('#linkurl').value = ''; $('#linkurl').focus();
    return;
  }
  document.execCommand(b.dataset.cmd); setDirty(true);
});
$('#linkurl').addEventListener('keydown', (e) => {
  if (e.key === 'Escape') $('#linkpop').style.display = 'none';
  if (e.key !== 'Enter' || !savedRange) return;
  e.preventDefault();
  let url = $('#linkurl').value.trim();
  $('#linkpop').style.display = 'none';
  if (!url) return;
  if (!/^[a-z]+:/i.test(url)) url = 'https://' + url;
  $('#content').focus();
  const sel = getSelection(); sel.removeAllRanges(); sel.addRange(savedRange);
  document.execCommand('createLink', false, url); setDirty(true);
});
$('#content').addEventListener('input', () => setDirty(true));
$('#save').addEventListener('click', async () => {
  $('#status').textContent = 'Saving…';
  const d = await api('POST', '/api/docs/' + cur.id, { html: $('#content').innerHTML, fontSize });
  Object.assign(cur, d); setDirty(false); renderList();
});
document.addEventListener('keydown', (e) => { if ((e.ctrlKey || e.metaKey) && e.key === 's') { e.preventDefault(); $('#save').click(); } });
// sidebar: open + drag to reorder
const list = $('#docs');
list.addEventListener('click', (e) => { const li = e.target.closest('li'); if (li) openDoc(+li.dataset.id); });
list.addEventListener('dragstart', (e) => { const li = e.target.closest('li'); dragId = +li.dataset.id; li.classList.add('dragging'); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', li.dataset.id); });
list.addEventListener('dragover', (e) => { const li = e.target.closest('li'); if (!li) return; e.preventDefault(); list.querySelectorAll('.over').forEach((x) => x.classList.remove('over')); li.classList.add('over'); });
list.addEventListener('dragend', () => list.querySelectorAll('li').forEach((x) => x.classList.remove('over', 'dragging')));
list.addEventListener('drop', async (e) => {
  e.preventDefault();
  const li = e.target.closest('li'); if (!li || dragId == null) return;
  const target = +li.dataset.id; if (target === dragId) return;
  const r = li.getBoundingClientRect(), after = e.clientY > r.top + r.height / 2;
  order = order.filter((x) => x !== dragId);
  order.splice(order.indexOf(target) + (after ? 1 : 0), 0, dragId);
  dragId = null; renderList();
  order = (await api('POST', '/api/order', { order })).order; renderList();
});
(async () => { const s = await api('GET', '/api/docs'); docs = s.docs; order = s.order; openDoc(order[0]); })();
window.addEventListener('beforeunload', (e) => { if (dirty) e.preventDefault(); });
</script></body></html>`;

function send(res, code, data, type = 'application/json') {
  res.writeHead(code, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(type === 'application/json' ? JSON.stringify(data) : data);
}
function readBody(req) {
  return new Promise((resolve) => { let b = ''; req.on('data', (c) => (b += c)); req.on('end', () => resolve(b)); });
}
const now = () => new Date().toISOString().slice(0, 16);

http.createServer(async (req, res) => {
  const p = new URL(req.url, 'http://localhost').pathname;
  let body = {};
  if (req.method !== 'GET') {
    const raw = await readBody(req);
    console.error(`[editor] ${new Date().toISOString()} ${req.method} ${p} ${raw.length > 300 ? raw.slice(0, 300) + '…' : raw}`);
    try { body = raw ? JSON.parse(raw) : {}; } catch { return send(res, 400, { error: 'Bad JSON' }); }
  }
  const m = p.match(/^\/api\/docs\/(\d+)(\/rename)?$/);
  if (req.method === 'GET' && p === '/') return send(res, 200, PAGE, 'text/html; charset=utf-8');
  if (req.method === 'GET' && p === '/__state') return send(res, 200, state);
  if (req.method === 'POST' && p === '/__reset') { state = initialState(); return send(res, 200, { ok: true }); }
  if (req.method === 'GET' && p === '/api/docs') return send(res, 200, state);
  if (req.method === 'POST' && m) {
    const d = state.docs.find((x) => x.id === +m[1]);
    if (!d) return send(res, 404, { error: 'Document not found' });
    if (m[2]) {
      const t = String(body.title || '').trim();
      if (!t) return send(res, 400, { error: 'Title required' });
      d.title = t;
    } else {
      if (typeof body.html !== 'string') return send(res, 400, { error: 'html required' });
      d.html = body.html;
      if (Number.isFinite(body.fontSize)) d.fontSize = Math.min(32, Math.max(10, Math.round(body.fontSize)));
    }
    d.updatedAt = now();
    return send(res, 200, d);
  }
  if (req.method === 'POST' && p === '/api/order') {
    const o = body.order;
    const ids = state.docs.map((d) => d.id);
    if (!Array.isArray(o) || o.length !== ids.length || !ids.every((id) => o.includes(id))) return send(res, 400, { error: 'Invalid order' });
    state.order = o.map(Number);
    return send(res, 200, { order: state.order });
  }
  if (p === '/favicon.ico') return send(res, 204, '', 'image/x-icon');
  send(res, 404, { error: 'Not found' });
}).listen(PORT, '127.0.0.1', () => console.error(`[editor] listening on http://127.0.0.1:${PORT}`));
