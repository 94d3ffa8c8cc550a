  {
    // 2.4.1 Bypass Blocks, on one page: many links before the content and
    // none of the mechanisms a person could use to get past them: a skip
    // link that lands after them (G1), a main landmark (ARIA11), a heading
    // at the content (H69). axe's bypass rule passes a page with any
    // heading or landmark anywhere; this asks where they are.
    const MANY = 10;
    const after = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) && !a.contains(b);
    const bypass = () => {
      const run = bypassRun();
      if (run.links.length < MANY || !run.box) return [];
      const last = run.links[run.links.length - 1];
      const shown = (el) => visible(el) && !el.closest('[aria-hidden="true"], [inert]');
      const main = Array.from(document.querySelectorAll('main, [role=main]')).find((m) => shown(m) && !m.contains(last));
      if (main) return [];
      const heading = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')).find((h) => shown(h) && after(last, h));
      if (heading) return [];
      // A same-page link before the run ends whose target exists, is
      // rendered and lies after the run: activating it moves focus and
      // scroll past the links.
      let broken = null;
      for (const a of document.querySelectorAll('a[href^="#"]')) {
        if (a !== last && !after(a, last)) continue;
        const id = decodeURIComponent(a.getAttribute('href').slice(1));
        if (!id || id === 'top') continue;
        const target = document.getElementById(id) || document.getElementsByName(id)[0];
        if (target && after(last, target) && (visible(target) || target.getClientRects().length || visible(target.parentElement))) return [];
        broken = broken || a;
      }
      const el = run.box === document.body ? (run.links[0].closest('div, ul, ol, table, p, section, aside') || run.box) : run.box;
      const nav = run.links.some((a) => a.closest('nav, [role=navigation]'));
      const regions = Array.from(document.querySelectorAll('article, aside, [role=region][aria-label], [role=region][aria-labelledby], section[aria-label], section[aria-labelledby], [role=complementary], [role=contentinfo], footer, [role=search], form[aria-label]'))
        .some((r) => shown(r) && after(last, r));
      const why = `${run.links.length} links come before the page's content`;
      const none = broken ? `its skip link ${cssSel(broken, document)} points to no element after them` : 'no skip link passes them';
      const data = { links: run.links.length, nav, broken_skip: !!broken };
      // A navigation landmark around the links, or a landmark after them,
      // lets screen reader users jump past: only a person can say whether
      // keyboard users have a way too.
      if (nav || regions) return [{ el, review: true, data, summary: `${why}, ${none}, and the content has no main landmark and no heading; only ${nav ? 'the navigation landmark' : 'a landmark after them'} lets users skip them. Add a skip link to the content, a main landmark and a heading at its start (G1, ARIA11, H69).` }];
      return [{ el, data, summary: `${why}, ${none}, no main landmark marks the content and no heading starts it: keyboard users must Tab through every link on every page (G1, G123, H69 and ARIA11 all absent). Add a skip link to the content, a <main> landmark and a heading at its start.` }];
    };
    Object.assign(CHEAP, { 'aa-bypass': bypass });
  }
