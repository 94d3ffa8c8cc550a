// Daybook — month-view calendar. Usage: PORT=5303 node calendar.js
const http = require('http');
const PORT = Number(process.env.PORT) || 5303;

function initialState() {
  const e = (id, title, date, start, end, calendarId) => ({ id, title, date, start, end, calendarId });
  return {
    today: '2027-03-08',
    calendars: [
      { id: 'work', name: 'Work', color: '#3b6fd8' },
      { id: 'personal', name: 'Personal', color: '#2e9d62' },
      { id: 'family', name: 'Family', color: '#e07b24' },
    ],
    events: [
      e(1, 'Team retro', '2027-03-12', '14:00', '15:00', 'work'),
      e(2, 'Gym session', '2027-03-08', '07:00', '08:00', 'personal'),
      e(3, 'Gym session', '2027-03-10', '07:00', '08:00', 'personal'),
      e(4, 'Gym session', '2027-03-15', '07:00', '08:00', 'personal'),
      e(5, 'Sprint planning', '2027-03-15', '10:00', '11:30', 'work'),
      e(6, "Mum's birthday dinner", '2027-03-21', '18:00', '21:00', 'family'),
      e(7, '1:1 with Alex', '2027-03-09', '11:30', '12:00', 'work'),
      e(8, 'Quarterly review', '2027-03-24', '09:00', '10:30', 'work'),
      e(9, 'Piano lesson', '2027-03-18', '17:00', '17:45', 'family'),
      e(10, 'Book club', '2027-04-06', '19:30', '21:00', 'personal'),
      e(11, 'Dinner with Lena', '2027-03-26', '19:00', '21:00', 'personal'),
      e(12, 'Car service', '2027-03-03', '08:30', '09:30', 'personal'),
      e(13, 'Team retro', '2027-03-26', '14:00', '15:00', 'work'),
      e(14, 'Dentist check-up', '2027-02-24', '16:00', '16:30', 'personal'),
    ],
    nextId: 100,
  };
}
let state = initialState();

