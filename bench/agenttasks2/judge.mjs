#!/usr/bin/env node
// Usage: node judge.mjs <app> <n> [baseUrl]
// Reads <baseUrl>/__state, prints PASS or FAIL with reasons; exit 0 on PASS, 1 on FAIL, 2 on usage/fetch error.
// The initial data is taken from apps/<app>.js (initialState), so every item the task does not
// mention is compared against its initial value: changing a distractor is a FAIL.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const PORTS = { kanban: 5401, travel: 5402, files: 5403, chat: 5404, settings: 5405 };
const [app, nArg, baseArg] = process.argv.slice(2);
if (!PORTS[app] || !['1', '2', '3'].includes(nArg)) {
  console.error('usage: node judge.mjs <kanban|travel|files|chat|settings> <1|2|3> [baseUrl]');
  process.exit(2);
}
const base = (baseArg || 'http://127.0.0.1:' + PORTS[app]).replace(/\/+$/, '');

// ---------- helpers ----------
const stable = (v) => (Array.isArray(v) ? '[' + v.map(stable).join(',') + ']' : v && typeof v === 'object' ? '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + stable(v[k])).join(',') + '}' : JSON.stringify(v));
const eq = (a, b) => stable(a) === stable(b);
const pick = (o, fields) => Object.fromEntries(fields.map((f) => [f, o[f] === undefined ? null : o[f]]));
const norm = (s) => String(s == null ? '' : s).replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
const same = (a, b) => norm(a).toLowerCase() === norm(b).toLowerCase();

/**
 * Compare a list of entities against the initial list.
 * expect: { id: null (must be gone) | object of field values (must exist, with exactly these values on `fields`) }
 * Every other initial entity must exist unchanged on `fields`.
 * Returns the list of entities that are new (not in the initial list).
 */
function compareList(fails, label, initList, curList, key, fields, expect = {}) {
  const cur = new Map(curList.map((x) => [x[key], x]));
  const ini = new Map(initList.map((x) => [x[key], x]));
  for (const [id, i0] of ini) {
    const c = cur.get(id);
    const want = id in expect ? expect[id] : pick(i0, fields);
    if (want === null) { if (c) fails.push(`${label} ${id} ("${i0.title || i0.name || i0.text || i0.dest || ''}") should have been deleted but still exists`); continue; }
    if (!c) { fails.push(`${label} ${id} ("${i0.title || i0.name || i0.text || i0.dest || ''}") was deleted but should exist`); continue; }
    const got = pick(c, fields);
    for (const f of fields) {
      if (!eq(got[f], want[f])) fails.push(`${label} ${id} ("${i0.title || i0.name || i0.text || i0.dest || ''}") field ${f}: expected ${JSON.stringify(want[f])}, got ${JSON.stringify(got[f])}` + (id in expect ? '' : ' (should be unchanged)'));
    }
  }
  return curList.filter((x) => !ini.has(x[key]));
}
function compareObj(fails, label, want, got) {
  for (const k of new Set([...Object.keys(want), ...Object.keys(got || {})])) {
    if (!eq(want[k], got ? got[k] : undefined)) fails.push(`${label}.${k}: expected ${JSON.stringify(want[k])}, got ${JSON.stringify(got ? got[k] : undefined)}`);
  }
}
const clone = (x) => JSON.parse(JSON.stringify(x));

// ---------- tasks ----------
const CARD = ['title', 'column', 'priority', 'assignee', 'due', 'description'];
const BOOK = ['origin', 'dest', 'depart', 'ret', 'adults', 'children', 'fare', 'hotel', 'status'];
const NODE = ['name', 'parent', 'type'];
const MSG = ['channel', 'author', 'text', 'edited', 'pinned', 'reactions'];
const normMsgs = (list) => list.map((m) => Object.assign({}, m, { reactions: (m.reactions || []).filter((r) => r.users.length).map((r) => ({ emoji: r.emoji, users: [...r.users].sort() })).sort((a, b) => (a.emoji < b.emoji ? -1 : 1)) }));

