// Reads JSX/TSX files with the app's own parser and prints, per file, its
// DOM elements (lower-case JSX tags): tag, offsets, line and column of the
// start tag, where a new attribute goes, its attributes, the expression
// that is its only child, the static text right before it, and its
// parent DOM element. The parser is
// @babel/parser where the app has it (it comes with @vitejs/plugin-react
// up to version 5, and Next.js compiles a copy in), else Rolldown's
// (oxc), which comes with Vite 8. Both
// give ESTree-like nodes with UTF-16 offsets. Input on stdin:
// {"root", "files"}.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const input = JSON.parse(readFileSync(0, 'utf8'));
const require = createRequire(join(input.root, 'package.json'));
let parse;
// @babel/parser as the app has it, or the copy Next.js compiles in.
for (const name of ['@babel/parser', 'next/dist/compiled/babel/parser']) {
  try {
    const babel = require(name);
    parse = (src, ts) => babel.parse(src, { sourceType: 'module', plugins: ts ? ['jsx', 'typescript'] : ['jsx'], errorRecovery: true });
    break;
  } catch (e) {}
}
if (!parse) {
  let where = '';
  try { where = require.resolve('rolldown/parseAst'); } catch (e2) {
    try { where = createRequire(require.resolve('vite/package.json')).resolve('rolldown/parseAst'); } catch (e3) {}
  }
  if (where) {
    const { parseAst } = await import(pathToFileURL(where).href);
    parse = (src, ts) => parseAst(src, { lang: ts ? 'tsx' : 'jsx' });
  }
}
if (!parse) {
  console.log(JSON.stringify({ error: 'no JSX parser under ' + input.root + ': neither @babel/parser (with @vitejs/plugin-react up to version 5) nor rolldown (with Vite 8) is installed; add one (npm install --save-dev @babel/parser)' }));
  process.exit(0);
}
const isString = (v) => v && (v.type === 'StringLiteral' || v.type === 'Literal' && typeof v.value === 'string');

// styleProps are the properties of a style={{ … }} object written as
// string literals (color: '#999'), or as a string constant the file
// declares once (color: muted, const muted = '#999'), with the span of
// the literal's text inside its quotes: where a contrast fix changes the
// value.
let consts = {};
const constsOf = (ast) => {
  const found = {};
  const seen = {};
  const visit = (n, kind) => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) { n.forEach((m) => visit(m, kind)); return; }
    if (n.type === 'VariableDeclaration') { n.declarations.forEach((d) => visit(d, n.kind)); return; }
    if (n.params || n.type === 'CatchClause') {
      // A parameter of the same name shadows a constant: counted as a
      // declaration, so the name is not resolved.
      const names = (p) => { if (!p || typeof p !== 'object') return;
        if (p.type === 'Identifier') { seen[p.name] = (seen[p.name] || 0) + 1; return; }
        if (p.type === 'ObjectPattern') p.properties.forEach((q) => names(q.value || q.argument));
        else if (p.type === 'ArrayPattern') p.elements.forEach(names);
        else if (p.type === 'AssignmentPattern') names(p.left);
        else if (p.type === 'RestElement') names(p.argument); };
      (n.params || [n.param]).forEach(names);
    }
    if (n.type === 'VariableDeclarator' && n.id && n.id.type === 'Identifier') {
      seen[n.id.name] = (seen[n.id.name] || 0) + 1;
      if (kind === 'const' && isString(n.init)) found[n.id.name] = { start: n.init.start + 1, end: n.init.end - 1, value: n.init.value };
      // A style object kept in a constant (const legalStyle = { color:
      // '#999' }, typed or "as const"): its properties are the element's.
      let init = n.init;
      while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression' || init.type === 'TSTypeAssertion')) init = init.expression;
      if (kind === 'const' && init && init.type === 'ObjectExpression') found[n.id.name] = { object: init };
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'extra' || k === 'comments' || k === 'leadingComments' || k === 'trailingComments') continue;
      if (v && typeof v === 'object') visit(v, kind);
    }
  };
  visit(ast, '');
  for (const name of Object.keys(found)) if (seen[name] !== 1) delete found[name];
  return found;
};
const styleProps = (a) => {
  if (a.type !== 'JSXAttribute' || a.name.type !== 'JSXIdentifier' || a.name.name !== 'style') return [];
  let obj = a.value && a.value.type === 'JSXExpressionContainer' ? a.value.expression : null;
  let named = '';
  if (obj && obj.type === 'Identifier' && consts[obj.name] && consts[obj.name].object) {
    named = obj.name;
    obj = consts[obj.name].object;
  }
  if (!obj || obj.type !== 'ObjectExpression') return [];
  const props = [];
  for (const p of obj.properties) {
    if ((p.type !== 'ObjectProperty' && p.type !== 'Property') || p.computed) continue;
    const key = p.key.type === 'Identifier' ? p.key.name : isString(p.key) ? p.key.value : '';
    if (!key) continue;
    if (isString(p.value)) props.push({ name: key, start: p.value.start + 1, end: p.value.end - 1, value: p.value.value, ...(named ? { const: named } : {}) });
    else if (p.value.type === 'Identifier' && consts[p.value.name] && !consts[p.value.name].object) props.push({ name: key, ...consts[p.value.name], const: p.value.name });
    else props.push({ name: key, start: -1, end: -1, value: '' }); // set by an expression: not edited
  }
  return props;
};

