// Northwind Mail — tiny webmail client. Usage: PORT=5301 node mail.js
const http = require('http');
const PORT = Number(process.env.PORT) || 5301;

const ME = 'sam@northwind.example';
function initialState() {
  const m = (id, fromName, fromEmail, subject, date, body, extra = {}) => ({
    id, folder: 'inbox', fromName, fromEmail, to: [ME], cc: [], subject, date, body,
    read: false, starred: false, inReplyTo: null, forwardOf: null, ...extra,
  });
  return {
    nextId: 100,
    messages: [
      m(1, 'Priya Nair', 'priya.nair@northwind.example', 'Q3 budget — final numbers', '2027-03-08T09:14', 'Hi Sam,\n\nAttached are the final Q3 budget numbers. Marketing came in 4% under plan, so we can shift that to the events line.\n\nPriya'),
      m(2, 'Tom Becker', 'tom.becker@northwind.example', 'Offsite agenda draft', '2027-03-08T08:41', 'Here is a first pass at the offsite agenda. Day 1 is strategy, day 2 is team time. Comments welcome before Wednesday.\n\nTom'),
      m(3, 'Dana Whitfield', 'dana@whitfield-legal.example', 'Contract renewal for 2027', '2027-03-07T17:02', 'Dear Sam,\n\nThe renewal terms are unchanged from last year apart from the notice period (now 60 days). Please confirm when you are ready to sign.\n\nKind regards,\nDana Whitfield', { read: true }),
      m(4, 'Acme Billing', 'billing@acme.example', 'Invoice #INV-2291 for February', '2027-03-07T11:30', 'Your invoice INV-2291 for February (EUR 1,240.00) is now available. Payment is due within 30 days.'),
      m(5, 'WeeklyDigest', 'news@weeklydigest.example', 'This week in design systems', '2027-03-07T06:00', 'Tokens, theming and why your button component has 41 props.', { read: true }),
      m(6, 'Priya Nair', 'priya.nair@northwind.example', 'Lunch on Thursday?', '2027-03-06T13:22', 'Are you free for lunch on Thursday? The new ramen place opened next to the office.', { read: true }),
      m(7, 'Marco Rossi', 'marco.rossi@example.com', 'Venue options for the summit', '2027-03-06T10:05', 'I shortlisted three venues in Lisbon. Prices and capacity are in the doc I shared.'),
      m(8, 'CodeHost', 'notifications@codehost.example', '[northwind/web] PR #482 ready for review', '2027-03-05T16:47', 'tom-b requested your review on #482: "Migrate settings page to new form components".', { read: true }),
      m(9, 'Tom Becker', 'tom.becker@northwind.example', 'Re: parking passes', '2027-03-05T09:12', 'Facilities says the new passes arrive next week.', { read: true }),
      m(10, 'Jane Li', 'jane.li@northwind.example', 'Onboarding checklist', '2027-03-04T15:30', 'Can you review the onboarding checklist for the two new hires starting on the 15th?', { read: true, starred: true }),
      m(11, 'HR Team', 'hr@northwind.example', 'Benefits enrollment closes Friday', '2027-03-04T08:00', 'Reminder: the benefits enrollment window closes this Friday at 5pm.', { read: true }),
      m(12, 'Acme Billing', 'billing@acme.example', 'Payment received — thank you', '2027-03-02T12:00', 'We received your payment for invoice INV-2210 (January). Thank you!', { read: true }),
      m(13, 'Sam Carter', ME, 'Re: Q2 hiring plan', '2027-03-01T14:10', 'Looks good to me, let us go ahead.', { folder: 'sent', to: ['priya.nair@northwind.example'], fromName: 'Me', read: true }),
      m(14, 'Lena Fischer', 'lena.f@example.org', 'Photos from the trip', '2027-02-20T19:40', 'Finally uploaded them!', { folder: 'archive', read: true }),
    ],
  };
}
let state = initialState();

