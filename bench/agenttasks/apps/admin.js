// Console — user administration. Usage: PORT=5304 node admin.js
const http = require('http');
const PORT = Number(process.env.PORT) || 5304;

const DEPARTMENTS = [
  { id: 'eng', name: 'Engineering', children: [{ id: 'platform', name: 'Platform' }, { id: 'frontend', name: 'Frontend' }, { id: 'data', name: 'Data' }] },
  { id: 'fin', name: 'Finance', children: [{ id: 'payments', name: 'Payments' }, { id: 'accounting', name: 'Accounting' }] },
  { id: 'sales', name: 'Sales', children: [{ id: 'emea', name: 'EMEA' }, { id: 'americas', name: 'Americas' }] },
  { id: 'people', name: 'People', children: [] },
];
function initialState() {
  const u = (id, name, role, department, lastLogin, status = 'active') =>
    ({ id, name, email: name.toLowerCase().replace(' ', '.') + '@northwind.example', role, department, lastLogin, status });
  return {
    users: [
      u(1, 'Aisha Khan', 'Admin', 'platform', '2027-03-07'),
      u(2, 'Ben Foster', 'Editor', 'frontend', '2027-03-06'),
      u(3, 'Carla Mendes', 'Viewer', 'data', '2027-02-27'),
      u(4, 'Daniel Osei', 'Billing', 'payments', '2027-03-01'),
      u(5, 'Elena Petrova', 'Billing', 'accounting', '2027-03-05'),
      u(6, 'Farid Haddad', 'Editor', 'emea', '2026-07-30'),
      u(7, 'Grace Liu', 'Viewer', 'americas', '2027-03-02'),
      u(8, 'Hiro Tanaka', 'Editor', 'platform', '2027-02-19'),
      u(9, 'Isabel Moreno', 'Admin', 'people', '2027-03-07'),
      u(10, 'Jonas Weber', 'Viewer', 'payments', '2026-11-03'),
      u(11, 'Kofi Mensah', 'Editor', 'data', '2027-02-11'),
      u(12, 'Laura Bianchi', 'Viewer', 'emea', '2027-03-03'),
      u(13, 'Marcus Hill', 'Viewer', 'frontend', '2026-05-12', 'deactivated'),
      u(14, 'Olivia Chen', 'Viewer', 'americas', '2027-02-25'),
      u(15, 'Priyanka Rao', 'Editor', 'accounting', '2026-09-02'),
    ],
  };
}
let state = initialState();