const PAGE = String.raw`<!doctype html><html><head><meta charset="utf-8"><title>Daybook</title>
<style>
*{box-sizing:border-box}body{margin:0;font:13px/1.35 system-ui,-apple-system,sans-serif;color:#1f1f1f;height:100vh;display:flex;flex-direction:column}
.bar{display:flex;align-items:center;gap:10px;padding:10px 18px;border-bottom:1px solid #e3e3e3}.logo{font-size:20px;color:#555;margin-right:20px}
.bar button{background:#fff;border:1px solid #ccc;border-radius:16px;padding:6px 14px;cursor:pointer;font:inherit}.nav{border:0!important;font-size:20px!important;padding:2px 10px!important;border-radius:50%!important}
.bar h2{font-weight:400;font-size:21px;margin:0 0 0 8px}.create{background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.3);border:0!important;border-radius:14px!important;padding:12px 18px!important;font-weight:500}
.body{flex:1;display:flex;min-height:0}.side{width:210px;padding:14px 18px}.side h4{margin:10px 0;color:#555}.cal{display:flex;align-items:center;gap:8px;padding:4px 0;cursor:pointer}.sw{width:14px;height:14px;border-radius:3px;border:2px solid}
.grid{flex:1;display:grid;grid-template-columns:repeat(7,1fr);grid-auto-rows:1fr;border-left:1px solid #e3e3e3}.dow{grid-row:auto;text-align:center;font-size:11px;color:#70757a;padding:6px 0;border-bottom:1px solid #e3e3e3;border-right:1px solid #e3e3e3;height:28px}
.wrapgrid{flex:1;display:flex;flex-direction:column}.head{display:grid;grid-template-columns:repeat(7,1fr);border-left:1px solid #e3e3e3}
.cell{border-right:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3;padding:4px;min-height:0;overflow:hidden}.cell.out .num{color:#aaa}.cell.drop{background:#e8f0fe}
.num{text-align:center;font-size:12px;margin-bottom:2px}.num span{display:inline-block;width:24px;height:24px;line-height:24px;border-radius:50%}.today .num span{background:#1a73e8;color:#fff}
.ev{border-radius:4px;padding:1px 6px;margin:1px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer;color:#fff;font-size:12px}.ev:hover{filter:brightness(.92)}
.pop{position:fixed;width:320px;background:#fff;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:10px 16px 16px;display:none;z-index:5}
.pop .acts{display:flex;justify-content:flex-end;gap:2px}.pop .acts span{width:32px;height:32px;border-radius:50%;display:flex;align-items:center;justify-content:center;cursor:pointer}.pop .acts span:hover{background:#eee}
.pop svg{width:18px;height:18px;fill:#555}.pop h3{font-weight:400;font-size:20px;margin:4px 0}.pop .sub{color:#555}
dialog{border:0;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.3);width:420px;padding:20px}dialog::backdrop{background:rgba(0,0,0,.2)}
dialog input,dialog select{font:inherit;padding:7px;border:1px solid #ccc;border-radius:4px}.ttl{width:100%;font-size:20px!important;border:0!important;border-bottom:1px solid #ccc!important;border-radius:0!important;margin-bottom:14px}
.drow{display:flex;gap:8px;align-items:center;margin-bottom:12px}.dfoot{display:flex;justify-content:flex-end;gap:8px;margin-top:18px}.dfoot button{padding:8px 18px;border-radius:4px;border:0;cursor:pointer;font:inherit}.primary{background:#1a73e8;color:#fff}
</style></head><body>
<div class="bar"><span class="logo">📅 Daybook</span><button id="todayBtn">Today</button><button class="nav" id="prev">‹</button><button class="nav" id="next">›</button><h2 id="title"></h2>
<span style="flex:1"></span><button class="create" id="createBtn">＋ Create</button></div>
<div class="body"><div class="side"><h4>My calendars</h4><div id="cals"></div></div><div class="wrapgrid"><div class="head" id="head"></div><div class="grid" id="grid"></div></div></div>
<div class="pop" id="pop"></div>
<dialog id="dlg"><form method="dialog" id="evform"><input class="ttl" name="title" placeholder="Add title" autocomplete="off">
<div class="drow"><input type="date" name="date" required><input type="time" name="start" required><span>–</span><input type="time" name="end"></div>
<div class="drow"><select name="calendarId" id="calsel"></select></div>
<div class="dfoot"><button value="cancel" formnovalidate>Cancel</button><button value="save" class="primary">Save</button></div></form></dialog>
<script>
const $ = (s) => document.querySelector(s);
const ICON = { edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 000-1.41l-2.34-2.34a1 1 0 00-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z', trash: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z', mail: 'M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4l-8 5-8-5V6l8 5 8-5v2z', close: 'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z' };
const icon = (n) => '<svg viewBox="0 0 24 24"><path d="' + ICON[n] + '"/></svg>';
let data = { events: [], calendars: [] }, view, hidden = new Set(), editing = null;
const iso = (d) => d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
function fmtTime(t) { let [h, m] = t.split(':').map(Number); const ap = h < 12 ? 'am' : 'pm'; h = h % 12 || 12; return h + (m ? ':' + String(m).padStart(2, '0') : '') + ap; }
async function api(method, path, body) {
  const r = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  if (!r.ok) throw new Error((await r.json()).error);
  return r.json();
}
async function load() {
  const [events, cals] = await Promise.all([api('GET', '/api/events'), api('GET', '/api/calendars')]);
  data = { events, ...cals };
  if (!view) { const t = new Date(data.today + 'T00:00'); view = new Date(t.getFullYear(), t.getMonth(), 1); }
  render();
}
function render() {
  $('#title').textContent = view.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
  $('#cals').innerHTML = data.calendars.map((c) => '<div class="cal" data-cal="' + c.id + '"><span class="sw" style="border-color:' + c.color + ';background:' + (hidden.has(c.id) ? '#fff' : c.color) + '"></span>' + c.name + '</div>').join('');
  $('#head').innerHTML = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((d) => '<div class="dow">' + d + '</div>').join('');
  const start = new Date(view); start.setDate(1 - ((view.getDay() + 6) % 7));
  const weeks = Math.ceil((((view.getDay() + 6) % 7) + new Date(view.getFullYear(), view.getMonth() + 1, 0).getDate()) / 7);
  let html = '';
  for (let i = 0; i < weeks * 7; i++) {
    const d = new Date(start); d.setDate(start.getDate() + i);
    const key = iso(d);
    const evs = data.events.filter((e) => e.date === key && !hidden.has(e.calendarId)).sort((a, b) => a.start.localeCompare(b.start));
    html += '<div class="cell' + (d.getMonth() !== view.getMonth() ? ' out' : '') + (key === data.today ? ' today' : '') + '" data-date="' + key + '"><div class="num"><span>' + d.getDate() + '</span></div>' +
      evs.map((e) => { const c = data.calendars.find((x) => x.id === e.calendarId); return '<div class="ev" draggable="true" data-id="' + e.id + '" style="background:' + c.color + '">' + fmtTime(e.start) + ' ' + e.title.replace(/</g, '&lt;') + '</div>'; }).join('') + '</div>';
  }
  $('#grid').innerHTML = html;
  $('#grid').style.gridTemplateRows = 'repeat(' + weeks + ', 1fr)';
}
function showPop(ev, anchor) {
  const c = data.calendars.find((x) => x.id === ev.calendarId);
  const d = new Date(ev.date + 'T00:00').toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
  const pop = $('#pop');
  pop.innerHTML = '<div class="acts"><span data-pact="edit" title="Edit event">' + icon('edit') + '</span><span data-pact="delete">' + icon('trash') + '</span><span data-pact="mail">' + icon('mail') + '</span><span data-pact="close">' + icon('close') + '</span></div>' +
    '<h3>' + ev.title.replace(/</g, '&lt;') + '</h3><div class="sub">' + d + ' · ' + fmtTime(ev.start) + (ev.end ? ' – ' + fmtTime(ev.end) : '') + '</div><div class="sub" style="margin-top:8px">● ' + c.name + '</div>';
  pop.dataset.id = ev.id;
  const r = anchor.getBoundingClientRect();
  pop.style.display = 'block';
  pop.style.left = Math.min(r.right + 8, innerWidth - 340) + 'px';
  pop.style.top = Math.min(r.top, innerHeight - pop.offsetHeight - 10) + 'px';
}
const hidePop = () => ($('#pop').style.display = 'none');
function openDialog(ev) {
  editing = ev && ev.id ? ev.id : null;
  const f = $('#evform');
  $('#calsel').innerHTML = data.calendars.map((c) => '<option value="' + c.id + '">' + c.name + '</option>').join('');
  f.title.value = ev?.title || ''; f.date.value = ev?.date || data.today; f.start.value = ev?.start || '09:00'; f.end.value = ev?.end || '10:00'; f.calendarId.value = ev?.calendarId || 'work';
  $('#dlg').returnValue = ''; $('#dlg').showModal(); f.title.focus();
}
$('#dlg').addEventListener('close', async () => {
  if ($('#dlg').returnValue !== 'save') return;
  const f = $('#evform');
  const body = { title: f.title.value.trim() || '(No title)', date: f.date.value, start: f.start.value, end: f.end.value, calendarId: f.calendarId.value };
  if (editing) await api('PATCH', '/api/events/' + editing, body); else await api('POST', '/api/events', body);
  load();
});
document.addEventListener('click', async (e) => {
  const chip = e.target.closest('.ev');
  if (chip) { e.stopPropagation(); return showPop(data.events.find((x) => x.id === +chip.dataset.id), chip); }
  const act = e.target.closest('[data-pact]');
  if (act) {
    const id = +$('#pop').dataset.id;
    hidePop();
    if (act.dataset.pact === 'delete') { await api('DELETE', '/api/events/' + id); load(); }
    if (act.dataset.pact === 'edit') openDialog(data.events.find((x) => x.id === id));
    return;
  }
  if (e.target.closest('#pop')) return;
  hidePop();
  const cal = e.target.closest('[data-cal]');
  if (cal) { hidden.has(cal.dataset.cal) ? hidden.delete(cal.dataset.cal) : hidden.add(cal.dataset.cal); render(); }
  const cell = e.target.closest('.cell');
  if (cell && e.target.closest('.num') == null) openDialog({ date: cell.dataset.date });
});
$('#prev').onclick = () => { view.setMonth(view.getMonth() - 1); render(); };
$('#next').onclick = () => { view.setMonth(view.getMonth() + 1); render(); };
$('#todayBtn').onclick = () => { const t = new Date(data.today + 'T00:00'); view = new Date(t.getFullYear(), t.getMonth(), 1); render(); };
$('#createBtn').onclick = (e) => { e.stopPropagation(); openDialog(null); };
// drag & drop of event chips between day cells
const grid = $('#grid');
grid.addEventListener('dragstart', (e) => { const chip = e.target.closest('.ev'); if (!chip) return; hidePop(); e.dataTransfer.setData('text/plain', chip.dataset.id); e.dataTransfer.effectAllowed = 'move'; });
grid.addEventListener('dragover', (e) => { const cell = e.target.closest('.cell'); if (!cell) return; e.preventDefault(); grid.querySelectorAll('.drop').forEach((c) => c !== cell && c.classList.remove('drop')); cell.classList.add('drop'); });
grid.addEventListener('dragleave', (e) => { const cell = e.target.closest('.cell'); if (cell && !cell.contains(e.relatedTarget)) cell.classList.remove('drop'); });
grid.addEventListener('drop', async (e) => {
  const cell = e.target.closest('.cell'); if (!cell) return;
  e.preventDefault(); cell.classList.remove('drop');
  const id = +e.dataTransfer.getData('text/plain');
  const ev = data.events.find((x) => x.id === id);
  if (!ev || ev.date === cell.dataset.date) return;
  ev.date = cell.dataset.date; render(); // optimistic
  await api('PATCH', '/api/events/' + id, { date: cell.dataset.date });
  load();
});
load();
</script></body></html>`;