// styledOf maps a module's styled components (const Card = styled.div`…`,
// styled.img.attrs(…)`…`, styled('a')`…`, emotion's alike) to the DOM tag
// each renders: <Card> is that element, with its children inside it.
const styledOf = (ast) => {
  const out = {};
  const tagOf = (t) => {
    if (!t) return '';
    if (t.type === 'MemberExpression' && t.object.type === 'Identifier' && t.object.name === 'styled' && t.property.type === 'Identifier') return t.property.name;
    if (t.type === 'CallExpression' && t.callee.type === 'MemberExpression' && t.callee.property.name === 'attrs') return tagOf(t.callee.object);
    if (t.type === 'CallExpression' && t.callee.type === 'Identifier' && t.callee.name === 'styled' && t.arguments[0] && isString(t.arguments[0])) return t.arguments[0].value;
    return '';
  };
  for (const st of (ast.body || [])) {
    const decl = st.type === 'ExportNamedDeclaration' ? st.declaration : st;
    if (!decl || decl.type !== 'VariableDeclaration') continue;
    for (const d of decl.declarations) {
      let init = d.init;
      while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')) init = init.expression;
      const tag = init && init.type === 'TaggedTemplateExpression' ? tagOf(init.tag) : '';
      if (d.id && d.id.type === 'Identifier' && /^[a-z][a-z0-9]*$/.test(tag)) out[d.id.name] = tag;
    }
  }
  return out;
};

