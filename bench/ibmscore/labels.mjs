// labels.mjs reads IBM Equal Access's rule unit tests (Apache-2.0; a
// checkout of github.com/IBMa/equal-access, not committed here) and writes,
// for each test page that states its expected results (`UnitTest = {…}`),
// the WCAG criteria it must fail and whether it should stay clean.
//
// A page fails criterion C when one of its expected results FAILs a rule
// whose WCAG 2.2 ruleset is a violation mapped to C (IBM's own mapping and
// level, read from src/v4/rules/*.ts; the tests' results are written at
// one level). A page is clean when every expected result passes: a
// potential or a recommendation's failure is neither. tested is the
// criteria of the rules the page tests: on a clean page, a finding under
// one of them is a false alarm (other findings may be true: the pages test
// one rule and many have no title or lang). Each page falls in one
// of two halves by a hash of its path: "tune" (fair to read and tune on)
// and "held" (scored only, never read).
//
//	node bench/ibmscore/labels.mjs ~/equal-access > /tmp/ibm-labels.json
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import crypto from 'node:crypto';

const root = process.argv[2];
if (!root) {
  console.error('usage: node labels.mjs EQUAL_ACCESS_CHECKOUT');
  process.exit(2);
}
const engine = path.join(root, 'accessibility-checker-engine');

// balanced returns the bracketed literal that starts at text[i].
function balanced(text, i) {
  const open = text[i], close = open === '[' ? ']' : '}';
  let depth = 0, quote = '';
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (quote) {
      if (c === '\\') j++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return text.slice(i, j + 1);
  }
  return '';
}

const criteria = {}, tests = {};
const rulesDir = path.join(engine, 'src/v4/rules');
for (const f of fs.readdirSync(rulesDir).filter((f) => f.endsWith('.ts'))) {
  const src = fs.readFileSync(path.join(rulesDir, f), 'utf8');
  const id = /\bid:\s*"([^"]+)"/.exec(src)?.[1];
  const at = src.search(/rulesets\s*:\s*\[/);
  if (!id || at < 0) continue;
  const lit = balanced(src, src.indexOf('[', at));
  let sets;
  try {
    sets = vm.runInNewContext('(' + lit + ')', {
      eRulePolicy: { VIOLATION: 'VIOLATION', RECOMMENDATION: 'RECOMMENDATION', INFORMATION: 'INFORMATION' },
      eToolkitLevel: { LEVEL_ONE: 1, LEVEL_TWO: 2, LEVEL_THREE: 3, LEVEL_FOUR: 4 },
    });
  } catch {
    continue;
  }
  const wcag = sets.find((s) => [].concat(s.id).includes('WCAG_2_2'));
  if (!wcag) continue;
  tests[id] = [].concat(wcag.num);
  if (wcag.level === 'VIOLATION') criteria[id] = [].concat(wcag.num);
}

const testsDir = path.join(engine, 'test/v2/checker/accessibility/rules');
const out = {};
for (const dir of fs.readdirSync(testsDir).sort()) {
  const full = path.join(testsDir, dir);
  if (!fs.statSync(full).isDirectory()) continue;
  for (const f of fs.readdirSync(full).sort()) {
    if (!/\.html?$/.test(f)) continue;
    const html = fs.readFileSync(path.join(full, f), 'utf8');
    const at = html.search(/UnitTest\s*=\s*\{/);
    if (at < 0) continue;
    let test;
    try {
      test = vm.runInNewContext('(' + balanced(html, html.indexOf('{', at)) + ')');
    } catch {
      continue;
    }
    const fails = new Set();
    let anyFail = false;
    for (const r of test.results ?? []) {
      const outcome = (r.value ?? [])[1];
      if (outcome === 'PASS') continue;
      anyFail = true;
      if (outcome === 'FAIL') for (const c of criteria[r.ruleId] ?? []) fails.add(c);
    }
    const rel = dir + '/' + f;
    const h = crypto.createHash('sha256').update(rel).digest()[0];
    const tested = [...new Set((test.ruleIds ?? []).flatMap((r) => tests[r] ?? []))].sort();
    out[rel] = { rules: test.ruleIds ?? [], tested, fails: [...fails].sort(), clean: !anyFail, half: h % 2 ? 'held' : 'tune' };
  }
}
process.stdout.write(JSON.stringify(out, null, 1) + '\n');