const PAGE = String.raw`<!doctype html><html><head><meta charset="utf-8"><title>Northwind Mail</title>
<style>
*{box-sizing:border-box}body{margin:0;font:14px/1.4 -apple-system,Segoe UI,Roboto,sans-serif;color:#202124;height:100vh;display:flex;flex-direction:column}
header{height:56px;display:flex;align-items:center;padding:0 16px;border-bottom:1px solid #e0e0e0;gap:16px}
.logo{font-weight:600;font-size:18px;color:#1a73e8}.search{flex:1;max-width:600px;background:#f1f3f4;border:0;border-radius:8px;padding:10px 14px}
main{flex:1;display:flex;min-height:0}.side{width:220px;padding:8px 0}.compose-btn{margin:8px 12px 16px;padding:14px 22px;border-radius:16px;background:#c2e7ff;cursor:pointer;display:inline-flex;gap:10px;align-items:center;font-weight:500}
.folder{padding:6px 24px;border-radius:0 16px 16px 0;cursor:pointer;display:flex;justify-content:space-between;margin-right:8px}.folder.active{background:#d3e3fd;font-weight:600}.folder:hover{background:#eee}
.list{width:460px;border-right:1px solid #e0e0e0;overflow:auto}.row{display:flex;gap:10px;padding:10px 14px;border-bottom:1px solid #f0f0f0;cursor:pointer;align-items:flex-start}
.row:hover{box-shadow:inset 1px 0 0 #dadce0,0 1px 3px rgba(0,0,0,.15)}.row.unread .who,.row.unread .subj{font-weight:700}.row.sel{background:#e8f0fe}
.star{color:#bbb;font-size:18px;cursor:pointer;user-select:none}.star.on{color:#f4b400}.who{width:130px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.mid{flex:1;min-width:0}
.subj,.snip{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.snip{color:#5f6368}.date{color:#5f6368;font-size:12px;white-space:nowrap}
.pane{flex:1;overflow:auto;padding:0 24px}.toolbar{display:flex;gap:4px;padding:10px 0;border-bottom:1px solid #eee}
.ib{width:36px;height:36px;border:0;background:none;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;cursor:pointer}.ib:hover{background:#eee}.ib svg{width:20px;height:20px;fill:#444}
.pane h2{font-weight:400;font-size:22px}.meta{color:#5f6368;margin-bottom:16px}.body{white-space:pre-wrap}.empty{color:#888;padding:40px;text-align:center}
.compose{position:fixed;right:24px;bottom:0;width:500px;background:#fff;box-shadow:0 4px 20px rgba(0,0,0,.3);border-radius:8px 8px 0 0;display:none;flex-direction:column}
.compose.open{display:flex}.ch{background:#f2f6fc;padding:10px 14px;border-radius:8px 8px 0 0;display:flex;justify-content:space-between;font-weight:500}.ch span{cursor:pointer}
.f{display:flex;align-items:center;border-bottom:1px solid #eee;padding:0 14px}.f span.l{color:#5f6368;width:60px}.f input{flex:1;border:0;padding:9px 0;outline:none;font:inherit}
.f .cclink{color:#5f6368;cursor:pointer;margin-left:8px}.f.hidden{display:none}.compose textarea{border:0;height:220px;padding:12px 14px;font:inherit;resize:none;outline:none}
.cfoot{padding:10px 14px;display:flex;gap:8px}.send{background:#0b57d0;color:#fff;border:0;border-radius:18px;padding:9px 22px;cursor:pointer;font-weight:500}
.toast{position:fixed;left:24px;bottom:24px;background:#323232;color:#fff;padding:12px 18px;border-radius:4px;display:none}
</style></head><body>
<header><div class="logo">Northwind Mail</div><input class="search" placeholder="Search mail"><div style="margin-left:auto;color:#5f6368">sam@northwind.example</div></header>
<main><nav class="side"><div class="compose-btn" id="composeBtn"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 000-1.41l-2.34-2.34a1 1 0 00-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"/></svg>Compose</div><div id="folders"></div></nav>
<section class="list" id="list"></section><section class="pane" id="pane"><div class="empty">No conversation selected</div></section></main>
<div class="compose" id="compose"><div class="ch"><div id="ctitle">New message</div><span id="cclose">✕</span></div>
<div class="f"><span class="l">To</span><input class="c-to" autocomplete="off"><span class="cclink" id="showCc">Cc</span></div>
<div class="f hidden" id="ccRow"><span class="l">Cc</span><input class="c-cc" autocomplete="off"></div>
<div class="f"><span class="l">Subject</span><input class="c-subj"></div>
<textarea class="c-body"></textarea><div class="cfoot"><button class="send" id="send">Send</button></div></div>
<div class="toast" id="toast"></div>
<script>
const ICONS = {
  back: 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z',
  reply: 'M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z',
  forward: 'M14 9V5l7 7-7 7v-4.1c-5 0-8.5 1.6-11 5.1 1-5 4-10 11-11z',
  archive: 'M20.54 5.23l-1.39-1.68C18.88 3.21 18.47 3 18 3H6c-.47 0-.88.21-1.16.55L3.46 5.23C3.17 5.57 3 6.02 3 6.5V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V6.5c0-.48-.17-.93-.46-1.27zM12 17.5L6.5 12H10v-2h4v2h3.5L12 17.5zM5.12 5l.81-1h12l.94 1H5.12z',
  trash: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
  unread: 'M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4l-8 5-8-5V6l8 5 8-5v2z',
};
const svg = (n) => '<svg viewBox="0 0 24 24"><path d="' + ICONS[n] + '"/></svg>';
const FOLDERS = [['inbox', 'Inbox'], ['starred', 'Starred'], ['sent', 'Sent'], ['archive', 'Archive'], ['trash', 'Trash']];
let current = 'inbox', messages = [], openId = null, draft = {};
const $ = (s) => document.querySelector(s);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
async function api(path, body) {
  const r = await fetch(path, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
  if (!r.ok) throw new Error(await r.text());
  return r.json();
}
function fmtDate(d) {
  const dt = new Date(d);
  return dt.toDateString() === new Date('2027-03-08T12:00').toDateString()
    ? dt.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : dt.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
function toast(t) { const el = $('#toast'); el.textContent = t; el.style.display = 'block'; clearTimeout(toast.t); toast.t = setTimeout(() => (el.style.display = 'none'), 2500); }
async function load() {
  messages = await api('/api/messages');
  renderFolders(); renderList(); renderPane();
}
function inFolder(m) { return current === 'starred' ? m.starred && m.folder !== 'trash' : m.folder === current; }
function renderFolders() {
  $('#folders').innerHTML = FOLDERS.map(([k, n]) => {
    const unread = k === 'inbox' ? messages.filter((m) => m.folder === 'inbox' && !m.read).length : 0;
    return '<div class="folder' + (k === current ? ' active' : '') + '" data-f="' + k + '"><span>' + n + '</span><span>' + (unread || '') + '</span></div>';
  }).join('');
}
function renderList() {
  const rows = messages.filter(inFolder).sort((a, b) => b.date.localeCompare(a.date));
  $('#list').innerHTML = rows.length ? rows.map((m) =>
    '<div class="row' + (m.read ? '' : ' unread') + (m.id === openId ? ' sel' : '') + '" data-id="' + m.id + '">' +
    '<span class="star' + (m.starred ? ' on' : '') + '" data-star="' + m.id + '">' + (m.starred ? '★' : '☆') + '</span>' +
    '<div class="who">' + esc(m.folder === 'sent' ? 'To: ' + m.to.join(', ') : m.fromName) + '</div>' +
    '<div class="mid"><div class="subj">' + esc(m.subject) + '</div><div class="snip">' + esc(m.body.slice(0, 80)) + '</div></div>' +
    '<div class="date">' + fmtDate(m.date) + '</div></div>').join('') : '<div class="empty">Nothing in ' + current + '</div>';
}
function renderPane() {
  const m = messages.find((x) => x.id === openId);
  if (!m || !inFolder(m)) { $('#pane').innerHTML = '<div class="empty">No conversation selected</div>'; return; }
  $('#pane').innerHTML = '<div class="toolbar">' +
    '<button class="ib" data-act="close">' + svg('back') + '</button>' +
    '<button class="ib" data-act="archive" title="Archive">' + svg('archive') + '</button>' +
    '<div class="ib" data-act="delete">' + svg('trash') + '</div>' +
    '<button class="ib" data-act="unread" title="Mark as unread">' + svg('unread') + '</button>' +
    '<span style="flex:1"></span>' +
    '<button class="ib" data-act="reply" title="Reply">' + svg('reply') + '</button>' +
    '<button class="ib" data-act="forward">' + svg('forward') + '</button></div>' +
    '<h2>' + esc(m.subject) + '</h2><div class="meta"><b>' + esc(m.fromName) + '</b> &lt;' + esc(m.fromEmail) + '&gt; · ' +
    new Date(m.date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) + '<br>to ' + esc(m.to.join(', ')) + '</div>' +
    '<div class="body">' + esc(m.body) + '</div>';
}
document.addEventListener('click', async (e) => {
  const star = e.target.closest('[data-star]');
  if (star) {
    e.stopPropagation();
    const m = messages.find((x) => x.id === +star.dataset.star);
    await api('/api/messages/' + m.id + '/star', { starred: !m.starred });
    return load();
  }
  const f = e.target.closest('.folder');
  if (f) { current = f.dataset.f; openId = null; return load(); }
  const row = e.target.closest('.row');
  if (row) {
    openId = +row.dataset.id;
    const m = messages.find((x) => x.id === openId);
    if (!m.read) await api('/api/messages/' + openId + '/read', { read: true });
    return load();
  }
  const act = e.target.closest('[data-act]');
  if (act) {
    const m = messages.find((x) => x.id === openId);
    switch (act.dataset.act) {
      case 'close': openId = null; break;
      case 'archive': await api('/api/messages/' + m.id + '/move', { folder: 'archive' }); openId = null; toast('Conversation archived.'); break;
      case 'delete': await api('/api/messages/' + m.id + '/move', { folder: 'trash' }); openId = null; toast('Conversation moved to Trash.'); break;
      case 'unread': await api('/api/messages/' + m.id + '/read', { read: false }); openId = null; break;
      case 'reply': openCompose({ title: 'Reply', to: m.fromEmail, subject: 'Re: ' + m.subject.replace(/^Re: /, ''), body: '\n\nOn ' + new Date(m.date).toDateString() + ', ' + m.fromName + ' wrote:\n> ' + m.body.split('\n').join('\n> '), inReplyTo: m.id }); break;
      case 'forward': openCompose({ title: 'Forward', to: '', subject: 'Fwd: ' + m.subject, body: '\n\n---------- Forwarded message ---------\nFrom: ' + m.fromName + ' <' + m.fromEmail + '>\nSubject: ' + m.subject + '\n\n' + m.body, forwardOf: m.id }); break;
    }
    return load();
  }
});
function openCompose(d) {
  draft = d;
  $('#ctitle').textContent = d.title || 'New message';
  $('.c-to').value = d.to || ''; $('.c-cc').value = ''; $('.c-subj').value = d.subject || ''; $('.c-body').value = d.body || '';
  $('#ccRow').classList.add('hidden'); $('#compose').classList.add('open');
  setTimeout(() => (d.to ? $('.c-body') : $('.c-to')).focus(), 0);
  if (d.to) $('.c-body').setSelectionRange(0, 0);
}
$('#composeBtn').onclick = () => openCompose({});
$('#cclose').onclick = () => $('#compose').classList.remove('open');
$('#showCc').onclick = () => { $('#ccRow').classList.remove('hidden'); $('.c-cc').focus(); };
$('#send').onclick = async () => {
  const split = (v) => v.split(/[,;]/).map((s) => s.trim()).filter(Boolean);
  const payload = { to: split($('.c-to').value), cc: split($('.c-cc').value), subject: $('.c-subj').value, body: $('.c-body').value, inReplyTo: draft.inReplyTo || null, forwardOf: draft.forwardOf || null };
  if (!payload.to.length) return alert('Please specify at least one recipient.');
  await api('/api/send', payload);
  $('#compose').classList.remove('open'); toast('Message sent.'); load();
};
load();
</script></body></html>`;

