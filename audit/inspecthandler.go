package audit

// clickHandlerJS names what an element's own click handler calls: its
// functions (onSearch, openCart, a prop's $$props.onSearch) and the events
// it emits (emit('toggleSave'), dispatch('share')), read from the
// framework's record of the handler (Svelte's delegated __click, React's
// onClick prop, Vue's invoker, symbol-keyed since 3.4) or the onclick
// attribute. Only names leave the page, never code; "" when there is none.
const clickHandlerJS = `(el) => {
  try {
    let fn = el.__click || el.onclick;
    const fk = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    if (!fn && fk && el[fk]) fn = el[fk].onClick;
    // Vue 3.4+ keeps its invokers under a symbol (Symbol(_vei)), older ones as _vei.
    const vs = Object.getOwnPropertySymbols(el).find((k) => k.description === '_vei');
    const vei = (vs && el[vs]) || el._vei;
    if (!fn && vei && vei.onClick) fn = vei.onClick.value;
    if (Array.isArray(fn)) fn = fn[0];
    const src = (typeof fn === 'function' ? Function.prototype.toString.call(fn) : (el.getAttribute('onclick') || '')).slice(0, 400);
    // The functions it calls by name (onSearch?.(), openCart(e), a prop's
    // or setup's: $$props.onSearch) and the events it emits
    // (emit('toggleSave'), dispatch('share')): not methods of other
    // objects (toast.info), not their arguments.
    const calls = [];
    for (const m of src.matchAll(/(?:^|[^.\w$]|(?:\$\$props|\$setup|_ctx|\$props|props|this)\.)([A-Za-z_$][\w$]*)\s*(?:\?\.)?\(/g)) calls.push(m[1]);
    for (const m of src.matchAll(/(?:emit|dispatch)\(\s*['"]([A-Za-z][\w-]{1,30})['"]/g)) calls.push(m[1]);
    return calls.filter((w) => !/^(function|if|for|while|switch|return|await|async|new|typeof|emit|dispatch|\$emit)$/.test(w)).join(' ').slice(0, 160);
  } catch (e) { return ''; }
}`