const PAGE = String.raw`<!doctype html><html><head><meta charset="utf-8"><title>Users · Northwind Console</title>
<style>
*{box-sizing:border-box}body{margin:0;font:14px/1.45 "Segoe UI",system-ui,sans-serif;color:#1e293b;background:#f8fafc;display:flex;min-height:100vh}
.nav{width:230px;background:#0f172a;color:#cbd5e1;padding:18px 0}.nav .brand{color:#fff;font-weight:600;padding:0 20px 18px;font-size:16px}
.nav .sec{padding:10px 20px 4px;font-size:11px;text-transform:uppercase;letter-spacing:.06em;color:#64748b}
.tree .node{display:flex;align-items:center;padding:4px 12px;cursor:pointer;user-select:none}.tree .node:hover{background:#1e293b}.tree .node.sel{background:#334155;color:#fff}
.caret{width:18px;display:inline-block;text-align:center;color:#94a3b8;transition:transform .15s}.caret.open{transform:rotate(90deg)}.caret.none{visibility:hidden}
.kids{display:none}.kids.open{display:block}.kids .node{padding-left:34px}
.main{flex:1;padding:24px 32px}.main h1{font-size:22px;margin:0 0 4px}.crumb{color:#64748b;margin-bottom:18px}
.toolbar{display:flex;gap:10px;margin-bottom:12px}.toolbar input{padding:8px 12px;border:1px solid #cbd5e1;border-radius:6px;width:280px;font:inherit}
.table{background:#fff;border:1px solid #e2e8f0;border-radius:8px}.tr{display:grid;grid-template-columns:2fr 2.4fr 1fr 1.2fr 1.2fr 1fr 44px;align-items:center;border-bottom:1px solid #f1f5f9;padding:0 12px;min-height:46px}
.th{font-size:12px;color:#64748b;font-weight:600;background:#f8fafc;border-radius:8px 8px 0 0}.th .sort{cursor:pointer;user-select:none}.th .sort:hover{color:#0f172a}
.badge{font-size:12px;padding:2px 8px;border-radius:10px;background:#e2e8f0}.badge.active{background:#dcfce7;color:#166534}.badge.deactivated{background:#fee2e2;color:#991b1b}
.kebab{position:relative;cursor:pointer;width:30px;height:30px;border-radius:6px;display:flex;align-items:center;justify-content:center;font-size:18px;color:#475569}.kebab:hover{background:#f1f5f9}
.menu{position:absolute;right:0;top:32px;background:#fff;border:1px solid #e2e8f0;border-radius:8px;box-shadow:0 8px 20px rgba(0,0,0,.12);z-index:3;min-width:150px;font-size:14px;color:#1e293b;padding:4px 0}
.menu div{padding:8px 14px;white-space:nowrap}.menu div:hover{background:#f1f5f9}.menu .danger{color:#b91c1c}
.pager{display:flex;justify-content:space-between;align-items:center;padding:10px 12px;color:#64748b}.pager .pg{display:flex;gap:4px}
.pager .pg span{padding:4px 10px;border:1px solid #e2e8f0;border-radius:6px;cursor:pointer;background:#fff}.pager .pg span.cur{background:#0f172a;color:#fff}.pager .pg span.dis{opacity:.4;pointer-events:none}
.overlay{position:fixed;inset:0;background:rgba(15,23,42,.4);display:none;align-items:center;justify-content:center}.overlay.open{display:flex}
.modal{background:#fff;border-radius:10px;padding:22px;width:400px}.modal h3{margin:0 0 12px}.modal select{width:100%;padding:8px;font:inherit;border:1px solid #cbd5e1;border-radius:6px;margin:8px 0 4px}
.mfoot{display:flex;justify-content:flex-end;gap:8px;margin-top:18px}.b{padding:8px 16px;border-radius:6px;border:1px solid #cbd5e1;background:#fff;cursor:pointer;font:inherit}.b.primary{background:#2563eb;color:#fff;border:0}.b.red{background:#dc2626;color:#fff;border:0}
.muted{color:#94a3b8}
</style></head><body>
<aside class="nav"><div class="brand">◆ Northwind Console</div><div class="sec">Directory</div><div class="tree" id="tree"></div></aside>
<div class="main"><h1>Users</h1><div class="crumb" id="crumb">All departments</div>
<div class="toolbar"><input id="filter" placeholder="Filter by name or email…"></div>
<div class="table" id="table"></div></div>
<div class="overlay" id="ov"><div class="modal" id="modal"></div></div>
<script>
const $ = (s) => document.querySelector(s);
let users = [], depts = [], sortKey = 'name', sortDir = 1, page = 1, filter = '', dept = null, openMenu = null, expanded = new Set();
const PER = 10;
const COLS = [['name', 'Name'], ['email', 'Email'], ['role', 'Role'], ['department', 'Department'], ['lastLogin', 'Last login'], ['status', 'Status']];
async function api(path, body) {
  const r = await fetch(path, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
  if (!r.ok) throw new Error('Request failed');
  return r.json();
}
const deptName = (id) => { for (const d of depts) { if (d.id === id) return d.name; const c = d.children.find((x) => x.id === id); if (c) return c.name; } return id; };
const inDept = (u) => { if (!dept) return true; const d = depts.find((x) => x.id === dept); return u.department === dept || (d && d.children.some((c) => c.id === u.department)); };
const fmt = (d) => new Date(d + 'T00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
function renderTree() {
  const node = (d, kids) => '<div class="node' + (dept === d.id ? ' sel' : '') + '" data-dept="' + d.id + '">' +
    '<span class="caret' + (kids ? (expanded.has(d.id) ? ' open' : '') : ' none') + '" data-caret="' + d.id + '">▸</span>' + d.name + '</div>';
  $('#tree').innerHTML = '<div class="node' + (dept ? '' : ' sel') + '" data-dept=""><span class="caret none">▸</span>All departments</div>' +
    depts.map((d) => node(d, d.children.length) + (d.children.length ? '<div class="kids' + (expanded.has(d.id) ? ' open' : '') + '">' + d.children.map((c) => node(c, 0)).join('') + '</div>' : '')).join('');
}
function rows() {
  const q = filter.toLowerCase();
  return users.filter((u) => inDept(u) && (!q || u.name.toLowerCase().includes(q) || u.email.includes(q)))
    .sort((a, b) => { const x = sortKey === 'department' ? deptName(a.department) : a[sortKey], y = sortKey === 'department' ? deptName(b.department) : b[sortKey]; return x < y ? -sortDir : x > y ? sortDir : 0; });
}
function renderTable() {
  const all = rows(), pages = Math.max(1, Math.ceil(all.length / PER));
  page = Math.min(page, pages);
  const slice = all.slice((page - 1) * PER, page * PER);
  const arrow = (k) => (k === sortKey ? (sortDir > 0 ? ' ↑' : ' ↓') : '');
  $('#table').innerHTML = '<div class="tr th">' + COLS.map(([k, n]) => '<div><span class="sort" data-sort="' + k + '">' + n + arrow(k) + '</span></div>').join('') + '<div></div></div>' +
    (slice.length ? slice.map((u) => '<div class="tr" data-row="' + u.id + '"><div>' + u.name + '</div><div class="muted">' + u.email + '</div><div>' + u.role + '</div><div>' + deptName(u.department) + '</div><div>' + fmt(u.lastLogin) +
      '</div><div><span class="badge ' + u.status + '">' + (u.status === 'active' ? 'Active' : 'Deactivated') + '</span></div><div class="kebab" data-kebab="' + u.id + '">⋮' +
      (openMenu === u.id ? '<div class="menu"><div data-act="role">Edit role</div>' + (u.status === 'active' ? '<div class="danger" data-act="deactivate">Deactivate</div>' : '<div data-act="reactivate">Reactivate</div>') + '</div>' : '') + '</div></div>').join('')
      : '<div class="tr muted">No users match.</div>') +
    '<div class="pager"><span>Showing ' + (all.length ? (page - 1) * PER + 1 : 0) + '–' + Math.min(page * PER, all.length) + ' of ' + all.length + '</span><div class="pg"><span data-page="prev" class="' + (page === 1 ? 'dis' : '') + '">‹ Prev</span>' +
    Array.from({ length: pages }, (_, i) => '<span data-page="' + (i + 1) + '" class="' + (i + 1 === page ? 'cur' : '') + '">' + (i + 1) + '</span>').join('') + '<span data-page="next" class="' + (page === pages ? 'dis' : '') + '">Next ›</span></div></div>';
}
function modal(html) { $('#modal').innerHTML = html; $('#ov').classList.add('open'); }
const closeModal = () => $('#ov').classList.remove('open');
async function load() { users = await api('/api/users'); renderTable(); }
document.addEventListener('click', async (e) => {
  const t = e.target;
  if (t.closest('[data-caret]') && !t.closest('.caret.none')) {
    const id = t.closest('[data-caret]').dataset.caret; expanded.has(id) ? expanded.delete(id) : expanded.add(id); return renderTree();
  }
  const node = t.closest('[data-dept]');
  if (node) { dept = node.dataset.dept || null; page = 1; $('#crumb').textContent = dept ? 'Departments › ' + deptName(dept) : 'All departments'; renderTree(); return renderTable(); }
  const s = t.closest('[data-sort]');
  if (s) { if (sortKey === s.dataset.sort) sortDir = -sortDir; else { sortKey = s.dataset.sort; sortDir = 1; } return renderTable(); }
  const pg = t.closest('[data-page]');
  if (pg) { const v = pg.dataset.page; page = v === 'prev' ? page - 1 : v === 'next' ? page + 1 : +v; return renderTable(); }
  const act = t.closest('[data-act]');
  if (act) {
    const u = users.find((x) => x.id === openMenu); openMenu = null; renderTable();
    if (act.dataset.act === 'role') {
      modal('<h3>Edit role</h3><div>' + u.name + ' · ' + u.email + '</div><select id="roleSel">' + ['Viewer', 'Editor', 'Billing', 'Admin'].map((r) => '<option' + (r === u.role ? ' selected' : '') + '>' + r + '</option>').join('') + '</select>' +
        '<div class="muted" style="font-size:12px">Admins can manage users and billing.</div><div class="mfoot"><button class="b" data-m="cancel">Cancel</button><button class="b primary" data-m="saverole" data-id="' + u.id + '">Save changes</button></div>');
    } else if (act.dataset.act === 'deactivate') {
      modal('<h3>Deactivate ' + u.name + '?</h3><div>They will be signed out and lose access immediately. You can reactivate them later.</div><div class="mfoot"><button class="b" data-m="cancel">Cancel</button><button class="b red" data-m="deactivate" data-id="' + u.id + '">Deactivate</button></div>');
    } else { await api('/api/users/' + u.id + '/status', { status: 'active' }); load(); }
    return;
  }
  const k = t.closest('[data-kebab]');
  if (k) { e.stopPropagation(); openMenu = openMenu === +k.dataset.kebab ? null : +k.dataset.kebab; return renderTable(); }
  const m = t.closest('[data-m]');
  if (m) {
    if (m.dataset.m === 'saverole') await api('/api/users/' + m.dataset.id + '/role', { role: $('#roleSel').value });
    if (m.dataset.m === 'deactivate') await api('/api/users/' + m.dataset.id + '/status', { status: 'deactivated' });
    closeModal(); return load();
  }
  if (t.id === 'ov') closeModal();
  if (openMenu) { openMenu = null; renderTable(); }
});
$('#filter').addEventListener('input', (e) => { filter = e.target.value; page = 1; renderTable(); });
(async () => { depts = await api('/api/departments'); renderTree(); load(); })();
</script></body></html>`;

