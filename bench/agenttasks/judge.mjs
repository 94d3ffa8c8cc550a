#!/usr/bin/env node
// Usage: node judge.mjs <app> <taskno> <baseURL>
// Fetches <baseURL>/__state and prints "PASS: reason" or "FAIL: reason" (exit code 0 / 1).
const [app, taskno, baseURL] = process.argv.slice(2);
if (!app || !taskno || !baseURL) {
  console.error('usage: node judge.mjs <mail|shop|calendar|admin|editor> <1-3> <baseURL>');
  process.exit(2);
}

// ---- helpers ---------------------------------------------------------------
const norm = (s) => String(s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
const decode = (s) => s.replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
  .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(+n)).replace(/&amp;/g, '&');
const text = (html) => decode(String(html).replace(/<[^>]*>/g, ''));
const squash = (s) => text(s).replace(/\s+/g, '');
const addr = (list) => (list || []).map((a) => norm(a).replace(/^.*<(.+)>$/, '$1'));
// run checks in order: each is [condition, failure message]; first failing one wins
function verdict(checks, okMsg) {
  for (const [cond, msg] of checks) if (!cond) return [false, msg];
  return [true, okMsg];
}
const byId = (arr, id) => arr.find((x) => x.id === id);

// initial snapshots used for "nothing else changed" checks
const MAIL_FOLDERS = { 1: 'inbox', 2: 'inbox', 3: 'inbox', 4: 'inbox', 5: 'inbox', 6: 'inbox', 7: 'inbox', 8: 'inbox', 9: 'inbox', 10: 'inbox', 11: 'inbox', 12: 'inbox', 13: 'sent', 14: 'archive' };
const MAIL_STARRED = [10];
const CAL_EVENTS = {
  1: ['2027-03-12', '14:00'], 2: ['2027-03-08', '07:00'], 3: ['2027-03-10', '07:00'], 4: ['2027-03-15', '07:00'], 5: ['2027-03-15', '10:00'],
  6: ['2027-03-21', '18:00'], 7: ['2027-03-09', '11:30'], 8: ['2027-03-24', '09:00'], 9: ['2027-03-18', '17:00'], 10: ['2027-04-06', '19:30'],
  11: ['2027-03-26', '19:00'], 12: ['2027-03-03', '08:30'], 13: ['2027-03-26', '14:00'], 14: ['2027-02-24', '16:00'],
};
const ADMIN_USERS = {
  1: 'Admin', 2: 'Editor', 3: 'Viewer', 4: 'Billing', 5: 'Billing', 6: 'Editor', 7: 'Viewer', 8: 'Editor', 9: 'Admin', 10: 'Viewer',
  11: 'Editor', 12: 'Viewer', 13: 'Viewer', 14: 'Viewer', 15: 'Editor',
};
const ADMIN_INACTIVE = [13];
const EDITOR_TEXT = {
  1: 'The public launch is scheduled for 14 April. Marketing needs final copy by Friday, and the hard deadline for the press kit is the 9th.During launch week we will post updates on the status page and in the #launch channel.Finalise pricing tiersRecord the demo videoBrief the support team',
  2: 'Things that went well this quarter:Shipped the new onboarding flowCut support response time in halfThings to improve: planning, estimates, and documentation.',
};

