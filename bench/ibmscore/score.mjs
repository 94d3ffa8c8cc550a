// score.mjs audits one half of IBM Equal Access's rule unit tests (labels
// from labels.mjs) with the real binary and counts, per page:
//   - recall: the page-criterion pairs the labels fail that a violation
//     names (all findings, and axe-core's rules alone as a baseline);
//   - false alarms: clean pages (every expected result passes) on which a
//     violation names a criterion the page's rules test, and which rules
//     raised them.
// The pages reference images the repository does not hold (as in IBM's own
// harness), so a broken image is part of every such page. --out keeps the
// reports; --from scores kept reports again without auditing.
//
//	node bench/ibmscore/score.mjs LABELS.json CHECKOUT tune|held cheap|all [BIN] [--list] [--port N] [--out DIR | --from DIR]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const flag = (name) => { const i = args.indexOf(name); if (i < 0) return ''; const v = args[i + 1]; args.splice(i, 2); return v; };
const list = args.includes('--list');
if (list) args.splice(args.indexOf('--list'), 1);
const keep = flag('--out'), from = flag('--from'), port = Number(flag('--port') || 5497);
const [labelsFile, root, half, checks, bin = 'bin/accessagents'] = args;
if (!labelsFile || !root || !['tune', 'held'].includes(half) || !['cheap', 'all'].includes(checks)) {
  console.error('usage: node score.mjs LABELS.json CHECKOUT tune|held cheap|all [BIN] [--list] [--port N] [--out DIR | --from DIR]');
  process.exit(2);
}
if (list && half === 'held') {
  console.error('score: --list names pages; the held-out half is scored in totals only');
  process.exit(2);
}
const labels = JSON.parse(fs.readFileSync(labelsFile, 'utf8'));
const base = `http://127.0.0.1:${port}/`;
const pages = Object.keys(labels).filter((p) => labels[p].half === half && (labels[p].clean || labels[p].fails.length));
const out = from || keep || path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ibmscore-')), 'out');
if (!from) {
  const dir = path.join(root, 'accessibility-checker-engine/test/v2/checker/accessibility/rules');
  const server = http.createServer((req, res) => {
    const p = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!p.startsWith(dir + path.sep) || !fs.existsSync(p) || !fs.statSync(p).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = /\.html?$/.test(p) ? 'text/html' : /\.css$/.test(p) ? 'text/css' : /\.js$/.test(p) ? 'text/javascript' : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(p));
  });
  // A known port (--port, default 5497), so reports from one run can be
  // scored again (--from) with the same addresses.
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  fs.mkdirSync(out, { recursive: true });
  const urls = path.join(out, '..', path.basename(out) + '-urls.txt');
  fs.writeFileSync(urls, pages.map((p) => base + p).join('\n') + '\n');
  // The audit runs as a child while this process serves the pages.
  const code = await new Promise((ok) => {
    const c = spawn(bin, ['audit', '--urls', urls, '--out', out, '--checks', checks, '--format', 'json', '--concurrency', '2'], { stdio: ['ignore', 'ignore', 'inherit'] });
    c.on('exit', ok);
    c.on('error', (err) => { console.error('score:', err.message); ok(2); });
  });
  server.close();
  if (code === 2 || !fs.existsSync(path.join(out, 'pages'))) {
    console.error('score: the audit failed');
    process.exit(1);
  }
}
const got = {};
for (const f of fs.readdirSync(path.join(out, 'pages'))) {
  const r = JSON.parse(fs.readFileSync(path.join(out, 'pages', f), 'utf8'));
  got[r.url.slice(base.length)] = r;
}
const crit = (v) => new Set([v.wcag, ...(v.criteria ?? [])].filter(Boolean));
let pairs = 0, found = 0, foundAxe = 0, clean = 0, alarms = 0, alarmsAxe = 0, unscanned = 0;
const alarmRules = {}, missed = {};
// per criterion: failing pairs, found, found by axe's rules; clean pages that test it, alarms.
const per = {};
const at = (c) => (per[c] ??= { failed: 0, found: 0, axe: 0, clean: 0, alarms: 0 });
for (const p of pages) {
  const r = got[p];
  if (!r || r.status !== 'scanned') {
    unscanned++;
    if (list) console.log('not scanned', p, r?.status ?? 'missing');
    continue;
  }
  const vs = r.violations ?? [];
  const all = new Set(vs.flatMap((v) => [...crit(v)]));
  const axe = new Set(vs.filter((v) => !v.rule_id.startsWith('aa-')).flatMap((v) => [...crit(v)]));
  for (const c of labels[p].fails) {
    pairs++;
    at(c).failed++;
    if (all.has(c)) { found++; at(c).found++; }
    else (missed[c] ??= []).push(p);
    if (axe.has(c)) { foundAxe++; at(c).axe++; }
  }
  if (labels[p].clean && labels[p].tested.length) {
    clean++;
    const wrong = vs.filter((v) => [...crit(v)].some((c) => labels[p].tested.includes(c)));
    for (const c of labels[p].tested) {
      at(c).clean++;
      if (vs.some((v) => crit(v).has(c))) at(c).alarms++;
    }
    if (wrong.length) {
      alarms++;
      const rules = [...new Set(wrong.map((v) => v.rule_id))];
      for (const id of rules) alarmRules[id] = (alarmRules[id] ?? 0) + 1;
      if (list) console.log('alarm', p, labels[p].tested.join(','), rules.join(' '));
    }
    if (wrong.some((v) => !v.rule_id.startsWith('aa-'))) alarmsAxe++;
  }
}
const pct = (a, b) => `${a} of ${b} (${((100 * a) / Math.max(b, 1)).toFixed(0)}%)`;
console.log(`half ${half}, checks ${checks}: ${pages.length} pages, ${unscanned} not scanned`);
console.log(`failing pairs found as violations: ${pct(found, pairs)}; by axe's rules alone: ${pct(foundAxe, pairs)}`);
console.log(`clean pages with a violation under a criterion they test: ${pct(alarms, clean)}; by axe's rules alone: ${pct(alarmsAxe, clean)}`);
console.log('per criterion:', JSON.stringify(Object.fromEntries(Object.entries(per).sort())));
console.log('rules raising alarms on clean pages:', JSON.stringify(Object.entries(alarmRules).sort((a, b) => b[1] - a[1])));
if (list) for (const [c, ps] of Object.entries(missed)) console.log('missed', c, ps.join(' '));
