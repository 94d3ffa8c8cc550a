// Reads JSX/TSX files with @babel/parser from the app's node_modules and
// prints, per file, its DOM elements (lower-case JSX tags): tag, offsets,
// line and column of the start tag, where a new attribute goes, its
// attributes, the expression that is its only child, and its parent DOM
// element. Input on stdin: {"root", "files"}.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const input = JSON.parse(readFileSync(0, 'utf8'));
const require = createRequire(join(input.root, 'package.json'));
let parser;
try {
  parser = require('@babel/parser');
} catch (e) {
  console.log(JSON.stringify({ error: 'no JSX parser under ' + input.root + ': @babel/parser comes with @vitejs/plugin-react up to version 5; with a later one, add it (npm install --save-dev @babel/parser)' }));
  process.exit(0);
}

const out = {};
for (const file of input.files) {
  const src = readFileSync(file, 'utf8');
  let ast;
  try {
    ast = parser.parse(src, { sourceType: 'module', plugins: file.endsWith('.tsx') || file.endsWith('.ts') ? ['jsx', 'typescript'] : ['jsx'], errorRecovery: true });
  } catch (e) { out[file] = { error: String(e && e.message || e) }; continue; }
  if (ast.errors && ast.errors.length) { out[file] = { error: String(ast.errors[0].message || ast.errors[0]) }; continue; }
  const els = [];
  const walk = (node, parent) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { for (const n of node) walk(n, parent); return; }
    if (node.type === 'JSXElement' && node.openingElement.name.type === 'JSXIdentifier' && /^[a-z]/.test(node.openingElement.name.name)) {
      const open = node.openingElement;
      const attrs = open.attributes.map((a) => ({
        type: a.type === 'JSXAttribute' ? 'Attribute' : 'Spread',
        name: a.type === 'JSXAttribute' ? (a.name.type === 'JSXNamespacedName' ? a.name.namespace.name + ':' + a.name.name.name : a.name.name) : '',
        start: a.start, end: a.end,
        literal: a.type === 'JSXAttribute' && (!a.value || a.value.type === 'StringLiteral'),
        value: a.type === 'JSXAttribute' && a.value && a.value.type === 'StringLiteral' ? a.value.value : '',
      }));
      const real = node.children.filter((k) => !(k.type === 'JSXText' && !k.value.trim()));
      const expr = real.length === 1 && real[0].type === 'JSXExpressionContainer' && real[0].expression.type !== 'JSXEmptyExpression' ? src.slice(real[0].start, real[0].end) : '';
      const me = els.length;
      els.push({ tag: open.name.name, start: node.start, line: open.loc.start.line, column: open.loc.start.column,
        insert_at: attrs.length ? attrs[attrs.length - 1].end : open.name.end, attrs, expr, parent });
      for (const a of open.attributes) walk(a, parent); // JSX inside an attribute's expression
      walk(node.children, me);
      return;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'comments' || k === 'leadingComments' || k === 'trailingComments' || k === 'extra') continue;
      if (v && typeof v === 'object') walk(v, parent);
    }
  };
  walk(ast.program, -1);
  out[file] = { elements: els };
}
console.log(JSON.stringify(out));
