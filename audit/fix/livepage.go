package fix

// What the rendered page shows of an element, read in the page: its start
// tag, its words, its parents, and where the framework's dev build says it
// is written.

// LiveElement is what the rendered page shows of an element: its start
// tag's attributes, its own text (not its children's), and the same for
// its parents, nearest first. LiveElementJS reads it.
type LiveElement struct {
	Meta *DevLoc `json:"meta,omitempty"` // where the framework's dev build says it is written
	// Owner is where the component that rendered it is used (React): the
	// call site of a pass-through component such as a design system's
	// Button, whose props reach this element.
	Owner *DevLoc           `json:"owner,omitempty"`
	Tag   string            `json:"tag"`
	Attrs map[string]string `json:"attrs"`
	Text  string            `json:"text"`
	Up    []LiveElement     `json:"up,omitempty"`
	// Nth is its place (1-based) among its parent's children of its tag,
	// and Of how many there are: which of a row's cells it is.
	Nth int `json:"nth,omitempty"`
	Of  int `json:"of,omitempty"`
}

// SameTagJS lists the XPath (in the form the scan computes) of every
// element with one of these tags, up to 2000: Plan counts how many of them
// one template element renders.
const SameTagJS = `(tags) => {
  const xp = (el) => { const parts = []; for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    const p = e.parentElement; const same = p ? Array.from(p.children).filter((c) => c.localName === e.localName) : [e];
    parts.unshift(e.localName + (same.length > 1 ? '[' + (same.indexOf(e) + 1) + ']' : '')); } return '/' + parts.join('/'); };
  const out = []; for (const t of tags) for (const el of document.getElementsByTagName(t)) { if (out.length < 2000) out.push(xp(el)); }
  return out;
}`