function send(res, code, data, type = 'application/json') {
  res.writeHead(code, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(type === 'application/json' ? JSON.stringify(data) : data);
}
function readBody(req) {
  return new Promise((resolve) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => resolve(b));
  });
}

http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const p = url.pathname;
  let body = {};
  if (req.method !== 'GET') {
    const raw = await readBody(req);
    console.error(`[mail] ${new Date().toISOString()} ${req.method} ${p} ${raw}`);
    try { body = raw ? JSON.parse(raw) : {}; } catch { return send(res, 400, { error: 'bad json' }); }
  }
  let mm;
  if (req.method === 'GET' && p === '/') return send(res, 200, PAGE, 'text/html; charset=utf-8');
  if (req.method === 'GET' && p === '/__state') return send(res, 200, state);
  if (req.method === 'POST' && p === '/__reset') { state = initialState(); return send(res, 200, { ok: true }); }
  if (req.method === 'GET' && p === '/api/messages') return send(res, 200, state.messages);
  if (req.method === 'POST' && (mm = p.match(/^\/api\/messages\/(\d+)\/(star|read|move)$/))) {
    const msg = state.messages.find((x) => x.id === +mm[1]);
    if (!msg) return send(res, 404, { error: 'not found' });
    if (mm[2] === 'star') msg.starred = !!body.starred;
    if (mm[2] === 'read') msg.read = !!body.read;
    if (mm[2] === 'move') {
      if (!['inbox', 'archive', 'trash'].includes(body.folder)) return send(res, 400, { error: 'bad folder' });
      msg.folder = body.folder;
    }
    return send(res, 200, msg);
  }
  if (req.method === 'POST' && p === '/api/send') {
    if (!Array.isArray(body.to) || !body.to.length) return send(res, 400, { error: 'no recipients' });
    const msg = {
      id: state.nextId++, folder: 'sent', fromName: 'Me', fromEmail: ME, to: body.to, cc: body.cc || [],
      subject: String(body.subject || ''), date: '2027-03-08T12:00', body: String(body.body || ''), read: true, starred: false,
      inReplyTo: body.inReplyTo || null, forwardOf: body.forwardOf || null,
    };
    state.messages.push(msg);
    return send(res, 200, msg);
  }
  if (p === '/favicon.ico') return send(res, 204, '', 'image/x-icon');
  send(res, 404, { error: 'not found' });
}).listen(PORT, '127.0.0.1', () => console.error(`[mail] listening on http://127.0.0.1:${PORT}`));
