'use strict';
// Preferences dashboard. Usage: node settings.js <port>
const http = require('node:http');

function initialState() {
  return {
    workspace: { name: 'Northwind Labs', slug: 'northwind-labs', plan: 'Team' },
    profile: { displayName: 'Dana Reyes', jobTitle: 'Engineering Manager', email: 'dana.reyes@northwind.io', backupEmail: 'dana@home.example.com', language: 'en-US', timezone: 'Europe/Lisbon' },
    notifications: { emailEnabled: true, emailDigest: true, pushEnabled: false, pushMentionsOnly: false, desktopBadges: true, quietHours: true, quietStart: '22:00', quietEnd: '07:00' },
    sound: { notificationVolumeDb: -6, alertVolumeDb: -3, muteWhenPresenting: true },
    data: { exportAt: '2024-09-01T02:00', exportFormat: 'zip', retentionDays: 90, shareUsageStats: true },
    tokens: [
      { id: 't1', name: 'ci-deploy-old', created: '2023-02-11', lastUsed: '2023-11-02', revoked: false },
      { id: 't2', name: 'ci-deploy', created: '2023-11-03', lastUsed: '2024-06-30', revoked: false },
      { id: 't3', name: 'ci-deploy-staging', created: '2024-01-20', lastUsed: '2024-06-29', revoked: false },
      { id: 't4', name: 'zapier-sync', created: '2022-08-05', lastUsed: '2024-05-01', revoked: false },
    ],
    danger: { workspaceDeleted: false, sessionsRevokedAt: null },
    lastSaved: null,
  };
}

