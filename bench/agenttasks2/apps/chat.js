'use strict';
// Team chat. Usage: node chat.js <port>
const http = require('node:http');

function initialState() {
  const M = (id, channel, author, hhmm, text, extra) => Object.assign({ id, channel, author, ts: '2024-07-01T' + hhmm + ':00Z', text, edited: false, pinned: false, reactions: [] }, extra || {});
  return {
    workspace: 'Acme Eng',
    me: 'u-sam',
    users: [
      { id: 'u-sam', name: 'Sam Carter', color: '#2563eb' },
      { id: 'u-alex', name: 'Alex Kim', color: '#059669' },
      { id: 'u-alexandra', name: 'Alexandra Kimura', color: '#0d9488' },
      { id: 'u-jordan', name: 'Jordan Lee', color: '#d97706' },
      { id: 'u-priya', name: 'Priya Shah', color: '#9333ea' },
      { id: 'u-bot', name: 'DeployBot', color: '#475569' },
    ],
    channels: [
      { id: 'general', name: 'general', kind: 'channel', topic: 'Company-wide announcements', unread: 0 },
      { id: 'design', name: 'design', kind: 'channel', topic: 'Design system & visuals', unread: 2 },
      { id: 'design-review', name: 'design-review', kind: 'channel', topic: 'Weekly design review \u2014 Thursdays 14:00', unread: 3 },
      { id: 'deploys', name: 'deploys', kind: 'channel', topic: 'Release coordination', unread: 4 },
      { id: 'random', name: 'random', kind: 'channel', topic: 'Off-topic', unread: 2 },
      { id: 'dm-alex', name: 'Alex Kim', kind: 'dm', topic: '', unread: 0 },
      { id: 'dm-alexandra', name: 'Alexandra Kimura', kind: 'dm', topic: '', unread: 1 },
    ],
    messages: [
      M('g1', 'general', 'u-priya', '08:55', 'Morning all! Reminder: all-hands moves to 15:00 today.'),
      M('g2', 'general', 'u-jordan', '09:02', 'thanks Priya', { reactions: [{ emoji: '\ud83d\udc4d', users: ['u-alex', 'u-sam'] }] }),
      M('g3', 'general', 'u-sam', '09:05', 'Deploy freeze starts Friday 18:00 UTC.'),
      M('d1', 'design', 'u-alexandra', '09:10', 'Uploaded the new onboarding mockups to Figma \u2014 v3 has the shorter signup.'),
      M('d2', 'design', 'u-alex', '09:14', 'Color tokens are updated in the library.'),
      M('d3', 'design', 'u-priya', '09:20', 'Nice, will review after lunch.'),
      M('r1', 'design-review', 'u-priya', '10:00', 'Agenda for Thursday\u2019s review: onboarding, settings, empty states.', { pinned: true }),
      M('r2', 'design-review', 'u-alex', '10:04', 'New onboarding mockups are up \u2014 feedback welcome before Thursday.', { reactions: [{ emoji: '\ud83c\udf89', users: ['u-priya'] }] }),
      M('r3', 'design-review', 'u-alexandra', '10:07', 'Left comments on the onboarding mockups, mostly copy tweaks.', { reactions: [{ emoji: '\ud83d\udc4d', users: ['u-jordan'] }] }),
      M('r4', 'design-review', 'u-alex', '10:15', 'Also pushed the settings page mockups.'),
      M('p1', 'deploys', 'u-bot', '11:00', 'api v2.31.0 deployed to staging \u2705'),
      M('p2', 'deploys', 'u-sam', '11:02', 'Heads up: relase train for v2.31 is delayed by an hour.'),
      M('p3', 'deploys', 'u-jordan', '11:03', 'ack'),
      M('p4', 'deploys', 'u-bot', '12:10', 'api v2.31.0 deployed to production \u2705'),
      M('p5', 'deploys', 'u-sam', '12:12', 'The relase notes for v2.31 are in Confluence now.'),
      M('p6', 'deploys', 'u-priya', '12:15', 'thanks!'),
      M('p7', 'deploys', 'u-jordan', '12:20', 'Sam, can you also share the rollback plan?'),
      M('x1', 'random', 'u-sam', '13:00', 'test test ignore'),
      M('x2', 'random', 'u-jordan', '13:01', 'lol Sam, \u2018test test ignore\u2019 again?'),
      M('x3', 'random', 'u-sam', '13:02', 'test test ignore'),
      M('x4', 'random', 'u-priya', '13:30', 'Anyone up for lunch at 12:30 tomorrow?'),
      M('x5', 'random', 'u-sam', '13:35', 'testing the new composer, ignore'),
      M('a1', 'dm-alex', 'u-alex', '08:40', 'Can you review my PR today?'),
      M('a2', 'dm-alex', 'u-sam', '08:45', 'Sure, after standup.'),
      M('k1', 'dm-alexandra', 'u-alexandra', '10:09', 'Do you have the link to the onboarding mockups?'),
    ],
    nextId: 1,
    clock: '2024-07-01T14:00:00Z',
  };
}

