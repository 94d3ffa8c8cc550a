// Reads Svelte components with the app's own compiler (svelte/compiler's
// parse, modern AST) and prints, per file, its elements: tag, offsets,
// where a new attribute goes, its attributes, the expression that is its
// only child, the static text right before it, and its parent element.
// Input on stdin: {"root", "files"}.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const input = JSON.parse(readFileSync(0, 'utf8'));
const require = createRequire(join(input.root, 'package.json'));
let parse;
try {
  const mod = await import(pathToFileURL(require.resolve('svelte/compiler')).href);
  parse = mod.parse || (mod.default && mod.default.parse);
} catch (e) {
  console.log(JSON.stringify({ error: 'svelte/compiler is not installed under ' + input.root + ' (run npm install there)' }));
  process.exit(0);
}

const out = {};
for (const file of input.files) {
  const src = readFileSync(file, 'utf8');
  let ast;
  try { ast = parse(src, { modern: true }); } catch (e) { out[file] = { error: String(e && e.message || e) }; continue; }
  const els = [];
  const isText = (v) => Array.isArray(v) && v.every((t) => t.type === 'Text');
  const attrsOf = (node) => (node.attributes || []).map((a) => ({
    type: a.type, name: a.name || '', start: a.start, end: a.end,
    literal: a.type === 'Attribute' && (a.value === true || isText(a.value)),
    value: a.type === 'Attribute' && isText(a.value) ? a.value.map((v) => v.data).join('') : '',
    // style:color="#999": the literal's span, where a contrast fix changes it.
    props: a.type !== 'StyleDirective' ? []
      : isText(a.value) && a.value.length === 1 && !(a.modifiers || []).length
        ? [{ name: a.name, start: a.value[0].start, end: a.value[0].end, value: a.value[0].data }]
        : [{ name: a.name, start: -1, end: -1, value: '' }], // style:color={x}: set by an expression, not edited
  }));
  // Line and column as Svelte's dev build counts them (UTF-16 units).
  const lineCol = (off) => {
    const before = src.slice(0, off);
    return { line: before.split('\n').length, column: off - (before.lastIndexOf('\n') + 1) };
  };
  let loop = 0; // inside an {#each} block
  const walk = (node, parent, prev) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach((n, i) => walk(n, parent, node[i - 1])); return; }
    if (node.type === 'EachBlock') {
      loop++;
      walk(node.body, parent);
      loop--;
      walk(node.fallback, parent);
      return;
    }
    if (node.type === 'RegularElement' || node.type === 'Component') {
      const attrs = attrsOf(node);
      const last = attrs.length ? attrs[attrs.length - 1].end : node.start + 1 + node.name.length;
      const { line, column } = lineCol(node.start);
      if (node.type === 'Component') {
        // A component used here (<IconLink href="/cart" />): where a prop
        // it passes through to its element ({...rest}) is written for
        // this use. Its children are the DOM parent's.
        const real = ((node.fragment && node.fragment.nodes) || []).filter((k) => !(k.type === 'Text' && !k.data.trim()));
        const expr = real.length === 1 && real[0].type === 'ExpressionTag' ? src.slice(real[0].start, real[0].end) : ''; // <Link>{b.title}</Link>
        els.push({ tag: node.name, component: true, start: node.start, end: node.end, line, column, insert_at: last, attrs, expr, parent, loop: loop > 0 });
        walk(node.fragment, parent);
        return;
      }
      const kids = (node.fragment && node.fragment.nodes) || [];
      const real = kids.filter((k) => !(k.type === 'Text' && !k.data.trim()));
      const expr = real.length === 1 && real[0].type === 'ExpressionTag' ? src.slice(real[0].start, real[0].end) : '';
      // Its own static text, spaces collapsed: what finds an element no dev
      // build marked.
      const own = kids.filter((k) => k.type === 'Text').map((k) => k.data).join(' ').replace(/\s+/g, ' ').trim();
      const me = els.length;
      // Static text right before it (Email <input>): where a <label> can go.
      const text = prev && prev.type === 'Text' && prev.data.trim() ? [prev.start, prev.end] : null;
      els.push({ tag: node.name, start: node.start, end: node.end, line, column, insert_at: last, attrs, expr, text: own, before: text, parent, loop: loop > 0 });
      walk(node.fragment, me);
      return;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'instance' || k === 'module' || k === 'css' || k === 'options' || k === 'metadata') continue;
      if (v && typeof v === 'object') walk(v, parent);
    }
  };
  walk(ast.fragment, -1);
  out[file] = { elements: els };
}
console.log(JSON.stringify(out));