function noNew(fails, label, list) { for (const x of list) fails.push(`unexpected new ${label}: ${JSON.stringify(x)}`); }
function exactlyOneNew(fails, label, list, test, describe) {
  const ok = list.filter(test);
  if (ok.length !== 1) fails.push(`expected exactly one new ${label} ${describe}, found ${ok.length}`);
  for (const x of list) if (!ok.includes(x) || ok.indexOf(x) > 0) fails.push(`unexpected new ${label}: ${JSON.stringify(x)}`);
  return ok[0];
}

const TASKS = {
  kanban: {
    1: (s, i, f) => {
      const c6 = i.cards.find((c) => c.id === 'c6');
      noNew(f, 'card', compareList(f, 'card', i.cards, s.cards, 'id', CARD, { c6: Object.assign(pick(c6, CARD), { column: 'done', priority: true }) }));
    },
    2: (s, i, f) => {
      const c1 = i.cards.find((c) => c.id === 'c1');
      noNew(f, 'card', compareList(f, 'card', i.cards, s.cards, 'id', CARD, { c1: Object.assign(pick(c1, CARD), { assignee: 'u4', due: '2024-08-02' }) }));
    },
    3: (s, i, f) => {
      const fresh = compareList(f, 'card', i.cards, s.cards, 'id', CARD, { c10: null, c12: null });
      exactlyOneNew(f, 'card', fresh, (c) => same(c.title, 'Archive Q2 sprint board') && c.column === 'todo' && !c.priority, '"Archive Q2 sprint board" in To do (unflagged)');
    },
  },
  travel: {
    1: (s, i, f) => {
      const fresh = compareList(f, 'booking', i.bookings, s.bookings, 'ref', BOOK);
      exactlyOneNew(f, 'booking', fresh, (b) => eq(pick(b, BOOK), { origin: 'LIS', dest: 'ORY', depart: '2024-08-12', ret: '2024-08-19', adults: 2, children: 1, fare: 'standard', hotel: null, status: 'confirmed' }), 'LIS->ORY 2024-08-12..2024-08-19, 2 adults + 1 child, Standard, no hotel');
    },
    2: (s, i, f) => {
      const fresh = compareList(f, 'booking', i.bookings, s.bookings, 'ref', BOOK);
      exactlyOneNew(f, 'booking', fresh, (b) => eq(pick(b, BOOK), { origin: 'LIS', dest: 'BCN', depart: '2024-09-03', ret: '2024-09-06', adults: 1, children: 0, fare: 'light', hotel: 'h-bcn-miramar', status: 'confirmed' }), 'LIS->BCN 2024-09-03..2024-09-06, 1 adult, Light, Hotel Miramar Barcelona');
    },
    3: (s, i, f) => {
      const b1 = i.bookings.find((b) => b.ref === 'TRV-1001');
      const fresh = compareList(f, 'booking', i.bookings, s.bookings, 'ref', BOOK, { 'TRV-1001': Object.assign(pick(b1, BOOK), { status: 'cancelled' }) });
      exactlyOneNew(f, 'booking', fresh, (b) => eq(pick(b, BOOK), { origin: 'LIS', dest: 'BER', depart: '2024-08-29', ret: '2024-09-02', adults: 1, children: 0, fare: 'flex', hotel: 'h-ber-spree', status: 'confirmed' }), 'LIS->BER 2024-08-29..2024-09-02, 1 adult, Flex, Spree Hostel');
    },
  },
  files: {
    1: (s, i, f) => {
      noNew(f, 'item', compareList(f, 'item', i.nodes, s.nodes, 'id', NODE, { 'n-spec2': { name: 'apollo-spec-final.pdf', parent: 'f-specs', type: 'file' }, 'n-spec2dup': null }));
    },
    2: (s, i, f) => {
      noNew(f, 'item', compareList(f, 'item', i.nodes, s.nodes, 'id', NODE, {
        'n-inv41': { name: 'invoice-0041.pdf', parent: 'f-arch2023', type: 'file' },
        'n-inv43': { name: 'invoice-0043.pdf', parent: 'f-arch2023', type: 'file' },
      }));
    },
    3: (s, i, f) => {
      const newFolder = s.nodes.find((n) => !i.nodes.some((x) => x.id === n.id) && n.type === 'folder' && n.parent === 'f-hermes' && norm(n.name) === 'Q3 planning');
      const fresh = compareList(f, 'item', i.nodes, s.nodes, 'id', NODE, { 'n-roadmap': { name: 'roadmap.md', parent: newFolder ? newFolder.id : '(a new folder "Q3 planning" inside Hermes)', type: 'file' } });
      exactlyOneNew(f, 'item', fresh, (n) => n === newFolder, 'folder "Q3 planning" inside Projects/Hermes');
    },
  },
  chat: {
    1: (s, i, f) => {
      const im = normMsgs(i.messages), sm = normMsgs(s.messages);
      const r2 = im.find((m) => m.id === 'r2');
      const want = Object.assign(pick(r2, MSG), { pinned: true, reactions: normMsgs([{ reactions: r2.reactions.concat([{ emoji: '\ud83d\udc4d', users: [i.me] }]) }])[0].reactions });
      noNew(f, 'message', compareList(f, 'message', im, sm, 'id', MSG, { r2: want }));
    },
    2: (s, i, f) => {
      const im = normMsgs(i.messages), sm = normMsgs(s.messages);
      const p5 = im.find((m) => m.id === 'p5');
      const fresh = compareList(f, 'message', im, sm, 'id', MSG, { p5: Object.assign(pick(p5, MSG), { text: 'The release notes for v2.31 are in Confluence now.', edited: true }) });
      exactlyOneNew(f, 'message', fresh, (m) => m.channel === 'deploys' && m.author === i.me && norm(m.text) === 'Rollback plan is in the runbook.', 'from you in #deploys saying "Rollback plan is in the runbook."');
    },
    3: (s, i, f) => {
      const im = normMsgs(i.messages), sm = normMsgs(s.messages);
      const total = i.channels.reduce((a, c) => a + c.unread, 0);
      const fresh = compareList(f, 'message', im, sm, 'id', MSG, { x1: null, x3: null });
      exactlyOneNew(f, 'message', fresh, (m) => m.channel === 'general' && m.author === i.me && norm(m.text) === String(total), `from you in #general saying just "${total}"`);
    },
  },
  settings: {
    1: (s, i, f) => settingsCheck(s, i, f, (e) => Object.assign(e.notifications, { pushEnabled: true, pushMentionsOnly: true, emailDigest: false, quietStart: '21:30', quietEnd: '06:45' })),
    2: (s, i, f) => settingsCheck(s, i, f, (e) => { e.sound.notificationVolumeDb = -12; e.data.exportAt = '2024-10-15T18:30'; }),
    3: (s, i, f) => settingsCheck(s, i, f, (e) => { e.profile.displayName = 'Dana R.'; e.profile.backupEmail = 'dana.backup@example.org'; e.tokens.find((t) => t.id === 't2').revoked = true; }),
  },
};

function settingsCheck(s, i, f, mutate) {
  const e = clone(i);
  mutate(e);
  for (const sec of ['workspace', 'profile', 'notifications', 'sound', 'data', 'danger']) compareObj(f, sec, e[sec], s[sec]);
  noNew(f, 'token', compareList(f, 'token', i.tokens, s.tokens, 'id', ['name', 'revoked'], Object.fromEntries(e.tokens.map((t) => [t.id, pick(t, ['name', 'revoked'])]))));
}

// ---------- run ----------
let state;
try {
  const r = await fetch(base + '/__state');
  if (!r.ok) throw new Error('HTTP ' + r.status);
  state = await r.json();
} catch (err) {
  console.log(`FAIL ${app} #${nArg}: cannot read ${base}/__state (${err.message})`);
  process.exit(2);
}
const init = require(path.join(here, 'apps', app + '.js')).initialState();
const fails = [];
TASKS[app][nArg](state, init, fails);
if (fails.length) {
  console.log(`FAIL ${app} #${nArg}:`);
  for (const x of fails) console.log('  - ' + x);
  process.exit(1);
}
console.log(`PASS ${app} #${nArg}`);
process.exit(0);