let state = initialState();
const EMOJI = ['\ud83d\udc4d', '\ud83d\udc4e', '\ud83d\ude04', '\ud83c\udf89', '\u2764\ufe0f', '\ud83d\ude80', '\ud83d\udc40', '\u2705', '\ud83d\ude4f', '\ud83d\ude02', '\ud83d\udd25', '\ud83d\udcaf', '\ud83d\udc4c', '\ud83e\udd14', '\ud83d\ude22', '\u2795'];

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
function tick() { const t = new Date(Date.parse(state.clock) + 60000); state.clock = t.toISOString().replace('.000', ''); return state.clock; }
const cleanText = (s) => (typeof s === 'string' ? s.replace(/\u00a0/g, ' ').replace(/\r/g, '').trim() : '');

async function api(req, res, url) {
  const p = url.pathname;
  let m;
  if (req.method === 'GET' && p === '/api/chat') return json(res, 200, { workspace: state.workspace, me: state.me, users: state.users, channels: state.channels, messages: state.messages, emoji: EMOJI });
  if (req.method === 'POST' && (m = p.match(/^\/api\/channels\/([\w-]+)\/read$/))) {
    const ch = state.channels.find((c) => c.id === m[1]);
    if (!ch) return json(res, 404, { error: 'no such channel' });
    ch.unread = 0;
    return json(res, 200, ch);
  }
  if (req.method === 'POST' && (m = p.match(/^\/api\/channels\/([\w-]+)\/messages$/))) {
    const ch = state.channels.find((c) => c.id === m[1]);
    const b = await readBody(req);
    if (!ch) return json(res, 404, { error: 'no such channel' });
    const text = cleanText(b && b.text);
    if (!text) return json(res, 400, { error: 'empty message' });
    const msg = { id: 'm' + state.nextId++, channel: ch.id, author: state.me, ts: tick(), text, edited: false, pinned: false, reactions: [] };
    state.messages.push(msg);
    return json(res, 201, msg);
  }
  if ((m = p.match(/^\/api\/messages\/([\w-]+)(\/pin|\/reactions)?$/))) {
    const msg = state.messages.find((x) => x.id === m[1]);
    if (!msg) return json(res, 404, { error: 'no such message' });
    const sub = m[2];
    if (!sub && req.method === 'PATCH') {
      if (msg.author !== state.me) return json(res, 403, { error: 'You can only edit your own messages.' });
      const b = await readBody(req);
      const text = cleanText(b && b.text);
      if (!text) return json(res, 400, { error: 'empty message' });
      if (text !== msg.text) { msg.text = text; msg.edited = true; }
      return json(res, 200, msg);
    }
    if (!sub && req.method === 'DELETE') {
      if (msg.author !== state.me) return json(res, 403, { error: 'You can only delete your own messages.' });
      state.messages = state.messages.filter((x) => x !== msg);
      return json(res, 200, { ok: true });
    }
    if (sub === '/pin' && req.method === 'POST') {
      const b = await readBody(req);
      msg.pinned = b && typeof b.pinned === 'boolean' ? b.pinned : !msg.pinned;
      return json(res, 200, msg);
    }
    if (sub === '/reactions' && req.method === 'POST') {
      const b = await readBody(req);
      if (!b || !EMOJI.includes(b.emoji)) return json(res, 400, { error: 'bad emoji' });
      let r = msg.reactions.find((x) => x.emoji === b.emoji);
      if (!r) { r = { emoji: b.emoji, users: [] }; msg.reactions.push(r); }
      if (r.users.includes(state.me)) r.users = r.users.filter((u) => u !== state.me); else r.users.push(state.me);
      msg.reactions = msg.reactions.filter((x) => x.users.length);
      return json(res, 200, msg);
    }
  }
  return json(res, 404, { error: 'not found' });
}

