// For every task: reset -> judge must FAIL; do the right changes through the UI's own /api calls -> judge must PASS;
// then additionally change a distractor -> judge must FAIL again. Also checks a "near miss" (wrong distractor instead of target).
// Usage: node test/api-test.mjs   (apps must be running: ./start.sh)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PORT = { kanban: 5401, travel: 5402, files: 5403, chat: 5404, settings: 5405 };
const url = (app, p) => `http://127.0.0.1:${PORT[app]}${p}`;
async function call(app, method, p, body) {
  const r = await fetch(url(app, p), { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const j = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(`${app} ${method} ${p} -> ${r.status} ${JSON.stringify(j)}`);
  return j;
}
const reset = (app) => call(app, 'POST', '/__reset');
function judge(app, n) {
  try { const out = execFileSync('node', [path.join(root, 'judge.mjs'), app, String(n), url(app, '')], { encoding: 'utf8' }); return { code: 0, out }; } catch (e) { return { code: e.status, out: e.stdout }; }
}
let bad = 0;
function expect(app, n, want, label) {
  const r = judge(app, n);
  const ok = want === 'PASS' ? r.code === 0 : r.code === 1;
  if (!ok) bad++;
  const first = r.out.trim().split('\n').slice(0, 2).join(' | ');
  console.log(`${ok ? 'ok  ' : 'BAD '} ${app}#${n} ${label.padEnd(34)} -> ${first}`);
}
const book = async (d) => { await call('travel', 'PATCH', '/api/draft', d); return call('travel', 'POST', '/api/bookings'); };

const CASES = {
  kanban: {
    1: {
      right: async () => { await call('kanban', 'POST', '/api/cards/c6/move', { column: 'done', index: 0 }); await call('kanban', 'PATCH', '/api/cards/c6', { priority: true }); },
      distractor: () => call('kanban', 'PATCH', '/api/cards/c3', { priority: true }),
      partial: () => call('kanban', 'POST', '/api/cards/c6/move', { column: 'done', index: 2 }),
    },
    2: {
      right: () => call('kanban', 'PATCH', '/api/cards/c1', { title: 'Rotate API keys', description: 'Rotate production keys for payments and search providers.', assignee: 'u4', due: '2024-08-02' }),
      distractor: () => call('kanban', 'PATCH', '/api/cards/c2', { assignee: 'u4' }),
      partial: () => call('kanban', 'PATCH', '/api/cards/c1', { assignee: 'u3', due: '2024-08-02' }), // Marco Rossi instead of Marcus Ross
    },
    3: {
      right: async () => { await call('kanban', 'DELETE', '/api/cards/c10'); await call('kanban', 'DELETE', '/api/cards/c12'); await call('kanban', 'POST', '/api/cards', { title: 'Archive Q2 sprint board', column: 'todo' }); },
      distractor: () => call('kanban', 'DELETE', '/api/cards/c11'), // Lena Schmitt, not Schmidt
      partial: async () => { await call('kanban', 'DELETE', '/api/cards/c10'); await call('kanban', 'DELETE', '/api/cards/c12'); await call('kanban', 'POST', '/api/cards', { title: 'Archive Q2 sprint board', column: 'done' }); },
    },
  },
  travel: {
    1: {
      right: () => book({ dest: 'ORY', depart: '2024-08-12', ret: '2024-08-19', adults: 2, children: 1, fare: 'standard', hotel: null }),
      distractor: () => call('travel', 'POST', '/api/bookings/TRV-1002/cancel'),
      partial: () => book({ dest: 'CDG', depart: '2024-08-12', ret: '2024-08-19', adults: 2, children: 1, fare: 'standard', hotel: null }),
    },
    2: {
      right: async () => { await call('travel', 'PATCH', '/api/draft', { maxPrice: 250 }); await book({ dest: 'BCN', depart: '2024-09-03', ret: '2024-09-06', adults: 1, children: 0, fare: 'light', hotel: 'h-bcn-miramar' }); },
      distractor: () => book({ dest: 'BCN', depart: '2024-09-03', ret: '2024-09-06', adults: 1, children: 0, fare: 'light', hotel: 'h-bcn-miramar-suites' }),
      partial: () => book({ dest: 'BCN', depart: '2024-09-03', ret: '2024-09-06', adults: 1, children: 0, fare: 'light', hotel: 'h-bcn-miramar-suites' }),
    },
    3: {
      right: async () => { await call('travel', 'POST', '/api/bookings/TRV-1001/cancel'); await book({ dest: 'BER', depart: '2024-08-29', ret: '2024-09-02', adults: 1, children: 0, fare: 'flex', hotel: 'h-ber-spree' }); },
      distractor: () => call('travel', 'POST', '/api/bookings/TRV-1002/cancel'),
      partial: async () => { await call('travel', 'POST', '/api/bookings/TRV-1001/cancel'); await book({ dest: 'BER', depart: '2024-08-29', ret: '2024-09-02', adults: 1, children: 0, fare: 'flex', hotel: 'h-ber-kreuzberg' }); },
    },
  },
  files: {
    1: {
      right: async () => { await call('files', 'PATCH', '/api/nodes/n-spec2', { name: 'apollo-spec-final.pdf' }); await call('files', 'POST', '/api/delete', { ids: ['n-spec2dup'] }); },
      distractor: () => call('files', 'PATCH', '/api/nodes/n-oldspec2', { name: 'apollo-spec-v2-old.pdf' }),
      partial: async () => { await call('files', 'PATCH', '/api/nodes/n-oldspec2', { name: 'apollo-spec-final.pdf' }); await call('files', 'POST', '/api/delete', { ids: ['n-spec2dup'] }); },
    },
    2: {
      right: () => call('files', 'POST', '/api/move', { ids: ['n-inv41', 'n-inv43'], target: 'f-arch2023' }),
      distractor: () => call('files', 'POST', '/api/move', { ids: ['n-inv41c'], target: 'f-arch2023' }),
      partial: () => call('files', 'POST', '/api/move', { ids: ['n-inv41', 'n-inv43'], target: 'f-ph2023' }),
    },
    3: {
      right: async () => { const f = await call('files', 'POST', '/api/folders', { name: 'Q3 planning', parent: 'f-hermes' }); await call('files', 'POST', '/api/move', { ids: ['n-roadmap'], target: f.id }); },
      distractor: () => call('files', 'POST', '/api/delete', { ids: ['n-roadmapold'] }),
      partial: async () => { const f = await call('files', 'POST', '/api/folders', { name: 'Q3 planning', parent: 'f-hermes' }); await call('files', 'POST', '/api/move', { ids: ['n-roadmapold'], target: f.id }); },
    },
  },
  chat: {
    1: {
      right: async () => { await call('chat', 'POST', '/api/channels/design-review/read'); await call('chat', 'POST', '/api/messages/r2/reactions', { emoji: '\ud83d\udc4d' }); await call('chat', 'POST', '/api/messages/r2/pin', { pinned: true }); },
      distractor: () => call('chat', 'POST', '/api/messages/r3/reactions', { emoji: '\ud83d\udc4d' }),
      partial: async () => { await call('chat', 'POST', '/api/messages/d1/reactions', { emoji: '\ud83d\udc4d' }); await call('chat', 'POST', '/api/messages/d1/pin', { pinned: true }); },
    },
    2: {
      right: async () => { await call('chat', 'PATCH', '/api/messages/p5', { text: 'The release notes for v2.31 are in Confluence now.' }); await call('chat', 'POST', '/api/channels/deploys/messages', { text: 'Rollback plan is in the runbook.' }); },
      distractor: () => call('chat', 'PATCH', '/api/messages/p2', { text: 'Heads up: release train for v2.31 is delayed by an hour.' }),
      partial: async () => { await call('chat', 'POST', '/api/channels/deploys/messages', { text: 'The release notes for v2.31 are in Confluence now.' }); await call('chat', 'POST', '/api/channels/deploys/messages', { text: 'Rollback plan is in the runbook.' }); },
    },
    3: {
      right: async () => { await call('chat', 'POST', '/api/channels/random/read'); await call('chat', 'DELETE', '/api/messages/x1'); await call('chat', 'DELETE', '/api/messages/x3'); await call('chat', 'POST', '/api/channels/general/messages', { text: '12' }); },
      distractor: () => call('chat', 'DELETE', '/api/messages/x5'),
      partial: async () => { await call('chat', 'POST', '/api/channels/random/read'); await call('chat', 'DELETE', '/api/messages/x1'); await call('chat', 'DELETE', '/api/messages/x3'); await call('chat', 'POST', '/api/channels/general/messages', { text: '10' }); },
    },
  },
  settings: {
    1: {
      right: async () => { await call('settings', 'PATCH', '/api/settings/notifications', { pushEnabled: true }); await call('settings', 'PATCH', '/api/settings/notifications', { pushMentionsOnly: true }); await call('settings', 'PATCH', '/api/settings/notifications', { emailDigest: false }); await call('settings', 'PATCH', '/api/settings/notifications', { quietStart: '21:30' }); await call('settings', 'PATCH', '/api/settings/notifications', { quietEnd: '06:45' }); },
      distractor: () => call('settings', 'PATCH', '/api/settings/notifications', { emailEnabled: false }),
      partial: async () => { await call('settings', 'PATCH', '/api/settings/notifications', { pushEnabled: true, emailDigest: false, quietStart: '21:30', quietEnd: '06:45' }); },
    },
    2: {
      right: async () => { await call('settings', 'PATCH', '/api/settings/sound', { notificationVolumeDb: -12 }); await call('settings', 'PATCH', '/api/settings/data', { exportAt: '2024-10-15T18:30', exportFormat: 'zip' }); },
      distractor: () => call('settings', 'PATCH', '/api/settings/sound', { alertVolumeDb: -12 }),
      partial: async () => { await call('settings', 'PATCH', '/api/settings/sound', { notificationVolumeDb: -12 }); await call('settings', 'PATCH', '/api/settings/data', { exportAt: '2024-10-15T06:30' }); },
    },
    3: {
      right: async () => { const s = await call('settings', 'GET', '/api/settings'); await call('settings', 'PATCH', '/api/settings/profile', Object.assign({}, s.profile, { displayName: 'Dana R.', backupEmail: 'dana.backup@example.org' })); await call('settings', 'POST', '/api/tokens/t2/revoke'); },
      distractor: () => call('settings', 'POST', '/api/tokens/t1/revoke'),
      partial: async () => { await call('settings', 'PATCH', '/api/settings/profile', { displayName: 'Dana R.', email: 'dana.backup@example.org' }); await call('settings', 'POST', '/api/tokens/t2/revoke'); },
    },
  },
};

for (const [app, tasks] of Object.entries(CASES)) {
  for (const [n, c] of Object.entries(tasks)) {
    await reset(app); expect(app, n, 'FAIL', 'fresh reset');
    await c.right(); expect(app, n, 'PASS', 'after correct changes');
    await c.distractor(); expect(app, n, 'FAIL', 'correct + distractor changed');
    await reset(app); await c.partial(); expect(app, n, 'FAIL', 'near miss (wrong item/value)');
    await reset(app);
  }
}
console.log(bad ? `${bad} unexpected verdict(s)` : 'all judge verdicts as expected');
process.exit(bad ? 1 : 0);