function mailOthers(s, folders, starred) {
  for (const m of s.messages.filter((x) => x.id < 100)) {
    if (m.folder !== folders[m.id]) return `message #${m.id} ("${m.subject}") is in ${m.folder}, expected ${folders[m.id]}`;
    if (m.starred !== starred.includes(m.id)) return `message #${m.id} ("${m.subject}") star is ${m.starred}, expected ${!m.starred}`;
  }
  return null;
}
function cartIs(s, want) {
  const got = Object.fromEntries(s.cart.items.map((i) => [i.productId, i.qty]));
  const keys = new Set([...Object.keys(got), ...Object.keys(want)]);
  for (const k of keys) if ((got[k] || 0) !== (want[k] || 0)) return `cart has ${got[k] || 0} of product #${k}, expected ${want[k] || 0}`;
  return null;
}
function calOthers(s, skip) {
  for (const [id, [date, start]] of Object.entries(CAL_EVENTS)) {
    if (skip.includes(+id)) continue;
    const e = byId(s.events, +id);
    if (!e) return `event #${id} was deleted but should still exist`;
    if (e.date !== date || e.start !== start) return `event #${id} ("${e.title}") changed to ${e.date} ${e.start}`;
  }
  return null;
}
function adminOthers(s, roles, inactive) {
  for (const u of s.users) {
    if (u.role !== roles[u.id]) return `${u.name} has role ${u.role}, expected ${roles[u.id]}`;
    const want = inactive.includes(u.id) ? 'deactivated' : 'active';
    if (u.status !== want) return `${u.name} is ${u.status}, expected ${want}`;
  }
  return null;
}
function tagTexts(html, re) {
  const out = [];
  for (const m of String(html).matchAll(re)) out.push(m);
  return out;
}

