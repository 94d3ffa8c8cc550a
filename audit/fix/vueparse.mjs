// Reads Vue single-file components with @vue/compiler-sfc from the app's
// node_modules and prints, per file, the DOM elements of its template:
// tag, offsets, line and column, where a new attribute goes, its
// attributes (static ones with their values; bindings as :name, events as
// @name, other directives as v-name), its static text, the interpolation
// that is its only child, the static text right before it, and its
// parent element. Input on stdin:
// {"root", "files"}.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const input = JSON.parse(readFileSync(0, 'utf8'));
const require = createRequire(join(input.root, 'package.json'));
let sfc;
try {
  sfc = require('@vue/compiler-sfc');
} catch (e) {
  console.log(JSON.stringify({ error: '@vue/compiler-sfc is not installed under ' + input.root + ' (it comes with vue; run npm install there)' }));
  process.exit(0);
}

const out = {};
for (const file of input.files) {
  const src = readFileSync(file, 'utf8');
  let descriptor, errors;
  try { ({ descriptor, errors } = sfc.parse(src, { filename: file })); } catch (e) { out[file] = { error: String(e && e.message || e) }; continue; }
  if (errors && errors.length) { out[file] = { error: String(errors[0].message || errors[0]) }; continue; }
  const els = [];
  // The string constants the component's scripts declare once (const
  // timeColor = '#b0b0b0'), at their place in the file: a :style binding
  // that names one is written there.
  const consts = {};
  const seen = {};
  for (const block of [descriptor.script, descriptor.scriptSetup]) {
    if (!block || !sfc.babelParse) continue;
    let ast;
    try { ast = sfc.babelParse(block.content, { sourceType: 'module', plugins: /^tsx?$/.test(block.lang || '') ? ['typescript'] : [], errorRecovery: true }); } catch (e) { continue; }
    const visit = (n) => {
      if (!n || typeof n !== 'object') return;
      if (Array.isArray(n)) { n.forEach(visit); return; }
      if (n.type === 'VariableDeclarator' && n.id && n.id.type === 'Identifier') {
        const name = n.id.name;
        seen[name] = (seen[name] || 0) + 1;
        if (n.init && n.init.type === 'StringLiteral') {
          consts[name] = { start: block.loc.start.offset + n.init.start + 1, end: block.loc.start.offset + n.init.end - 1, value: n.init.value };
        }
      }
      for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'extra' && v && typeof v === 'object') visit(v);
    };
    visit(ast.program);
    // Only const declarations: a let or var may be changed.
    const kinds = (n) => { if (!n || typeof n !== 'object') return; if (Array.isArray(n)) { n.forEach(kinds); return; }
      if (n.type === 'VariableDeclaration' && n.kind !== 'const') n.declarations.forEach((d) => { if (d.id && d.id.type === 'Identifier') delete consts[d.id.name]; });
      for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'extra' && v && typeof v === 'object') kinds(v); };
    kinds(ast.program);
  }
  // A v-for alias or slot prop of the same name shadows the constant in
  // the template: such a name is not resolved.
  const shadow = (n) => {
    for (const c of n.children || []) {
      if (c.type !== 1) continue;
      for (const p of c.props) {
        if (p.type === 7 && (p.name === 'for' || p.name === 'slot') && p.exp) {
          const head = p.name === 'for' ? p.exp.content.split(/\s+(?:in|of)\s+/)[0] : p.exp.content;
          for (const m of head.match(/[A-Za-z_$][\w$]*/g) || []) seen[m] = (seen[m] || 0) + 1;
        }
      }
      shadow(c);
    }
  };
  if (descriptor.template && descriptor.template.ast) shadow(descriptor.template.ast);
  for (const name of Object.keys(consts)) if (seen[name] !== 1) delete consts[name];
  // styleProps: a :style="{ color: '#999' }" or "{ color: timeColor }"
  // binding's properties written as a string, in the file or in the
  // constant it names.
  const styleProps = (p) => {
    if (!(p.type === 7 && p.name === 'bind' && p.arg && p.arg.content === 'style' && p.exp && sfc.babelParse)) return [];
    const unknown = [{ name: '*', start: -1, end: -1, value: '' }]; // sets what it likes: nothing of the element's style is edited
    let ast;
    // The expression as written (its HTML entities not decoded), so that
    // offsets in it are offsets in the file.
    try { ast = sfc.babelParse('(' + p.exp.loc.source + ')', { sourceType: 'module' }); } catch (e) { return unknown; }
    const obj = ast.program.body[0] && ast.program.body[0].expression;
    if (!obj || obj.type !== 'ObjectExpression') return unknown;
    const base = p.exp.loc.start.offset - 1; // the '(' added before it
    const props = [];
    for (const q of obj.properties) {
      if (q.type !== 'ObjectProperty' || q.computed) return unknown;
      const key = q.key.type === 'Identifier' ? q.key.name : q.key.type === 'StringLiteral' ? q.key.value : '';
      if (!key) return unknown;
      if (q.value.type === 'StringLiteral') props.push({ name: key, start: base + q.value.start + 1, end: base + q.value.end - 1, value: q.value.value });
      else if (q.value.type === 'Identifier' && consts[q.value.name]) props.push({ name: key, ...consts[q.value.name], const: q.value.name });
      else props.push({ name: key, start: -1, end: -1, value: '' }); // set by an expression: not edited
    }
    return props;
  };
  // loop: the element or one of its parents has v-for.
  const walk = (node, parent, loop) => {
    const kids = node.children || [];
    kids.forEach((c, i) => {
      if (c.type !== 1) return; // elements only; text and interpolations are read below
      const attrs = c.props.map((p) => {
        if (p.type === 6) return { type: 'Attribute', name: p.name, start: p.loc.start.offset, end: p.loc.end.offset, literal: true, value: p.value ? p.value.content : '' };
        const arg = p.arg && p.arg.content ? p.arg.content : '';
        const name = p.name === 'bind' ? ':' + arg : p.name === 'on' ? '@' + arg : 'v-' + p.name + (arg ? ':' + arg : '');
        return { type: 'Directive', name, start: p.loc.start.offset, end: p.loc.end.offset, literal: false, value: '', props: styleProps(p) };
      });
      if (c.tagType === 1) {
        // A component used here (<IconLink href="/cart" />): Vue passes
        // the attributes it does not declare to its root element, so a
        // name for that element is written here, at this use.
        const last = attrs.length ? attrs[attrs.length - 1].end : c.loc.start.offset + 1 + c.tag.length;
        const real = c.children.filter((k) => !(k.type === 2 && !k.content.trim()) && k.type !== 3);
        const expr = real.length === 1 && real[0].type === 5 ? real[0].loc.source : ''; // <router-link>{{ b.title }}</router-link>
        els.push({ tag: c.tag, component: true, start: c.loc.start.offset, end: c.loc.end.offset, line: c.loc.start.line, column: c.loc.start.column - 1, insert_at: last, attrs, expr, text: '', parent,
          loop: loop || c.props.some((p) => p.type === 7 && p.name === 'for') });
      }
      const looped = loop || c.props.some((p) => p.type === 7 && p.name === 'for');
      if (c.tagType !== 0) { walk(c, parent, looped); return; } // a component, slot or <template>: not a DOM element here
      const real = c.children.filter((k) => !(k.type === 2 && !k.content.trim()) && k.type !== 3);
      const expr = real.length === 1 && real[0].type === 5 ? real[0].loc.source : '';
      const text = c.children.filter((k) => k.type === 2).map((k) => k.content).join(' ').replace(/\s+/g, ' ').trim();
      const last = attrs.length ? attrs[attrs.length - 1].end : c.loc.start.offset + 1 + c.tag.length;
      const me = els.length;
      // Static text right before it (Email <input>): where a <label> can go.
      const prev = kids[i - 1];
      const before = prev && prev.type === 2 && prev.content.trim() ? [prev.loc.start.offset, prev.loc.end.offset] : null;
      els.push({ tag: c.tag, start: c.loc.start.offset, end: c.loc.end.offset, line: c.loc.start.line, column: c.loc.start.column - 1, insert_at: last, attrs, expr, text, before, parent, loop: looped });
      walk(c, me, looped);
    });
  };
  if (descriptor.template && descriptor.template.ast) walk(descriptor.template.ast, -1);
  out[file] = { elements: els };
}
console.log(JSON.stringify(out));