// LiveElementJS reads LiveElement for each XPath (null where none is).
const LiveElementJS = `(xpaths) => {
  // Vue: which component file rendered an element, from the app's own
  // vnode tree (static content, which Vue clones without a component,
  // and the roots of a multi-root template included).
  let vueFiles = null;
  const vueFile = (el) => {
    if (!vueFiles) {
      vueFiles = new Map();
      const mark = (n, file) => { if (n && n.nodeType === 1 && !vueFiles.has(n)) vueFiles.set(n, file); };
      const visit = (v, file, depth) => {
        if (!v || typeof v !== 'object' || depth > 200) return;
        if (v.component) { const c = v.component; visit(c.subTree, (c.type && c.type.__file) || file, depth + 1); return; }
        // The instance whose render made the vnode: slot content is
        // written in the file that fills the slot, not the slot's host.
        if (v.ctx && v.ctx.type && typeof v.ctx.type.__file === 'string') file = v.ctx.type.__file;
        const isStatic = typeof v.type === 'symbol' && /stc|Static/.test(String(v.type.description || v.type.toString()));
        if (isStatic && v.el) {
          for (let n = v.el; n; n = n.nextSibling) { if (n.nodeType === 1) { mark(n, file); n.querySelectorAll('*').forEach((d) => mark(d, file)); } if (n === (v.anchor || v.el)) break; }
        } else if (v.el && v.el.nodeType === 1) {
          mark(v.el, file);
          if (typeof v.children === 'string' || v.children == null) v.el.querySelectorAll('*').forEach((d) => mark(d, file));
        }
        if (Array.isArray(v.children)) v.children.forEach((c) => visit(c, file, depth + 1));
      };
      for (const c of document.querySelectorAll('[data-v-app]')) {
        const inst = c.__vue_app__ && c.__vue_app__._instance;
        if (inst) visit(inst.subTree, inst.type && inst.type.__file, 0);
      }
    }
    if (vueFiles.has(el)) return vueFiles.get(el);
    const vn = el.__vnode, vc = el.__vueParentComponent;
    if (vn && vn.ctx && vn.ctx.type && typeof vn.ctx.type.__file === 'string') return vn.ctx.type.__file;
    return vc && vc.type && vc.type.__file;
  };
  const facts = (e) => ({ tag: e.localName, text: Array.from(e.childNodes).filter((n) => n.nodeType === 3).map((n) => n.data).join(' ').replace(/\s+/g, ' ').trim(),
    attrs: Object.fromEntries(Array.from(e.attributes).map((a) => [a.name, a.value])) });
  // An SVG element's name in an XPath matches no element of the SVG
  // namespace, so a path of plain steps (/html/body/a/svg/path[2]) is
  // also walked by local name.
  const walk = (xp) => {
    if (!/^(\/[a-zA-Z][\w-]*(\[\d+\])?)+$/.test(xp)) return null;
    let n = document;
    for (const step of xp.slice(1).split('/')) {
      const m = step.match(/^([\w-]+)(?:\[(\d+)\])?$/);
      const same = Array.from(n.children || []).filter((c) => c.localName === m[1]);
      n = same[(m[2] ? +m[2] : 1) - 1];
      if (!n) return null;
    }
    return n;
  };
  return xpaths.map((xp) => {
    let el = null;
    try { el = document.evaluate(xp, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; } catch (e) {}
    if (!el) el = walk(xp);
    if (!el || el.nodeType !== 1) return null;
    const out = facts(el); out.up = [];
    if (el.parentElement) { const same = Array.from(el.parentElement.children).filter((c) => c.localName === el.localName); out.nth = same.indexOf(el) + 1; out.of = same.length; }
    const m = el.__svelte_meta && el.__svelte_meta.loc;
    if (m && typeof m.file === 'string') out.meta = { file: m.file, line: m.line, column: m.column, framework: 'svelte' };
    // Svelte 5: where the component that wrote it is used, from its dev
    // stack (the nearest component entry above the element's blocks).
    let st = m && el.__svelte_meta.parent;
    for (let i = 0; st && st.type !== 'component' && i < 50; i++) st = st.parent;
    if (st && typeof st.file === 'string') out.owner = { file: st.file, line: st.line, column: st.column, framework: 'svelte', name: String(st.componentTag || '') };
    const fk = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    const rs = fk && el[fk] && el[fk]._debugSource;
    if (rs && typeof rs.fileName === 'string') out.meta = { file: rs.fileName, line: rs.lineNumber, column: rs.columnNumber, framework: 'react' };
    // React 19 keeps the stack of the call that created the element instead.
    const ds = !rs && fk && el[fk] && el[fk]._debugStack;
    if (ds && typeof ds.stack === 'string') out.meta = { file: '', line: 0, column: 0, framework: 'react', stack: ds.stack.slice(0, 4000) };
    const own = fk && el[fk] && el[fk]._debugOwner;
    // A forwardRef or memo component (react-router's Link) is an object
    // whose render (or inner type) is the function.
    const ot = own && own.type && (typeof own.type === 'function' ? own.type : own.type.render || (own.type.type && (own.type.type.render || own.type.type)));
    if (own && typeof ot === 'function') {
      const name = own.type.displayName || ot.displayName || ot.name || '';
      const os = own._debugSource, ost = own._debugStack;
      if (os && typeof os.fileName === 'string') out.owner = { file: os.fileName, line: os.lineNumber, column: os.columnNumber, framework: 'react', name };
      else if (ost && typeof ost.stack === 'string') out.owner = { file: '', line: 0, column: 0, framework: 'react', stack: ost.stack.slice(0, 4000), name };
    }
    const vf = vueFile(el);
    if (!out.meta && typeof vf === 'string') out.meta = { file: vf, line: 0, column: 0, framework: 'vue' };
    // Vue: the root element of a component that passes the attributes its
    // use gives (<IconLink href="/cart" class="cart-link" />) to it. Its
    // owner is that use: the file whose template writes it, the
    // component's name and the attributes given there.
    const vc = !out.owner && el.__vueParentComponent;
    if (vc && vc.subTree && vc.subTree.el === el && vc.type && vc.type.inheritAttrs !== false && vc.attrs) {
      const given = {};
      for (const [k, v] of Object.entries(vc.attrs)) if (typeof v === 'string' || typeof v === 'number') given[k] = String(v);
      // The instance whose render wrote the use (vnode.ctx): for slot
      // content that is the file that filled the slot, not the slot's host.
      let p = (vc.vnode && vc.vnode.ctx) || vc.parent;
      while (p && !(p.type && p.type.__file)) p = p.parent;
      const own = String(vc.type.__file || '');
      if (p && Object.keys(given).length) out.owner = { file: p.type.__file, line: 0, column: 0, framework: 'vue',
        name: vc.type.__name || vc.type.name || own.replace(/^.*\//, '').replace(/\.vue$/, ''), attrs: given };
    }
    for (let p = el.parentElement, i = 0; p && i < 4; p = p.parentElement, i++) out.up.push(facts(p));
    return out;
  });
}`

// DevMarkedJS says whether any element of the page carries a framework's
// dev marks (Svelte's __svelte_meta, Vue's component, React's fiber): the
// app is hydrated, and an element without them is written outside the
// components (index.html), not waiting for them. It gives the document's
// time origin too, which tells one load of an address from the next.
const DevMarkedJS = `() => {
  const els = document.querySelectorAll('body *');
  let marked = false;
  for (let i = 0; i < els.length && i < 3000 && !marked; i++) {
    const el = els[i];
    marked = !!(el.__svelte_meta || el.__vueParentComponent || Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
  }
  return { marked, origin: String(performance.timeOrigin) };
}`