let state = initialState();

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
const isTime = (v) => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const isDT = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(v);
const isEmail = (v) => typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
const isDb = (v) => typeof v === 'number' && v >= -30 && v <= 6 && Number.isInteger((v + 30) / 1.5);
const str = (v) => typeof v === 'string' && v.trim().length > 0 && v.length < 100;
const SCHEMA = {
  profile: { displayName: str, jobTitle: (v) => typeof v === 'string' && v.length < 100, email: isEmail, backupEmail: (v) => v === '' || isEmail(v), language: (v) => ['en-US', 'en-GB', 'pt-PT', 'de-DE', 'fr-FR'].includes(v), timezone: (v) => ['Europe/Lisbon', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'].includes(v) },
  notifications: { emailEnabled: 'bool', emailDigest: 'bool', pushEnabled: 'bool', pushMentionsOnly: 'bool', desktopBadges: 'bool', quietHours: 'bool', quietStart: isTime, quietEnd: isTime },
  sound: { notificationVolumeDb: isDb, alertVolumeDb: isDb, muteWhenPresenting: 'bool' },
  data: { exportAt: isDT, exportFormat: (v) => ['zip', 'json'].includes(v), retentionDays: (v) => [30, 90, 365].includes(v), shareUsageStats: 'bool' },
};

async function api(req, res, url) {
  const p = url.pathname;
  let m;
  if (req.method === 'GET' && p === '/api/settings') return json(res, 200, state);
  if (req.method === 'PATCH' && (m = p.match(/^\/api\/settings\/(\w+)$/))) {
    const sch = SCHEMA[m[1]];
    if (!sch) return json(res, 404, { error: 'no such section' });
    const b = await readBody(req);
    if (!b || typeof b !== 'object') return json(res, 400, { error: 'bad json' });
    for (const [k, v] of Object.entries(b)) {
      const rule = sch[k];
      if (!rule) return json(res, 400, { error: 'unknown field ' + k });
      if (rule === 'bool' ? typeof v !== 'boolean' : !rule(v)) return json(res, 400, { error: 'invalid value for ' + k });
    }
    if (m[1] === 'notifications' && b.pushMentionsOnly === true && !(b.pushEnabled === true || (b.pushEnabled === undefined && state.notifications.pushEnabled))) return json(res, 400, { error: 'Turn on push notifications first.' });
    for (const [k, v] of Object.entries(b)) state[m[1]][k] = typeof v === 'string' ? v.trim() : v;
    state.lastSaved = new Date().toISOString();
    return json(res, 200, state[m[1]]);
  }
  if (req.method === 'POST' && (m = p.match(/^\/api\/tokens\/(\w+)\/revoke$/))) {
    const t = state.tokens.find((x) => x.id === m[1]);
    if (!t) return json(res, 404, { error: 'no such token' });
    t.revoked = true;
    return json(res, 200, t);
  }
  if (req.method === 'POST' && p === '/api/danger/revoke-sessions') {
    state.danger.sessionsRevokedAt = new Date().toISOString();
    return json(res, 200, state.danger);
  }
  if (req.method === 'POST' && p === '/api/danger/delete-workspace') {
    const b = await readBody(req);
    if (!b || b.confirm !== state.workspace.slug) return json(res, 400, { error: 'confirmation does not match' });
    state.danger.workspaceDeleted = true;
    return json(res, 200, state.danger);
  }
  return json(res, 404, { error: 'not found' });
}

function client() {
  const $ = (s, r = document) => r.querySelector(s);
  const $$ = (s, r = document) => [...r.querySelectorAll(s)];
  const esc = (s) => String(s == null ? '' : s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
  let S = null;
  let tab = 'general';
  let dirty = { general: false, data: false };
  let pendingConfirm = null;
  let soundQ = Promise.resolve();

  async function api(method, path, data) {
    const r = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: data === undefined ? undefined : JSON.stringify(data) });
    const j = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(j.error || ('HTTP ' + r.status));
    return j;
  }
  function toast(msg, bad) { const t = $('#toast'); t.textContent = msg; t.className = 'show' + (bad ? ' bad' : ''); clearTimeout(toast.t); toast.t = setTimeout(() => { t.className = ''; }, 2500); }
  const fmtDb = (v) => (v > 0 ? '+' : '') + Number(v).toFixed(1) + ' dB';

  async function load() { S = await api('GET', '/api/settings'); fill(); }
  function fill() {
    $('#hname').textContent = S.profile.displayName;
    $('#hws').textContent = S.workspace.name + ' \u00b7 ' + S.workspace.plan + ' plan';
    for (const k of Object.keys(S.profile)) { const el = $('#p-' + k); if (el && !dirty.general) el.value = S.profile[k]; }
    if (!dirty.data) { $('#d-exportAt').value = S.data.exportAt; $('#d-exportFormat').value = S.data.exportFormat; }
    $('#d-retentionDays').value = String(S.data.retentionDays);
    // never overwrite the control the user is working with (responses can arrive out of order)
    const setv = (id, v) => { const el = $('#' + id); if (el !== document.activeElement) el.value = v; };
    setv('n-quietStart', S.notifications.quietStart); setv('n-quietEnd', S.notifications.quietEnd);
    for (const k of ['notificationVolumeDb', 'alertVolumeDb']) { setv('s-' + k, S.sound[k]); $('#v-' + k).textContent = fmtDb(parseFloat($('#s-' + k).value)); }
    $$('.switch').forEach((sw) => {
      const [sec, key] = sw.dataset.key.split('.');
      sw.classList.toggle('on', !!S[sec][key]);
      if (key === 'pushMentionsOnly') sw.classList.toggle('disabled', !S.notifications.pushEnabled);
      if (key === 'quietStart') return;
    });
    $('#quiet-times').classList.toggle('dim', !S.notifications.quietHours);
    $('#tokens').innerHTML = S.tokens.map((t) => '<tr class="' + (t.revoked ? 'revoked' : '') + '" data-id="' + t.id + '"><td class="mono">' + esc(t.name) + '</td><td>' + t.created + '</td><td>' + t.lastUsed + '</td><td>' + (t.revoked ? '<span class="tag">Revoked</span>' : '<button class="btn small danger-o revoke">Revoke</button>') + '</td></tr>').join('');
    $('#ws-deleted').classList.toggle('hidden', !S.danger.workspaceDeleted);
    $('#sess').textContent = S.danger.sessionsRevokedAt ? 'All other sessions were signed out.' : 'You are signed in on 3 devices.';
    status();
  }
  function status() {
    const d = dirty.general || dirty.data;
    $('#savestate').textContent = d ? '\u25cf You have unsaved changes' : 'All changes saved';
    $('#savestate').classList.toggle('warn', d);
  }
  function showTab(t) {
    tab = t;
    $$('.tab').forEach((x) => x.classList.toggle('active', x.dataset.tab === t));
    $$('.panel').forEach((x) => x.classList.toggle('hidden', x.dataset.panel !== t));
  }
  async function patch(section, obj, msg) {
    try { await api('PATCH', '/api/settings/' + section, obj); toast(msg || 'Saved'); } catch (e) { toast(e.message, true); }
    S = await api('GET', '/api/settings');
    fill();
  }
  function confirmBox(o) {
    pendingConfirm = o;
    $('#cf-title').textContent = o.title;
    $('#cf-text').innerHTML = o.html;
    $('#cf-typed').classList.toggle('hidden', !o.typed);
    $('#cf-input').value = '';
    $('#cf-ok').textContent = o.ok;
    $('#cf-ok').disabled = !!o.typed;
    $('#cf-err').textContent = '';
    $('#confirm').classList.remove('hidden');
    (o.typed ? $('#cf-input') : $('#cf-cancel')).focus();
  }
  function closeConfirm() { pendingConfirm = null; $('#confirm').classList.add('hidden'); }

  document.addEventListener('click', async (e) => {
    const t = e.target;
    const tb = t.closest('.tab');
    if (tb) return showTab(tb.dataset.tab);
    const sw = t.closest('.switch');
    if (sw) {
      if (sw.classList.contains('disabled')) { sw.classList.add('shake'); setTimeout(() => sw.classList.remove('shake'), 400); return; }
      const [sec, key] = sw.dataset.key.split('.');
      sw.classList.toggle('on');
      return patch(sec, { [key]: !S[sec][key] });
    }
    if (t.id === 'save-general') {
      const obj = {};
      for (const k of Object.keys(S.profile)) obj[k] = $('#p-' + k).value;
      try { await api('PATCH', '/api/settings/profile', obj); dirty.general = false; toast('Profile saved'); } catch (x) { toast(x.message, true); }
      return load();
    }
    if (t.id === 'discard-general') { dirty.general = false; return fill(); }
    if (t.id === 'save-data') {
      try { await api('PATCH', '/api/settings/data', { exportAt: $('#d-exportAt').value, exportFormat: $('#d-exportFormat').value }); dirty.data = false; toast('Export scheduled'); } catch (x) { toast(x.message, true); }
      return load();
    }
    if (t.id === 'test-sound') return toast('\u266a Ding!');
    if (t.classList.contains('revoke')) {
      const id = t.closest('tr').dataset.id;
      return confirmBox({ title: 'Revoke token?', html: 'Apps and scripts using this token will immediately stop working.', ok: 'Revoke', run: () => api('POST', '/api/tokens/' + id + '/revoke') });
    }
    if (t.id === 'btn-sessions') return confirmBox({ title: 'Sign out everywhere?', html: 'Every device except this one will be signed out.', ok: 'Sign out all', run: () => api('POST', '/api/danger/revoke-sessions') });
    if (t.id === 'btn-delete-ws') return confirmBox({ title: 'Delete workspace', html: 'This permanently deletes <b>' + esc(S.workspace.name) + '</b>, all members and data. Type <span class="mono">' + esc(S.workspace.slug) + '</span> to confirm.', ok: 'Delete workspace', typed: true, run: () => api('POST', '/api/danger/delete-workspace', { confirm: $('#cf-input').value.trim() }) });
    if (t.id === 'cf-cancel' || t.id === 'confirm') return closeConfirm();
    if (t.id === 'cf-ok' && pendingConfirm) {
      try { await pendingConfirm.run(); closeConfirm(); toast('Done'); } catch (x) { $('#cf-err').textContent = x.message; }
      return load();
    }
  });
  document.addEventListener('keydown', (e) => {
    const sw = e.target.closest && e.target.closest('.switch');
    if (sw && (e.key === ' ' || e.key === 'Enter')) { e.preventDefault(); sw.click(); }
    if (e.key === 'Escape' && pendingConfirm) closeConfirm();
  });
  document.addEventListener('input', (e) => {
    const id = e.target.id || '';
    if (id.startsWith('p-')) { dirty.general = true; status(); }
    if (id === 'd-exportAt' || id === 'd-exportFormat') { dirty.data = true; status(); }
    if (id.startsWith('s-')) $('#v-' + id.slice(2)).textContent = fmtDb(parseFloat(e.target.value));
    if (id === 'cf-input') $('#cf-ok').disabled = e.target.value.trim() !== S.workspace.slug;
  });
  document.addEventListener('change', (e) => {
    const id = e.target.id || '';
    if (id === 'n-quietStart' || id === 'n-quietEnd') { if (e.target.value) patch('notifications', { [id.slice(2)]: e.target.value }, 'Quiet hours updated'); }
    if (id.startsWith('s-')) { const k = id.slice(2), v = parseFloat(e.target.value); soundQ = soundQ.then(() => patch('sound', { [k]: v }, 'Volume saved')); }
    if (id === 'd-retentionDays') patch('data', { retentionDays: Number(e.target.value) });
    if (id.startsWith('p-')) { dirty.general = true; status(); }
  });
  window.addEventListener('beforeunload', (e) => { if (dirty.general || dirty.data) { e.preventDefault(); e.returnValue = ''; } });
  showTab('general');
  load();
}

const row = (label, control, hint) => '<div class="frow"><span class="flabel">' + label + '</span><div class="fctl">' + control + (hint ? '<span class="hint">' + hint + '</span>' : '') + '</div></div>';
const sw = (key, label, hint) => '<div class="trow"><div class="tl"><span class="tname">' + label + '</span><span class="hint">' + hint + '</span></div><div class="switch" data-key="' + key + '" tabindex="0"><span class="knob"></span></div></div>';
const opts = (list) => list.map(([v, l]) => '<option value="' + v + '">' + l + '</option>').join('');

const PANELS = `
<div class="panel" data-panel="general"><h2>Profile</h2>
${row('Display name', '<input id="p-displayName" autocomplete="off">', 'Shown to everyone in the workspace.')}
${row('Job title', '<input id="p-jobTitle" autocomplete="off">')}
${row('Email', '<input id="p-email" type="email" autocomplete="off">', 'Used for sign-in and notifications.')}
${row('Backup email', '<input id="p-backupEmail" type="email" autocomplete="off">', 'Only used for account recovery.')}
${row('Language', '<select id="p-language">' + opts([['en-US', 'English (US)'], ['en-GB', 'English (UK)'], ['pt-PT', 'Portugu\u00eas'], ['de-DE', 'Deutsch'], ['fr-FR', 'Fran\u00e7ais']]) + '</select>')}
${row('Time zone', '<select id="p-timezone">' + opts([['Europe/Lisbon', '(UTC+01:00) Lisbon'], ['Europe/London', '(UTC+01:00) London'], ['Europe/Berlin', '(UTC+02:00) Berlin'], ['America/New_York', '(UTC\u221204:00) New York'], ['Asia/Tokyo', '(UTC+09:00) Tokyo']]) + '</select>')}
<div class="actions"><button class="btn" id="discard-general">Discard</button><button class="btn primary" id="save-general">Save changes</button></div></div>

<div class="panel hidden" data-panel="notifications"><h2>Email</h2>
${sw('notifications.emailEnabled', 'Email notifications', 'Get an email when you are mentioned or assigned.')}
${sw('notifications.emailDigest', 'Daily digest', 'A summary of activity, every morning at 08:00.')}
<h2>Push</h2>
${sw('notifications.pushEnabled', 'Push notifications', 'Send notifications to your phone and desktop app.')}
${sw('notifications.pushMentionsOnly', 'Only for mentions', 'Requires push notifications. Ignore everything except @mentions and DMs.')}
${sw('notifications.desktopBadges', 'Show badge count', 'Display the unread count on the app icon.')}
<h2>Quiet hours</h2>
${sw('notifications.quietHours', 'Pause notifications at night', 'No push or email notifications during quiet hours.')}
<div id="quiet-times" class="times"><span class="flabel">From</span><input type="time" id="n-quietStart"><span class="flabel">To</span><input type="time" id="n-quietEnd"><span class="hint">in your time zone</span></div>
</div>

<div class="panel hidden" data-panel="sound"><h2>Volume</h2>
${row('Notification volume', '<input type="range" id="s-notificationVolumeDb" min="-30" max="6" step="1.5"><span class="val" id="v-notificationVolumeDb"></span>', 'Messages, mentions and reactions.')}
${row('Alert volume', '<input type="range" id="s-alertVolumeDb" min="-30" max="6" step="1.5"><span class="val" id="v-alertVolumeDb"></span>', 'Incidents and calls.')}
${sw('sound.muteWhenPresenting', 'Mute while presenting', 'Silence everything while you share your screen.')}
<div class="actions left"><button class="btn" id="test-sound">\u25b6 Test sound</button></div></div>

<div class="panel hidden" data-panel="data"><h2>Export</h2>
${row('Next export', '<input type="datetime-local" id="d-exportAt">', 'A download link is emailed when the export finishes.')}
${row('Format', '<select id="d-exportFormat">' + opts([['zip', 'ZIP archive (CSV files)'], ['json', 'JSON']]) + '</select>')}
<div class="actions"><button class="btn primary" id="save-data">Save schedule</button></div>
<h2>Privacy</h2>
${row('Keep deleted items for', '<select id="d-retentionDays">' + opts([['30', '30 days'], ['90', '90 days'], ['365', '1 year']]) + '</select>')}
${sw('data.shareUsageStats', 'Share usage statistics', 'Help us improve by sending anonymous usage data.')}
</div>

<div class="panel hidden" data-panel="danger"><div class="dz"><h2>API tokens</h2>
<table class="tok"><thead><tr><th>Name</th><th>Created</th><th>Last used</th><th></th></tr></thead><tbody id="tokens"></tbody></table>
<div class="dzrow"><div><b>Sign out of all other sessions</b><div class="hint" id="sess"></div></div><button class="btn danger-o" id="btn-sessions">Sign out all</button></div>
<div class="dzrow"><div><b>Delete this workspace</b><div class="hint">Once deleted, it\u2019s gone for good. Please be certain.</div></div><button class="btn danger" id="btn-delete-ws">Delete workspace</button></div>
<div id="ws-deleted" class="hidden banner">This workspace has been scheduled for deletion.</div></div></div>
`;

const CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7f9;color:#1f2328}
header{display:flex;align-items:center;gap:14px;padding:12px 28px;background:#fff;border-bottom:1px solid #e4e7eb}
.logo{font-weight:800}#hws{color:#57606a}.hsp{flex:1}.av{width:28px;height:28px;border-radius:50%;background:#8250df;color:#fff;display:inline-flex;align-items:center;justify-content:center;font-size:12px;font-weight:700}
.wrap{max-width:860px;margin:22px auto;padding:0 20px}
h1{font-size:22px;margin:0 0 14px}
.tabs{display:flex;gap:4px;border-bottom:1px solid #d0d7de;margin-bottom:18px}
.tab{padding:8px 14px;cursor:pointer;border-bottom:2px solid transparent;color:#57606a;user-select:none}.tab:hover{color:#1f2328}.tab.active{border-color:#fd8c73;color:#1f2328;font-weight:600}.tab.red{color:#cf222e}
.panel{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:6px 22px 18px}
h2{font-size:15px;margin:18px 0 8px;padding-bottom:6px;border-bottom:1px solid #eaeef2}
.frow{display:flex;align-items:flex-start;gap:18px;padding:8px 0}.flabel{width:180px;flex:none;font-weight:600;padding-top:6px}.fctl{flex:1;display:flex;flex-wrap:wrap;align-items:center;gap:4px 10px}
.fctl input:not([type=range]),.fctl select{font:inherit;padding:6px 8px;border:1px solid #d0d7de;border-radius:6px;min-width:300px;background:#fff}
.fctl input[type=range]{width:300px}.val{font-variant-numeric:tabular-nums;min-width:64px;font-weight:600}
.hint{display:block;width:100%;color:#6e7781;font-size:12px}
.trow{display:flex;align-items:center;gap:20px;padding:10px 0;border-bottom:1px solid #f3f4f6}.tl{flex:1}.tname{font-weight:600;display:block}
.switch{width:40px;height:22px;border-radius:11px;background:#d0d7de;position:relative;cursor:pointer;flex:none;transition:background .15s}.switch .knob{position:absolute;top:2px;left:2px;width:18px;height:18px;border-radius:50%;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.3);transition:left .15s}
.switch.on{background:#2da44e}.switch.on .knob{left:20px}.switch.disabled{opacity:.4;cursor:not-allowed}.switch:focus{outline:2px solid #0969da;outline-offset:2px}
.shake{animation:sh .3s}@keyframes sh{25%{transform:translateX(-3px)}75%{transform:translateX(3px)}}
.times{display:flex;align-items:center;gap:10px;padding:10px 0}.times .flabel{width:auto;padding:0}.times input{font:inherit;padding:5px 8px;border:1px solid #d0d7de;border-radius:6px}.times.dim{opacity:.5}.times .hint{width:auto;display:inline}
.actions{display:flex;justify-content:flex-end;gap:8px;margin-top:14px}.actions.left{justify-content:flex-start}
.btn{font:inherit;border:1px solid #d0d7de;background:#f6f8fa;border-radius:6px;padding:5px 14px;cursor:pointer}.btn.primary{background:#1f883d;color:#fff;border-color:#1f883d}.btn.danger{background:#cf222e;color:#fff;border-color:#cf222e}.btn.danger-o{color:#cf222e}.btn.small{padding:2px 10px;font-size:13px}
.btn:disabled{opacity:.5;cursor:not-allowed}
.dz{border:1px solid #ff818266;border-radius:8px;padding:0 16px 10px;margin:12px 0}
.tok{width:100%;border-collapse:collapse}.tok th{text-align:left;font-size:12px;color:#6e7781;font-weight:500;padding:6px}.tok td{padding:6px;border-top:1px solid #eaeef2}.tok tr.revoked td{color:#8c959f}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}.tag{background:#eaeef2;border-radius:10px;padding:0 8px;font-size:12px}
.dzrow{display:flex;align-items:center;gap:16px;padding:14px 0;border-top:1px solid #eaeef2}.dzrow>div{flex:1}
.banner{background:#ffebe9;color:#cf222e;padding:8px 12px;border-radius:6px}
.hidden{display:none!important}
#confirm{position:fixed;inset:0;background:rgba(31,35,40,.5);display:flex;align-items:center;justify-content:center;z-index:20}
.cbox{background:#fff;border-radius:10px;width:440px;padding:18px 20px;box-shadow:0 12px 40px rgba(0,0,0,.3)}.cbox h3{margin:0 0 8px}#cf-input{width:100%;font:inherit;padding:6px 8px;border:1px solid #d0d7de;border-radius:6px;margin-top:8px}
#cf-err{color:#cf222e;font-size:13px;min-height:18px}
footer{max-width:860px;margin:0 auto 30px;padding:0 20px;color:#6e7781;font-size:12px;display:flex;gap:16px}#savestate.warn{color:#9a6700;font-weight:600}
#toast{position:fixed;right:24px;bottom:-50px;background:#1f2328;color:#fff;padding:8px 14px;border-radius:6px;transition:bottom .2s}#toast.show{bottom:24px}#toast.bad{background:#cf222e}
`;

function PAGE() {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Preferences \u2013 Northwind Labs</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${CSS}</style></head>
<body>
<header><span class="logo">\u2699 Preferences</span><span id="hws"></span><span class="hsp"></span><span id="hname"></span><span class="av">DR</span></header>
<div class="wrap"><h1>Settings</h1>
<div class="tabs"><div class="tab" data-tab="general">General</div><div class="tab" data-tab="notifications">Notifications</div><div class="tab" data-tab="sound">Sound</div><div class="tab" data-tab="data">Data &amp; privacy</div><div class="tab red" data-tab="danger">Danger zone</div></div>
${PANELS}
</div>
<footer><span id="savestate"></span><span>Settings v4.2.1</span></footer>
<div id="confirm" class="hidden"><div class="cbox"><h3 id="cf-title"></h3><div id="cf-text"></div><div id="cf-typed" class="hidden"><input id="cf-input" autocomplete="off"></div><div id="cf-err"></div>
<div class="actions"><button class="btn" id="cf-cancel">Cancel</button><button class="btn danger" id="cf-ok"></button></div></div></div>
<div id="toast"></div>
<script>(${client.toString()})();</script>
</body></html>`;
}

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
  const port = Number(process.argv[2]) || 5405;
  server.listen(port, '127.0.0.1', () => console.log('settings listening on http://127.0.0.1:' + port));
}
module.exports = { initialState };
