package audit

import (
	"fmt"
	"hash/fnv"
	"math/bits"
	"strconv"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
)

// SiteFacts is what the site-level checks need from one page of a crawl:
// no single page shows a failure of 2.4.1, 2.4.2, 3.2.3 or 3.2.4, but
// pages compared with each other can.
type SiteFacts struct {
	Title string `json:"title"`
	// Content is a 64-bit simhash of the page's words (hex): pages about
	// the same thing (a list sorted another way) are a few bits apart.
	Content string `json:"content"`
	// Blocks are the page's navigation and banner/footer link groups, in
	// document order.
	Blocks []SiteBlock `json:"blocks"`
	// The 2.4.1 mechanisms: a link that skips to the content, a main
	// landmark, a heading after the first block.
	SkipLink     bool `json:"skip_link"`
	MainLandmark bool `json:"main_landmark"`
	HeadingAfter bool `json:"heading_after"`
	// The 2.4.5 ways besides navigation: a search form, a link to a site
	// map or an A to Z index.
	Search  bool `json:"search"`
	SiteMap bool `json:"site_map"`
}

// SiteBlock is one group of links repeated from page to page.
type SiteBlock struct {
	Kind       string     `json:"kind"` // nav, header, footer, or links (a run of links before the content in no landmark)
	Label      string     `json:"label,omitempty"`
	Selector   string     `json:"selector"`
	BeforeMain bool       `json:"before_main"` // comes before the page's main content
	Links      []SiteLink `json:"links"`
}

// SiteLink is one link of a block: where it goes (fragment dropped) and
// its accessible name.
type SiteLink struct {
	Href string `json:"href"`
	Name string `json:"name"`
}

const maxBlockLinks, maxBlocks = 80, 12

var siteFactsJS = "({ maxLinks, maxBlocks }) => {\n" + browser.PageLibJS() + checks.LinkRunJS + `
  const href = (a) => { try { const u = new URL(a.getAttribute('href'), location.href); u.hash = ''; return u.href; } catch (e) { return ''; } };
  const main = document.querySelector('main, [role=main]');
  const h1 = document.querySelector('h1, [role=heading][aria-level="1"]');
  const start = main || h1;
  // textAfter: with no main landmark or h1 to say where the content
  // starts, a block precedes the content when page text follows it outside
  // every link group.
  const textAfter = (el) => {
    const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    w.currentNode = el;
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      if (el.contains(n) || !norm(n.textContent) || n.parentElement.closest('nav, [role=navigation], header, [role=banner], footer, [role=contentinfo], script, style')) continue;
      if (visible(n.parentElement)) return true;
    }
    return false;
  };
  const groups = [];
  const seen = new Set();
  const add = (el, kind, only) => {
    if (seen.has(el) || !visible(el) || el.closest('[aria-hidden="true"]')) return;
    seen.add(el);
    const links = [];
    for (const a of only || el.querySelectorAll('a[href]')) {
      if (links.length >= maxLinks) break;
      if (!visible(a) || (kind !== 'nav' && a.closest('nav, [role=navigation]'))) continue;
      const h = href(a);
      if (!h || h.startsWith('javascript:')) continue;
      links.push({ href: h, name: norm(accName(a)).toLowerCase() });
    }
    if (links.length < 2) return;
    const before = start ? start !== el && !el.contains(start) && !!(el.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING) : textAfter(el);
    groups.push({ kind, label: norm(el.getAttribute('aria-label') || ''), selector: cssSel(el, document), before_main: before, links });
  };
  for (const el of document.querySelectorAll('nav, [role=navigation]')) add(el, 'nav');
  for (const el of document.querySelectorAll('header, [role=banner]')) if (!el.closest('main, article, section, [role=main]')) add(el, 'header');
  for (const el of document.querySelectorAll('footer, [role=contentinfo]')) if (!el.closest('main, article, section, [role=main]')) add(el, 'footer');
  // A run of links before the content that no nav, header or banner
  // holds (a menu of plain divs) is a block a person sees all the same.
  const run = bypassRun();
  const own = run.links.filter((a) => a.matches('a[href]') && !a.closest('nav, [role=navigation], header, [role=banner]'));
  if (own.length >= 3 && run.box) add(run.box, 'links', own);
  const els = groups.map((g) => document.querySelector(g.selector));
  const order = groups.map((g, i) => i).sort((a, b) => (els[a].compareDocumentPosition(els[b]) & Node.DOCUMENT_POSITION_FOLLOWING) ? -1 : 1);
  const sorted = order.map((i) => groups[i]);
  const first = sorted.length ? els[order[0]] : null;
  let skip = false;
  for (const a of Array.from(document.querySelectorAll('a[href^="#"]')).slice(0, 5)) {
    const id = decodeURIComponent(a.getAttribute('href').slice(1));
    const target = id && document.getElementById(id);
    if (target && first && (first.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) && !first.contains(target)) skip = true;
  }
  let headingAfter = false;
  for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')) {
    if (!visible(h)) continue;
    if (!first || ((first.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING) && !first.contains(h))) { headingAfter = true; break; }
  }
  const text = norm((main || document.body).innerText || '').slice(0, 20000);
  const SEARCH = /search|query|^q$|keywords?|find/i;
  const search = !!document.querySelector('[role=search], input[type=search], search') || Array.from(document.querySelectorAll('form input:not([type]), form input[type=text]'))
    .some((i) => [i.name, i.id, i.getAttribute('aria-label'), i.placeholder, i.labels && i.labels[0] && i.labels[0].textContent].some((v) => v && SEARCH.test(norm(v))));
  const siteMap = Array.from(document.querySelectorAll('a[href]')).some((a) => /site ?map|\ba ?(?:-|to) ?z\b/i.test(norm(accName(a))) || /sitemap/i.test(a.getAttribute('href')));
  return { title: norm(document.title), text, blocks: sorted.slice(0, maxBlocks), skip_link: skip, main_landmark: !!main, heading_after: headingAfter, search, site_map: siteMap };
}`

// siteFacts reads the page's site facts.
func siteFacts(p playwright.Page) (*SiteFacts, error) {
	var raw struct {
		SiteFacts
		Text string `json:"text"`
	}
	if err := browser.EvalJSON(p, siteFactsJS, map[string]any{"maxLinks": maxBlockLinks, "maxBlocks": maxBlocks}, &raw); err != nil {
		return nil, err
	}
	f := raw.SiteFacts
	f.Content = SimHash(raw.Text)
	if f.Blocks == nil {
		f.Blocks = []SiteBlock{}
	}
	return &f, nil
}

// SimHash is a 64-bit simhash of text's lower-cased words, in hex.
func SimHash(text string) string {
	var v [64]int
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	}) {
		h := fnv.New64a()
		h.Write([]byte(w))
		x := h.Sum64()
		for i := range v {
			if x&(1<<uint(i)) != 0 {
				v[i]++
			} else {
				v[i]--
			}
		}
	}
	var out uint64
	for i, n := range v {
		if n > 0 {
			out |= 1 << uint(i)
		}
	}
	return fmt.Sprintf("%016x", out)
}

// SimDistance is the number of bits two simhashes differ in (64 when
// either cannot be read).
func SimDistance(a, b string) int {
	x, err1 := strconv.ParseUint(a, 16, 64)
	y, err2 := strconv.ParseUint(b, 16, 64)
	if err1 != nil || err2 != nil {
		return 64
	}
	return bits.OnesCount64(x ^ y)
}