function send(res, code, data, type = 'application/json') {
  res.writeHead(code, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(type === 'application/json' ? JSON.stringify(data) : data);
}
function readBody(req) {
  return new Promise((resolve) => { let b = ''; req.on('data', (c) => (b += c)); req.on('end', () => resolve(b)); });
}
const DATE = /^\d{4}-\d{2}-\d{2}$/, TIME = /^\d{2}:\d{2}$/;

http.createServer(async (req, res) => {
  const p = new URL(req.url, 'http://localhost').pathname;
  let body = {};
  if (req.method !== 'GET') {
    const raw = await readBody(req);
    console.error(`[calendar] ${new Date().toISOString()} ${req.method} ${p} ${raw}`);
    try { body = raw ? JSON.parse(raw) : {}; } catch { return send(res, 400, { error: 'Bad JSON' }); }
  }
  const m = p.match(/^\/api\/events\/(\d+)$/);
  if (req.method === 'GET' && p === '/') return send(res, 200, PAGE, 'text/html; charset=utf-8');
  if (req.method === 'GET' && p === '/__state') return send(res, 200, state);
  if (req.method === 'POST' && p === '/__reset') { state = initialState(); return send(res, 200, { ok: true }); }
  if (req.method === 'GET' && p === '/api/events') return send(res, 200, state.events);
  if (req.method === 'GET' && p === '/api/calendars') return send(res, 200, { calendars: state.calendars, today: state.today });
  if (req.method === 'POST' && p === '/api/events') {
    if (!DATE.test(body.date || '') || !TIME.test(body.start || '')) return send(res, 400, { error: 'Date and start time are required' });
    if (!state.calendars.some((c) => c.id === body.calendarId)) return send(res, 400, { error: 'Unknown calendar' });
    const ev = { id: state.nextId++, title: String(body.title || '(No title)'), date: body.date, start: body.start, end: TIME.test(body.end || '') ? body.end : null, calendarId: body.calendarId };
    state.events.push(ev);
    return send(res, 201, ev);
  }
  if (m && req.method === 'PATCH') {
    const ev = state.events.find((x) => x.id === +m[1]);
    if (!ev) return send(res, 404, { error: 'Event not found' });
    for (const k of ['title', 'date', 'start', 'end', 'calendarId']) if (k in body) ev[k] = body[k];
    return send(res, 200, ev);
  }
  if (m && req.method === 'DELETE') {
    const before = state.events.length;
    state.events = state.events.filter((x) => x.id !== +m[1]);
    return before === state.events.length ? send(res, 404, { error: 'Event not found' }) : send(res, 200, { ok: true });
  }
  if (p === '/favicon.ico') return send(res, 204, '', 'image/x-icon');
  send(res, 404, { error: 'Not found' });
}).listen(PORT, '127.0.0.1', () => console.error(`[calendar] listening on http://127.0.0.1:${PORT}`));