function send(res, code, data, type = 'application/json') {
  res.writeHead(code, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(type === 'application/json' ? JSON.stringify(data) : data);
}
function readBody(req) {
  return new Promise((resolve) => { let b = ''; req.on('data', (c) => (b += c)); req.on('end', () => resolve(b)); });
}

http.createServer(async (req, res) => {
  const p = new URL(req.url, 'http://localhost').pathname;
  let body = {};
  if (req.method !== 'GET') {
    const raw = await readBody(req);
    console.error(`[admin] ${new Date().toISOString()} ${req.method} ${p} ${raw}`);
    try { body = raw ? JSON.parse(raw) : {}; } catch { return send(res, 400, { error: 'Bad JSON' }); }
  }
  if (req.method === 'GET' && p === '/') return send(res, 200, PAGE, 'text/html; charset=utf-8');
  if (req.method === 'GET' && p === '/__state') return send(res, 200, state);
  if (req.method === 'POST' && p === '/__reset') { state = initialState(); return send(res, 200, { ok: true }); }
  if (req.method === 'GET' && p === '/api/users') return send(res, 200, state.users);
  if (req.method === 'GET' && p === '/api/departments') return send(res, 200, DEPARTMENTS);
  const m = p.match(/^\/api\/users\/(\d+)\/(role|status)$/);
  if (req.method === 'POST' && m) {
    const u = state.users.find((x) => x.id === +m[1]);
    if (!u) return send(res, 404, { error: 'User not found' });
    if (m[2] === 'role') {
      if (!['Viewer', 'Editor', 'Billing', 'Admin'].includes(body.role)) return send(res, 400, { error: 'Invalid role' });
      u.role = body.role;
    } else {
      if (!['active', 'deactivated'].includes(body.status)) return send(res, 400, { error: 'Invalid status' });
      u.status = body.status;
    }
    return send(res, 200, u);
  }
  if (p === '/favicon.ico') return send(res, 204, '', 'image/x-icon');
  send(res, 404, { error: 'Not found' });
}).listen(PORT, '127.0.0.1', () => console.error(`[admin] listening on http://127.0.0.1:${PORT}`));