// ---- tasks -------------------------------------------------------------------
const TASKS = {
  mail: {
    1: (s) => {
      const priya = byId(s.messages, 1), tom = byId(s.messages, 2);
      const folders = { ...MAIL_FOLDERS, 1: 'archive' };
      return verdict([
        [priya.folder === 'archive', `Priya's Q3 budget message is in ${priya.folder}, not archive`],
        [tom.starred, "Tom's offsite agenda message is not starred"],
        [!mailOthers(s, folders, [...MAIL_STARRED, 2]), mailOthers(s, folders, [...MAIL_STARRED, 2])],
      ], 'Q3 budget message archived and offsite agenda starred; nothing else changed');
    },
    2: (s) => {
      const replies = s.messages.filter((m) => m.id >= 100 && m.inReplyTo === 3);
      const r = replies[replies.length - 1];
      return verdict([
        [replies.length > 0, 'no reply to Dana Whitfield\'s contract renewal email was sent'],
        [replies.length === 1, `expected one reply, found ${replies.length}`],
        [addr(r?.to).includes('dana@whitfield-legal.example'), `reply is addressed to ${r?.to}, not dana@whitfield-legal.example`],
        [addr(r?.cc).includes('legal@northwind.example'), `reply cc is [${r?.cc}], missing legal@northwind.example`],
        [norm(r?.body).includes('confirmed, i will sign on friday'), 'reply body does not contain "Confirmed, I will sign on Friday."'],
        [!mailOthers(s, MAIL_FOLDERS, MAIL_STARRED), mailOthers(s, MAIL_FOLDERS, MAIL_STARRED)],
      ], 'reply to Dana sent with the right text and cc');
    },
    3: (s) => {
      const fw = s.messages.filter((m) => m.id >= 100 && m.forwardOf === 4);
      const f = fw[fw.length - 1];
      const folders = { ...MAIL_FOLDERS, 4: 'trash' };
      return verdict([
        [fw.length > 0, 'the Acme February invoice (INV-2291) was not forwarded'],
        [addr(f?.to).includes('accounts@northwind.example'), `forward went to ${f?.to}, not accounts@northwind.example`],
        [norm(f?.body).includes('please pay by month end'), 'forward does not include the note "Please pay by month end"'],
        [byId(s.messages, 4).folder === 'trash', `original invoice email is in ${byId(s.messages, 4).folder}, not trash`],
        [!mailOthers(s, folders, MAIL_STARRED), mailOthers(s, folders, MAIL_STARRED)],
      ], 'invoice forwarded to accounts with note and original deleted');
    },
  },
  shop: {
    1: (s) => verdict([
      [s.orders.length === 0, 'an order was placed, but the task only asked to add to cart'],
      [!cartIs(s, { 1: 2, 2: 1, 3: 1, 4: 2 }), cartIs(s, { 1: 2, 2: 1, 3: 1, 4: 2 })],
    ], 'cart holds 2 kettles and 1 apron plus the original items'),
    2: (s) => {
      const o = s.orders[0];
      const items = o ? Object.fromEntries(o.items.map((i) => [i.productId, i.qty])) : {};
      return verdict([
        [s.orders.length === 1, `expected exactly one order, found ${s.orders.length}`],
        [!items[3], 'the order still contains the Bamboo Cutting Board'],
        [items[4] === 2 && Object.keys(items).length === 1, `order items are ${JSON.stringify(o?.items.map((i) => i.name + ' x' + i.qty))}, expected only the 2 Stoneware Mug Sets`],
        [o?.coupon === 'SPRING10', `order coupon is ${o?.coupon}, expected SPRING10`],
        [o?.deliveryDate === '2027-03-17', `delivery date is ${o?.deliveryDate}, expected 2027-03-17`],
      ], 'order placed without the cutting board, with SPRING10 and delivery on 2027-03-17');
    },
    3: (s) => verdict([
      [s.orders.length === 0, 'an order was placed, but the task said not to check out'],
      [s.cartView.count === 10, `header cart count would be ${s.cartView.count}, expected 10`],
      [!cartIs(s, { 3: 1, 4: 2, 5: 7 }), cartIs(s, { 3: 1, 4: 2, 5: 7 })],
    ], 'cart count is 10 with 7 beeswax candles added'),
  },
  calendar: {
    1: (s) => {
      const added = s.events.filter((e) => e.id >= 100);
      const e = added.find((x) => norm(x.title) === 'dentist appointment');
      return verdict([
        [e, `no new event titled "Dentist appointment" (new events: ${JSON.stringify(added.map((x) => x.title))})`],
        [added.length === 1, `expected exactly one new event, found ${added.length}`],
        [e?.date === '2027-03-17', `event date is ${e?.date}, expected 2027-03-17`],
        [e?.start === '15:30', `event starts at ${e?.start}, expected 15:30`],
        [e?.end === '16:15', `event ends at ${e?.end}, expected 16:15`],
        [e?.calendarId === 'personal', `event is in calendar ${e?.calendarId}, expected personal`],
        [!calOthers(s, []), calOthers(s, [])],
      ], 'Dentist appointment created on 2027-03-17 15:30–16:15 in Personal');
    },
    2: (s) => {
      const e = byId(s.events, 1);
      return verdict([
        [e, 'the 12 March Team retro was deleted'],
        [e?.date === '2027-03-19', `Team retro (12 March) is now on ${e?.date}, expected 2027-03-19`],
        [e?.start === '14:00' && e?.end === '15:00', `Team retro time changed to ${e?.start}–${e?.end}`],
        [s.events.length === 14, `expected 14 events, found ${s.events.length}`],
        [!calOthers(s, [1]), calOthers(s, [1])],
      ], 'Team retro moved from 12 to 19 March at the same time');
    },
    3: (s) => verdict([
      [!byId(s.events, 3), 'the 10 March gym session still exists'],
      [!byId(s.events, 10), 'the April Book club event still exists'],
      [s.events.length === 12, `expected 12 events, found ${s.events.length}`],
      [!calOthers(s, [3, 10]), calOthers(s, [3, 10])],
    ], '10 March gym session and Book club deleted; other events intact'),
  },
  admin: {
    1: (s) => verdict([
      [byId(s.users, 14).role === 'Editor', `Olivia Chen's role is ${byId(s.users, 14).role}, expected Editor`],
      [!adminOthers(s, { ...ADMIN_USERS, 14: 'Editor' }, ADMIN_INACTIVE), adminOthers(s, { ...ADMIN_USERS, 14: 'Editor' }, ADMIN_INACTIVE)],
    ], "Olivia Chen is now an Editor; nothing else changed"),
    2: (s) => verdict([
      [byId(s.users, 6).status === 'deactivated', 'Farid Haddad (oldest login among active users, 30 Jul 2026) is still active'],
      [!adminOthers(s, ADMIN_USERS, [...ADMIN_INACTIVE, 6]), adminOthers(s, ADMIN_USERS, [...ADMIN_INACTIVE, 6])],
    ], 'Farid Haddad deactivated; nothing else changed'),
    3: (s) => verdict([
      [byId(s.users, 4).status === 'deactivated', 'Daniel Osei (Payments) is still active'],
      [byId(s.users, 10).status === 'deactivated', 'Jonas Weber (Payments) is still active'],
      [!adminOthers(s, ADMIN_USERS, [...ADMIN_INACTIVE, 4, 10]), adminOthers(s, ADMIN_USERS, [...ADMIN_INACTIVE, 4, 10])],
    ], 'both Payments users deactivated; nothing else changed'),
  },
  editor: {
    1: (s) => {
      const d = byId(s.docs, 1);
      const bold = [
        ...tagTexts(d.html, /<(b|strong)\b[^>]*>([\s\S]*?)<\/\1>/gi).map((m) => m[2]),
        ...tagTexts(d.html, /<span\b[^>]*font-weight:\s*(?:bold|[6-9]00)[^>]*>([\s\S]*?)<\/span>/gi).map((m) => m[1]),
      ].map((h) => norm(text(h))).filter(Boolean);
      const links = tagTexts(d.html, /<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi).map((m) => ({ href: decode(m[1]).replace(/\/+$/, ''), text: norm(text(m[2])) }));
      return verdict([
        [bold.some((b) => b.replace(/[^a-z]/g, '') === 'deadline'), `"deadline" is not bold in the saved document (bold runs: ${JSON.stringify(bold)})`],
        [bold.every((b) => b.replace(/[^a-z]/g, '') === 'deadline'), `other text is bold too: ${JSON.stringify(bold)}`],
        [links.length === 1, `expected one link in the saved document, found ${links.length}`],
        [links[0]?.text === 'status page', `link text is "${links[0]?.text}", expected "status page"`],
        [/^https?:\/\/status\.example\.com$/i.test(links[0]?.href || ''), `link points to ${links[0]?.href}, expected https://status.example.com`],
        [squash(d.html) === EDITOR_TEXT[1].replace(/\s+/g, ''), 'the text of "Launch plan" was changed'],
      ], '"deadline" bold and "status page" linked in saved Launch plan');
    },
    2: (s) => {
      const d = byId(s.docs, 2);
      return verdict([
        [d.title.trim() === 'Q2 Retrospective', `document #2 is titled "${d.title}", expected "Q2 Retrospective"`],
        [d.fontSize === 20, `saved text size is ${d.fontSize}px, expected 20px`],
        [squash(d.html) === EDITOR_TEXT[2].replace(/\s+/g, ''), 'the document text was changed'],
        [s.docs.filter((x) => x.title.trim() === 'Q2 Retrospective').length === 1, 'more than one document is titled "Q2 Retrospective"'],
      ], 'Untitled draft renamed to Q2 Retrospective and saved at 20px');
    },
    3: (s) => {
      const title = (id) => byId(s.docs, id).title;
      return verdict([
        [s.order[0] === 4, `first document is "${title(s.order[0])}", expected "Meeting notes"`],
        [s.order[s.order.length - 1] === 1, `last document is "${title(s.order[s.order.length - 1])}", expected "Launch plan"`],
        [s.order.length === 5, 'document list does not contain all 5 documents'],
      ], 'Meeting notes is first and Launch plan is last');
    },
  },
};

const check = TASKS[app]?.[taskno];
if (!check) {
  console.error(`unknown task ${app} ${taskno}`);
  process.exit(2);
}
try {
  const res = await fetch(baseURL.replace(/\/+$/, '') + '/__state');
  if (!res.ok) throw new Error(`GET /__state returned ${res.status}`);
  const [ok, reason] = check(await res.json());
  console.log(`${ok ? 'PASS' : 'FAIL'}: ${reason}`);
  process.exit(ok ? 0 : 1);
} catch (e) {
  console.log(`FAIL: could not judge (${e.message})`);
  process.exit(1);
}