function client() {
  const $ = (s, r = document) => r.querySelector(s);
  const esc = (s) => String(s == null ? '' : s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
  const svg = (d) => '<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' + d + '</svg>';
  const IC = {
    react: svg('<circle cx="11" cy="13" r="8"/><path d="M8 15s1 1.5 3 1.5 3-1.5 3-1.5"/><path d="M8.5 11h.01M13.5 11h.01"/><path d="M19 2v5M16.5 4.5h5"/>'),
    edit: svg('<path d="M12 20h9"/><path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z"/>'),
    del: svg('<path d="M3 6h18"/><path d="M8 6V4h8v2"/><path d="M19 6l-1 14H6L5 6"/>'),
    pin: svg('<path d="M9 3h6l-1 6 4 4H6l4-4z"/><path d="M12 13v8"/>'),
    send: '<svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor"><path d="M3 20.5 21 12 3 3.5l2.5 7L15 12l-9.5 1.5z"/></svg>',
  };
  let C = null;
  let cur = 'general';
  let newFrom = {}; // channel -> message id where "New" divider starts
  let editing = null;
  let picker = null; // message id
  let confirmDel = null;
  let showPins = false;

  async function api(method, path, data) {
    const r = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: data === undefined ? undefined : JSON.stringify(data) });
    const j = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(j.error || ('HTTP ' + r.status));
    return j;
  }
  const user = (id) => C.users.find((u) => u.id === id) || { name: '?', color: '#999' };
  const chan = (id) => C.channels.find((c) => c.id === id);
  const hhmm = (ts) => ts.slice(11, 16);
  const initials = (n) => n.split(/\s+/).map((p) => p[0]).join('').slice(0, 2);
  function toast(msg) { const t = $('#toast'); t.textContent = msg; t.classList.add('show'); clearTimeout(toast.t); toast.t = setTimeout(() => t.classList.remove('show'), 2500); }

  async function refresh() { C = await api('GET', '/api/chat'); render(); }
  async function openChannel(id) {
    cur = id; editing = null; picker = null; confirmDel = null; showPins = false;
    const ch = chan(id);
    if (ch && ch.unread) {
      const msgs = C.messages.filter((m) => m.channel === id);
      const first = msgs[Math.max(0, msgs.length - ch.unread)];
      if (first) newFrom[id] = first.id;
      await api('POST', '/api/channels/' + id + '/read');
    }
    await refresh();
    const list = $('#msgs'); list.scrollTop = list.scrollHeight;
    $('#composer').focus();
  }

  function sidebar() {
    const item = (c) => '<div class="ch' + (c.id === cur ? ' cur' : '') + (c.unread ? ' unread' : '') + '" data-ch="' + c.id + '">' +
      (c.kind === 'dm' ? '<span class="dot" style="background:' + ((C.users.find((u) => u.name === c.name) || { color: '#999' }).color) + '"></span>' : '<span class="hash">#</span>') +
      '<span class="chn">' + esc(c.name) + '</span>' + (c.unread ? '<span class="badge">' + c.unread + '</span>' : '') + '</div>';
    $('#side-ch').innerHTML = C.channels.filter((c) => c.kind === 'channel').map(item).join('');
    $('#side-dm').innerHTML = C.channels.filter((c) => c.kind === 'dm').map(item).join('');
  }
  function msgHtml(m, prev) {
    const u = user(m.author), mine = m.author === C.me;
    const grouped = prev && prev.author === m.author && Date.parse(m.ts) - Date.parse(prev.ts) < 5 * 60000;
    let h = '';
    if (newFrom[cur] === m.id) h += '<div class="newdiv"><span>New</span></div>';
    h += '<div class="msg' + (grouped ? ' grouped' : '') + (m.pinned ? ' pinned' : '') + (editing === m.id ? ' editing' : '') + '" data-id="' + m.id + '" tabindex="-1">';
    h += grouped ? '<div class="gutter"><span class="gt">' + hhmm(m.ts) + '</span></div>' : '<div class="gutter"><span class="av" style="background:' + u.color + '">' + esc(initials(u.name)) + '</span></div>';
    h += '<div class="mbody">';
    if (m.pinned) h += '<div class="pinnote">\ud83d\udccc Pinned</div>';
    if (!grouped) h += '<div class="mhead"><span class="author">' + esc(u.name) + '</span><span class="time">' + hhmm(m.ts) + '</span></div>';
    if (editing === m.id) h += '<div class="etext" contenteditable="true" id="etext">' + esc(m.text) + '</div><div class="ehint">Enter to <span class="link" id="esave">save</span> \u00b7 Esc to <span class="link" id="ecancel">cancel</span></div>';
    else h += '<div class="text">' + esc(m.text).replace(/\n/g, '<br>') + (m.edited ? ' <span class="edited">(edited)</span>' : '') + '</div>';
    if (m.reactions.length) h += '<div class="rxs">' + m.reactions.map((r) => '<span class="rx' + (r.users.includes(C.me) ? ' mine' : '') + '" data-e="' + r.emoji + '" data-tip="' + esc(r.users.map((x) => user(x).name).join(', ')) + '">' + r.emoji + ' <b>' + r.users.length + '</b></span>').join('') + '</div>';
    if (confirmDel === m.id) h += '<div class="confirm">Delete this message? This can\u2019t be undone. <button class="btn danger" id="cdel">Delete</button> <button class="btn" id="ccancel">Cancel</button></div>';
    h += '</div><div class="tools"><button class="tb" data-a="react">' + IC.react + '</button>' + (mine ? '<button class="tb" data-a="edit">' + IC.edit + '</button>' : '') + '<button class="tb" data-a="pin">' + IC.pin + '</button>' + (mine ? '<button class="tb" data-a="del">' + IC.del + '</button>' : '') + '</div>';
    if (picker === m.id) h += '<div class="picker">' + C.emoji.map((e) => '<span class="em">' + e + '</span>').join('') + '</div>';
    return h + '</div>';
  }
  function render() {
    const total = C.channels.reduce((s, c) => s + c.unread, 0);
    document.title = (total ? '(' + total + ') ' : '') + C.workspace + ' \u2013 Chat';
    $('#ws').textContent = C.workspace;
    $('#unread').textContent = total + ' unread';
    $('#unread').classList.toggle('zero', !total);
    const ch = chan(cur);
    $('#chname').textContent = (ch.kind === 'dm' ? '@' : '#') + ' ' + ch.name;
    $('#topic').textContent = ch.topic || '';
    const msgs = C.messages.filter((m) => m.channel === cur);
    const pins = msgs.filter((m) => m.pinned);
    $('#pins').innerHTML = '\ud83d\udccc ' + pins.length;
    sidebar();
    const list = $('#msgs');
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    list.innerHTML = '<div class="chstart">This is the very beginning of <b>' + (ch.kind === 'dm' ? 'your conversation with ' + esc(ch.name) : '#' + esc(ch.name)) + '</b>.</div>' + msgs.map((m, i) => msgHtml(m, msgs[i - 1])).join('');
    if (atBottom) list.scrollTop = list.scrollHeight;
    $('#pinpanel').classList.toggle('hidden', !showPins);
    $('#pinpanel').innerHTML = '<div class="pph">Pinned in ' + esc(ch.name) + '</div>' + (pins.length ? pins.map((m) => '<div class="pp"><b>' + esc(user(m.author).name) + '</b> ' + esc(m.text) + '</div>').join('') : '<div class="muted">Nothing pinned yet.</div>');
    $('#composer').dataset.ph = 'Message ' + (ch.kind === 'dm' ? ch.name : '#' + ch.name);
    const et = $('#etext');
    if (et) { et.focus(); const r = document.createRange(); r.selectNodeContents(et); r.collapse(false); const s = getSelection(); s.removeAllRanges(); s.addRange(r); }
  }

  async function send() {
    const box = $('#composer');
    const text = box.innerText.replace(/\u00a0/g, ' ').trim();
    if (!text) return;
    box.innerHTML = '';
    await api('POST', '/api/channels/' + cur + '/messages', { text });
    newFrom[cur] = null;
    await refresh();
    const list = $('#msgs'); list.scrollTop = list.scrollHeight;
  }
  async function saveEdit() {
    const et = $('#etext'); if (!et) return;
    const text = et.innerText.replace(/\u00a0/g, ' ').trim();
    const id = editing; editing = null;
    if (text) { try { await api('PATCH', '/api/messages/' + id, { text }); } catch (e) { toast(e.message); } }
    await refresh();
  }

  document.addEventListener('click', async (e) => {
    const t = e.target;
    const ch = t.closest('.ch');
    if (ch) return openChannel(ch.dataset.ch);
    if (t.closest('#send')) return send();
    if (t.closest('#pins')) { showPins = !showPins; return render(); }
    const em = t.closest('.em');
    if (em) { const id = picker; picker = null; await api('POST', '/api/messages/' + id + '/reactions', { emoji: em.textContent }); return refresh(); }
    const rx = t.closest('.rx');
    if (rx) { await api('POST', '/api/messages/' + rx.closest('.msg').dataset.id + '/reactions', { emoji: rx.dataset.e }); return refresh(); }
    const tb = t.closest('.tb');
    if (tb) {
      const id = tb.closest('.msg').dataset.id;
      const m = C.messages.find((x) => x.id === id);
      const a = tb.dataset.a;
      if (a === 'react') { picker = picker === id ? null : id; return render(); }
      if (a === 'edit') { editing = id; picker = null; return render(); }
      if (a === 'del') { confirmDel = id; return render(); }
      if (a === 'pin') { await api('POST', '/api/messages/' + id + '/pin', { pinned: !m.pinned }); toast(m.pinned ? 'Unpinned' : 'Pinned to ' + chan(cur).name); return refresh(); }
    }
    if (t.id === 'cdel') { const id = confirmDel; confirmDel = null; await api('DELETE', '/api/messages/' + id); toast('Message deleted'); return refresh(); }
    if (t.id === 'ccancel') { confirmDel = null; return render(); }
    if (t.id === 'esave') return saveEdit();
    if (t.id === 'ecancel') { editing = null; return render(); }
    if (picker && !t.closest('.picker')) { picker = null; render(); }
  });
  document.addEventListener('keydown', (e) => {
    if (e.target.id === 'composer' && e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); send(); }
    if (e.target.id === 'etext') {
      if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); saveEdit(); }
      if (e.key === 'Escape') { editing = null; render(); }
    }
    if (e.key === 'Escape' && picker) { picker = null; render(); }
  });
  document.addEventListener('paste', (e) => {
    if (e.target.closest && (e.target.closest('#composer') || e.target.closest('#etext'))) {
      e.preventDefault();
      document.execCommand('insertText', false, (e.clipboardData || window.clipboardData).getData('text/plain'));
    }
  });
  refresh().then(() => openChannel('general'));
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d1c1d;height:100vh;display:flex;flex-direction:column}
.top{display:flex;align-items:center;gap:14px;background:#350d36;color:#fff;padding:6px 14px;height:42px}
#ws{font-weight:700}.tsearch{flex:0 1 480px;margin:0 auto;background:rgba(255,255,255,.18);border:0;border-radius:6px;padding:5px 10px;color:#fff;font:inherit}.tsearch::placeholder{color:#e6d7e6}
#unread{background:#e01e5a;border-radius:10px;padding:1px 9px;font-size:12px;font-weight:700}#unread.zero{background:rgba(255,255,255,.2)}
.me{font-size:13px;opacity:.9}
.app{flex:1;display:flex;min-height:0}
aside{width:230px;background:#3f0e40;color:#cfc3cf;padding:10px 0;overflow:auto;flex:none}
.sh{padding:10px 16px 4px;font-size:13px;opacity:.8}
.ch{display:flex;align-items:center;gap:8px;padding:4px 16px;cursor:pointer}.ch:hover{background:#350d36}.ch.cur{background:#1164a3;color:#fff}.ch.unread .chn{color:#fff;font-weight:700}
.hash{opacity:.7;width:12px}.dot{width:9px;height:9px;border-radius:50%;display:inline-block;margin:0 2px}.chn{flex:1}.badge{background:#e01e5a;color:#fff;border-radius:9px;padding:0 6px;font-size:11px;font-weight:700}
section{flex:1;display:flex;flex-direction:column;min-width:0;position:relative}
.chh{display:flex;align-items:center;gap:10px;padding:10px 18px;border-bottom:1px solid #e8e8e8}#chname{font-weight:800;font-size:16px}#topic{color:#616061;font-size:13px;flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#pins{border:1px solid #ddd;background:#fff;border-radius:6px;padding:2px 8px;cursor:pointer;font:inherit}
#pinpanel{position:absolute;right:14px;top:48px;width:300px;background:#fff;border:1px solid #ddd;border-radius:8px;box-shadow:0 6px 20px rgba(0,0,0,.15);padding:10px;z-index:6}.pph{font-weight:700;margin-bottom:6px}.pp{padding:6px 0;border-top:1px solid #eee;font-size:13px}
#msgs{flex:1;overflow-y:auto;padding:10px 0}
.chstart{color:#616061;padding:10px 20px 16px}
.msg{display:flex;gap:10px;padding:6px 20px 6px 16px;position:relative}.msg:hover,.msg:focus-within{background:#f8f8f8}.msg.grouped{padding-top:1px}.msg.pinned{background:#fef9e7}
.gutter{width:38px;flex:none}.av{width:36px;height:36px;border-radius:6px;display:flex;align-items:center;justify-content:center;color:#fff;font-weight:700}
.gt{display:none;font-size:11px;color:#888;padding-top:3px}.msg.grouped:hover .gt{display:inline}
.mbody{flex:1;min-width:0}.mhead{display:flex;gap:8px;align-items:baseline}.author{font-weight:800}.time{color:#616061;font-size:12px}.edited{color:#888;font-size:12px}
.pinnote{font-size:12px;color:#8a6d00}
.rxs{display:flex;gap:4px;margin-top:4px;flex-wrap:wrap}.rx{position:relative;border:1px solid #ddd;border-radius:12px;padding:0 7px;font-size:13px;cursor:pointer;background:#fff}.rx.mine{background:#e8f5fa;border-color:#1d9bd1}
.rx[data-tip]:hover::after{content:attr(data-tip);position:absolute;bottom:120%;left:0;background:#1d1c1d;color:#fff;font-size:12px;padding:3px 8px;border-radius:4px;white-space:nowrap;z-index:4}
.tools{position:absolute;right:18px;top:-12px;background:#fff;border:1px solid #ddd;border-radius:6px;display:none;padding:2px;box-shadow:0 1px 3px rgba(0,0,0,.08)}.msg:hover .tools,.msg:focus-within .tools{display:flex}
.tb{border:0;background:none;width:30px;height:28px;border-radius:4px;cursor:pointer;color:#454245;display:inline-flex;align-items:center;justify-content:center;padding:0}.tb:hover{background:#eee}
.picker{position:absolute;right:18px;top:20px;background:#fff;border:1px solid #ddd;border-radius:8px;box-shadow:0 6px 20px rgba(0,0,0,.18);padding:8px;display:grid;grid-template-columns:repeat(8,30px);gap:2px;z-index:5}
.em{font-size:20px;cursor:pointer;text-align:center;border-radius:4px;line-height:30px}.em:hover{background:#eee}
.etext{border:1px solid #1d9bd1;border-radius:6px;padding:6px 8px;background:#fff;outline:none}.ehint{font-size:12px;color:#616061;margin-top:2px}.link{color:#1264a3;cursor:pointer}
.confirm{margin-top:6px;background:#fff3f3;border:1px solid #f3c4c4;border-radius:6px;padding:6px 10px;font-size:13px}
.btn{font:inherit;border:1px solid #ccc;background:#fff;border-radius:4px;padding:2px 10px;cursor:pointer}.btn.danger{background:#e01e5a;color:#fff;border-color:#e01e5a}
.newdiv{border-top:1px solid #e01e5a;margin:8px 20px;position:relative;height:0}.newdiv span{position:absolute;right:0;top:-9px;background:#fff;color:#e01e5a;font-size:11px;font-weight:700;padding:0 6px}
.cbox{margin:0 18px 14px;border:1px solid #bbb;border-radius:8px;display:flex;align-items:flex-end}
#composer{flex:1;min-height:40px;max-height:160px;overflow:auto;padding:10px 12px;outline:none}
#composer:empty::before{content:attr(data-ph);color:#999}
#send{border:0;background:#007a5a;color:#fff;width:34px;height:30px;border-radius:4px;margin:5px;cursor:pointer;display:flex;align-items:center;justify-content:center}
.muted{color:#888}.hidden{display:none!important}
.foot{font-size:11px;color:#888;padding:0 18px 6px}
#toast{position:fixed;bottom:-50px;left:50%;transform:translateX(-50%);background:#1d1c1d;color:#fff;padding:8px 14px;border-radius:6px;transition:bottom .2s}#toast.show{bottom:30px}
`;

const PAGE = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chat</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${CSS}</style></head>
<body>
<div class="top"><span id="ws"></span><input class="tsearch" placeholder="Search Acme Eng"><span id="unread"></span><span class="me">Sam Carter \u25cf</span></div>
<div class="app">
<aside><div class="sh">Channels</div><div id="side-ch"></div><div class="sh">Direct messages</div><div id="side-dm"></div></aside>
<section>
  <div class="chh"><span id="chname"></span><span id="topic"></span><button id="pins"></button></div>
  <div id="pinpanel" class="hidden"></div>
  <div id="msgs"></div>
  <div class="cbox"><div id="composer" contenteditable="true"></div><button id="send">${'<svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor"><path d="M3 20.5 21 12 3 3.5l2.5 7L15 12l-9.5 1.5z"/></svg>'}</button></div>
  <div class="foot">Enter to send \u00b7 Shift+Enter for a new line</div>
</section></div>
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
  const port = Number(process.argv[2]) || 5404;
  server.listen(port, '127.0.0.1', () => console.log('chat listening on http://127.0.0.1:' + port));
}
module.exports = { initialState };