const out = {};
for (const file of input.files) {
  const src = readFileSync(file, 'utf8');
  let ast;
  try {
    ast = parse(src, file.endsWith('.tsx') || file.endsWith('.ts'));
  } catch (e) { out[file] = { error: String(e && e.message || e) }; continue; }
  if (ast.errors && ast.errors.length) { out[file] = { error: String(ast.errors[0].message || ast.errors[0]) }; continue; }
  // Line (1-based) and column (0-based, UTF-16) of an offset, where the
  // parser gives no loc.
  const starts = [0];
  for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) starts.push(i + 1);
  const pos = (off) => { let lo = 0, hi = starts.length - 1; while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (starts[mid] <= off) lo = mid; else hi = mid - 1; } return { line: lo + 1, column: off - starts[lo] }; };
  consts = constsOf(ast.program || ast);
  const styled = styledOf(ast.program || ast);
  const tagName = (open) => open.name.type === 'JSXIdentifier' ? (styled[open.name.name] || open.name.name) : '';
  const els = [];
  // prev is the sibling before node in its parent's children, when node
  // is a child: static text there (Email <input />) is where a <label>
  // can go.
  // loop: inside a function passed to a call (.map(p => …), and any other
  // callback), which may write its elements once for every item: no name
  // of list methods decides it.
  let loop = 0;
  const fn = (a) => a && (a.type === 'ArrowFunctionExpression' || a.type === 'FunctionExpression');
  const walk = (node, parent, prev) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach((n, i) => walk(n, parent, node[i - 1])); return; }
    if (node.type === 'CallExpression' && (node.arguments || []).some(fn)) {
      walk(node.callee, parent);
      loop++;
      walk(node.arguments, parent);
      loop--;
      return;
    }
    if (node.type === 'JSXElement' && /^[a-z]/.test(tagName(node.openingElement))) {
      const open = node.openingElement;
      const attrs = open.attributes.map((a) => ({
        type: a.type === 'JSXAttribute' ? 'Attribute' : 'Spread',
        name: a.type === 'JSXAttribute' ? (a.name.type === 'JSXNamespacedName' ? a.name.namespace.name + ':' + a.name.name.name : a.name.name) : '',
        start: a.start, end: a.end,
        literal: a.type === 'JSXAttribute' && (!a.value || isString(a.value)),
        value: a.type === 'JSXAttribute' && isString(a.value) ? a.value.value : '',
        props: styleProps(a),
      }));
      const real = node.children.filter((k) => !(k.type === 'JSXText' && !k.value.trim()));
      const text = node.children.filter((k) => k.type === 'JSXText').map((k) => k.value).join(' ').replace(/\s+/g, ' ').trim();
      const expr = real.length === 1 && real[0].type === 'JSXExpressionContainer' && real[0].expression.type !== 'JSXEmptyExpression' ? src.slice(real[0].start, real[0].end) : '';
      const me = els.length;
      const at = open.loc ? open.loc.start : pos(open.start);
      const before = prev && prev.type === 'JSXText' && prev.value.trim() ? [prev.start, prev.end] : null;
      els.push({ tag: tagName(open), start: node.start, end: node.end, line: at.line, column: at.column,
        insert_at: attrs.length ? attrs[attrs.length - 1].end : open.name.end, attrs, expr, text, before, parent, loop: loop > 0 });
      for (const a of open.attributes) walk(a, parent); // JSX inside an attribute's expression
      walk(node.children, me);
      return;
    }
    if (node.type === 'JSXElement' && node.openingElement.name.type === 'JSXIdentifier' && /^[A-Z]/.test(node.openingElement.name.name)) {
      // A component used here (<Button icon="x" />): where a prop it
      // passes through to its DOM element is written for this use.
      const open = node.openingElement;
      const attrs = open.attributes.map((a) => ({
        type: a.type === 'JSXAttribute' ? 'Attribute' : 'Spread',
        name: a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' ? a.name.name : '',
        start: a.start, end: a.end,
        literal: a.type === 'JSXAttribute' && (!a.value || isString(a.value)),
        value: a.type === 'JSXAttribute' && isString(a.value) ? a.value.value : '',
      }));
      const at = open.loc ? open.loc.start : pos(open.start);
      // expr: the one expression it is given as children (<Link>{b.title}</Link>),
      // which the element it renders shows.
      const real = node.children.filter((k) => !(k.type === 'JSXText' && !k.value.trim()));
      const expr = real.length === 1 && real[0].type === 'JSXExpressionContainer' && real[0].expression.type !== 'JSXEmptyExpression' ? src.slice(real[0].start, real[0].end) : '';
      els.push({ tag: open.name.name, component: true, start: node.start, end: node.end, line: at.line, column: at.column,
        insert_at: attrs.length ? attrs[attrs.length - 1].end : open.name.end, attrs, expr, text: '', parent, loop: loop > 0 });
      for (const a of open.attributes) walk(a, parent);
      walk(node.children, parent); // its children are the DOM parent's, not its own
      return;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'parent' || k === 'comments' || k === 'leadingComments' || k === 'trailingComments' || k === 'extra') continue;
      if (v && typeof v === 'object') walk(v, parent);
    }
  };
  walk(ast.program || ast, -1);
  // Where its imports end: a module's declarations (export const
  // metadata) go after them.
  const imports = ((ast.program || ast).body || []).filter((n) => n.type === 'ImportDeclaration');
  out[file] = { elements: els, imports_end: imports.length ? imports[imports.length - 1].end : 0 };
}
console.log(JSON.stringify(out));
