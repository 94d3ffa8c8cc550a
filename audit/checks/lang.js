  // 3.1.2 Language of Parts: the page's text blocks with their own text
  // (nested blocks, code and passages that declare a lang left out) and
  // where their language comes from. Go identifies each block's language
  // (lang.go); the page only says what a person reads there.
  const BLOCKS = 'p, li, td, th, dd, dt, blockquote, q, h1, h2, h3, h4, h5, h6, figcaption, caption, summary, label, legend';
  const SKIP = 'code, pre, kbd, samp, var, script, style, noscript, template, svg, math, textarea, select, address, [translate="no"], [contenteditable="true"]';
  const htmlLang = (document.documentElement.getAttribute('lang') || '').trim();
  const blocks = Array.from(document.body ? document.body.querySelectorAll(BLOCKS) : []);
  const isBlock = new Set(blocks);
  const ownText = (el) => {
    let s = '';
    const visit = (n) => {
      for (const c of n.childNodes) {
        if (c.nodeType === 3) s += c.nodeValue;
        else if (c.nodeType === 1) {
          // A nested block is judged by itself; a passage with its own
          // lang is declared; code and names of things are no language.
          if (isBlock.has(c) || c.hasAttribute('lang') || c.matches(SKIP)) { s += ' '; continue; }
          if (c.localName === 'br') { s += ' '; continue; }
          visit(c);
        }
      }
    };
    visit(el);
    // Addresses of things (URLs, e-mail addresses) are no language either.
    return norm(s.replace(/\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/g, ' '));
  };
  const out = [];
  for (const el of blocks) {
    if (el.closest(SKIP) || !visible(el) || el.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
    const decl = el.closest('[lang]');
    // The language is declared on the block or a container: what it
    // declares is the author's statement, judged by aa-lang-mismatch.
    if (decl && decl !== document.documentElement) continue;
    const text = ownText(el);
    if ((text.match(/\p{L}/gu) || []).length < 20) continue;
    out.push({ el, text });
  }
  // In a scan's page turn (lazy), a block is sent as its text only and
  // kept in the page: Go asks for where the few it flags are (langNodesJS),
  // rather than the turn finding a selector for every block on the page.
  if (lazy) {
    Object.defineProperty(window, Symbol.for('accessagents.langBlocks'), { value: out.map((b) => b.el), configurable: true, enumerable: false, writable: true });
    return { lang: htmlLang, blocks: out.map((b) => ({ text: b.text.slice(0, 2000) })) };
  }
  return {
    lang: htmlLang,
    blocks: out.map((b) => ({ target: [cssSel(b.el, document)], xpath: [absXPath(b.el)], html: (b.el.outerHTML || '').slice(0, 200),
      text: b.text.slice(0, 2000), scope: !!scope && b.el === scope })),
  };
}
