package audit

import (
	"crypto/rand"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// An incremental re-scan. A full scan of a page without frames leaves a
// watch in it (rescan.js): what the DOM did since, and prints of what a
// mutation cannot show. A re-scan of that same document (audit_scan_url
// with no url, the fix loop's) runs axe only where it must:
//   - rules whose result for an element follows from that element, its
//     ancestors, its content and what it names by id (localRules) run on
//     the changed subtrees, each widened to the ancestors whose own
//     result can follow from their content, and to the elements that
//     refer by id into them; their earlier nodes elsewhere are kept, with
//     targets and XPaths read again;
//   - rules that read positions (positionalRules) run there and on what
//     lies within 24 px, or on the whole page when anything else moved;
//   - every other rule (page-level, ones that compare elements across the
//     page, and any rule not named here: the default is the whole page)
//     runs on the whole page, as does a rule whose earlier nodes were
//     capped or sat in a shadow tree.
// When the watch cannot vouch for the document (another document, frames,
// style sheets, viewport, media, focus or hover changed, animations
// running, :has() in the styles, a change in head, html or body, too
// many changes), the re-scan is a full one and says why. Our cheap checks
// run on the whole page every time.

//go:embed rescan.js
var rescanLibJS string

// localRules are axe rules whose verdict on an element depends only on
// the element, its ancestors, its content and the elements it names by id.
var localRules = []string{
	"area-alt", "aria-allowed-attr", "aria-allowed-role", "aria-braille-equivalent", "aria-command-name", "aria-conditional-attr",
	"aria-deprecated-role", "aria-dialog-name", "aria-hidden-focus", "aria-input-field-name", "aria-meter-name",
	"aria-progressbar-name", "aria-prohibited-attr", "aria-required-attr", "aria-required-children", "aria-required-parent",
	"aria-roledescription", "aria-roles", "aria-text", "aria-tab-name", "aria-toggle-field-name", "aria-tooltip-name", "aria-treeitem-name",
	"aria-valid-attr", "aria-valid-attr-value", "audio-caption", "autocomplete-valid", "avoid-inline-spacing", "blink", "button-name",
	"definition-list", "dlitem", "empty-heading", "empty-table-header", "form-field-multiple-labels", "image-alt",
	"image-redundant-alt", "input-button-name", "input-image-alt", "label", "label-content-name-mismatch", "label-title-only",
	"link-name", "list", "listitem", "marquee", "nested-interactive", "object-alt", "presentation-role-conflict",
	"role-img-alt", "scope-attr-valid", "select-name", "server-side-image-map", "summary-name", "svg-img-alt", "tabindex",
	"table-duplicate-name", "table-fake-caption", "td-has-header", "td-headers-attr", "th-has-data-cells", "valid-lang",
	"video-caption",
}

// positionalRules also read where elements are and what lies under them.
var positionalRules = []string{"color-contrast", "color-contrast-enhanced", "target-size", "link-in-text-block", "p-as-heading"}

// quietWideRules are page-wide rules that read none of the attributes in
// rescan.js's UNSEEN_BY_POSITIONAL (aria-label, alt, title, lang) on an
// element below body: they read the head, html and body (a change there
// is a full scan), style sheets (likewise), frames (a page with frames is
// scanned in full), ids referred to by ARIA, media elements' playback,
// and scroll containers' focusable content. After a change of only those
// attributes, with no element's box or look changed, their last results
// stand; any rule not named here runs on the whole page.
var quietWideRules = []string{
	"aria-hidden-body", "bypass", "css-orientation-lock", "document-title", "duplicate-id-aria", "frame-focusable-content",
	"frame-title", "frame-title-unique", "html-has-lang", "html-lang-valid", "html-xml-lang-mismatch", "meta-refresh",
	"meta-viewport", "no-autoplay-audio", "scrollable-region-focusable",
}

// RescanInfo says how a re-scan of the current document was made.
type RescanInfo struct {
	// Incremental: axe ran only on what changed since the last scan
	// (Subtrees) plus the rules in PageWideRules on the whole page; the
	// other findings are the last scan's, still standing.
	Incremental bool `json:"incremental"`
	// Reason says why the whole document was scanned instead.
	Reason string `json:"reason,omitempty"`
	// Subtrees are selectors of the re-checked subtrees (the first ten);
	// SubtreeCount counts them all; Elements counts the elements in them.
	Subtrees     []string `json:"subtrees,omitempty"`
	SubtreeCount int      `json:"subtree_count"`
	Elements     int      `json:"elements"`
	// PositionsMoved: something outside the subtrees moved or resized, so
	// the rules that read positions ran on the whole page.
	PositionsMoved bool     `json:"positions_moved"`
	PageWideRules  []string `json:"page_wide_rules,omitempty"`
	// StandingRules read positions but did not run: only attributes they
	// do not read changed (aria-label, alt, title, lang) and no element's
	// box or look, so the last scan's results for them stand.
	StandingRules []string `json:"standing_rules,omitempty"`
	// StandingChecks are our cheap checks whose last findings stood on
	// the same grounds, written out again (checks.StandsUnless).
	StandingChecks []string `json:"standing_checks,omitempty"`
}

// watch is what a scan left in the page for the next re-scan.
type watch struct {
	token string
	url   string
	tags  []string
	rules []finding.Rule // the last scan's axe results, every node kept
	held  string         // the object holding the scan's turns in the document (holdIn), or ""
}

// rescanTurnJS is the re-scan's one page turn: plan, axe where needed,
// the nodes kept from the last scan read again, the cheap checks, and a
// fresh watch.
var rescanTurnJS = "async ({ token, version, options, local, positional, quietWide, forceWide, prev, maxNodes, checks, stands, watch }) => {\n" +
	"  const axe = window." + AxeGlobal + ", INC = " + rescanLibJS + ";\n" + browser.PageLibJS() + `
  try { if (!axe || axe.version !== version || typeof axe.runPartial !== 'function') return { full: 'axe is no longer in the page' }; } catch (e) { return { full: 'axe is no longer in the page' }; }
  const plan = INC.plan(token);
  if (plan.full) return { full: plan.full };
  const next = INC.begin(watch); // changes from here on are the next re-scan's
` + checksBeginJS + `  // A check whose result stands: nothing about the page's look changed,
  // and none of the attributes that did is one it reads.
  if (!plan.visual && plan.found) {
    stoodChecks = {};
    for (const [id, reads] of Object.entries(stands || {})) if (plan.found[id] && !reads.some((a) => plan.attrs.includes(a))) stoodChecks[id] = plan.found[id];
  }
  // A finding's selector (cssSel) is read from its element's and its
  // ancestors' own attributes, of the quiet ones only title and
  // aria-label, and from how many elements each candidate names. After
  // changes of quiet attributes only, an element keeps its last selector
  // unless title or aria-label changed and it, or an ancestor, carries
  // one now or sits in a changed subtree (where one may have gone).
  if (!plan.visual && plan.sels) {
    const named = plan.attrs.includes('title') || plan.attrs.includes('aria-label');
    reuseSels = { prev: plan.sels, keep: (el) => !named || (!plan.roots.some((r) => r.contains(el)) && !el.closest('[title], [aria-label]')) };
  }
  const out = { local: [], wide: [], kept: [], standing: [], subtrees: plan.roots.slice(0, 10).map((r) => cssSel(r, document)), subtreeCount: plan.roots.length,
    elements: plan.roots.reduce((n, r) => n + 1 + r.getElementsByTagName('*').length, 0), moved: plan.moved, pageWide: [] };
  const changed = plan.roots.length > 0 || plan.moved;
  const all = axe.getRules().map((r) => r.ruleId);
  // The last scan's nodes, found again by their XPath (its steps, read
  // as absXPath wrote them, so SVG and other namespaces resolve too). A
  // node that is gone from outside the changed subtrees cannot be told
  // apart from one that was never found again: its rule runs page-wide.
  const fromXPath = (path) => {
    const steps = path.split('/').filter(Boolean);
    let cur = null;
    for (const [i, step] of steps.entries()) {
      const m = step.match(/^([^\[]+)(?:\[(\d+)\])?$/);
      if (!m) return null;
      const kids = i === 0 ? [document.documentElement] : Array.from(cur.children);
      cur = kids.filter((c) => c.localName === m[1])[(m[2] ? Number(m[2]) : 1) - 1] || null;
      if (!cur) return null;
    }
    return cur;
  };
  const rootPaths = plan.roots.map((r) => absXPath(r) + '/');
  const prevEls = prev.map(([xpath]) => fromXPath(xpath));
  const lost = new Set(), missing = new Set();
  prev.forEach(([xpath, rule], i) => {
    if (prevEls[i]) return;
    missing.add(rule);
    if (changed && !rootPaths.some((r) => (xpath + '/').startsWith(r))) lost.add(rule);
  });
  const localSet = new Set(local.filter((id) => !forceWide.includes(id) && !lost.has(id)));
  // Only attributes that neither the positional rules nor the quiet
  // page-wide ones read changed, and no element's print: those rules'
  // last results stand, every node kept (each one found again).
  const standing = new Set(changed && !plan.visual ? positional.concat(quietWide).filter((id) => !forceWide.includes(id) && !missing.has(id)) : []);
  const posSet = new Set(positional.filter((id) => !forceWide.includes(id) && !lost.has(id) && !plan.moved && !standing.has(id)));
  const wideSet = new Set(all.filter((id) => !localSet.has(id) && !posSet.has(id) && !standing.has(id)));
  const onlyRules = (set) => { const rules = Object.assign({}, options.rules); for (const id of all) if (!set.has(id)) rules[id] = { enabled: false }; return Object.assign({}, options, { rules }); };
  const order = new Map();
  { let i = 0; for (const el of document.getElementsByTagName('*')) order.set(el, i++); }
  const orderOf = (el) => { for (let e = el; e; e = e.parentElement || (e.getRootNode && e.getRootNode().host)) if (order.has(e)) return order.get(e); return -1; };
  const resolve = (t) => { let el = null; try { el = document.querySelector(t); } catch (e) {} return el; };
  const enrich = (rules) => { for (const r of rules) for (const n of r.nodes) {
    const el = n.target.length === 1 && typeof n.target[0] === 'string' ? resolve(n.target[0]) : null;
    n.order = el ? orderOf(el) : -1;
    if (el) { const text = norm(el.textContent); n.xpath = [absXPath(el)]; n.text = text.length <= 4000 ? text : null; }
  } return rules; };
  const restore = (` + hidePollutionJS + `)();
  try {
    const askedIds = new Set(axe.getRules(options.runOnly.values).map((r) => r.ruleId));
    const run = async (context, set, cap) => {
      if (!Array.from(set).some((id) => askedIds.has(id))) return [];
      const o = onlyRules(set);
      const partial = await axe.runPartial(context, o);
      return (` + violationsJS + `)(await axe.finishRun([partial], o), cap);
    };
    if (changed) {
      const both = new Set([...localSet, ...posSet]);
      // One run on the changed subtrees and what lies near them (every
      // rule named local or positional), one on the whole page.
      const include = plan.roots.concat(posSet.size ? plan.near : []);
      if (include.length) out.local = enrich(await run({ include }, both, 1e9));
      out.wide = enrich(await run({ exclude: [] }, wideSet, maxNodes));
      out.pageWide = Array.from(wideSet).filter((id) => askedIds.has(id));
      out.standing = Array.from(standing).filter((id) => askedIds.has(id));
    }
    // The last scan's nodes of the rules run on the subtrees: kept where
    // nothing re-checked them, with what a full scan would say of them now.
    const inside = (el, list) => list.some((r) => r === el || r.contains(el));
    // axe's selector for a kept node is read from the node, its ancestors
    // and how common their features are on the page. After changes of
    // attributes only, a node with none of those attributes on itself or
    // an ancestor keeps the selector it had (Go keeps the last one): the
    // whole page's tree for axe is built only for the others.
    // (One inside a changed subtree may have lost such an attribute, on
    // itself or an ancestor, which nothing there now shows.)
    const quiet = plan.visual ? null : plan.attrs;
    const sameTarget = (el) => !!quiet && !plan.roots.some((r) => r.contains(el)) && !quiet.some((a) => el.closest('[' + a + ']'));
    let setUp = false;
    if (!changed) out.kept = prev.map(() => null); // nothing changed: Go keeps the last scan's rules whole
    else try {
      out.kept = prev.map(([xpath, rule], i) => {
        const el = prevEls[i];
        if (!el || !el.isConnected || lost.has(rule)) return null;
        if (!standing.has(rule) && (inside(el, plan.roots) || (posSet.size && inside(el, plan.near)))) return null;
        const text = norm(el.textContent);
        let target = null;
        if (!sameTarget(el)) {
          if (!setUp) { axe.setup(document); setUp = true; }
          target = [axe.utils.getSelector(el)];
        }
        return { target, xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200), text: text.length <= 4000 ? text : null, order: orderOf(el) };
      });
    } finally { if (setUp) axe.teardown(); }
  } finally { restore(); }
` + checksEndJS + `  out.standingChecks = Object.keys(stoodChecks || {});
  out.watching = INC.finish(next, plan.prints);
  out.title = document.title;
  return out;
}`

// rescanNode is a node as the re-scan turn gives it: with its place in
// document order (-1: not known).
type rescanNode struct {
	finding.Node
	Order int `json:"order"`
}

type rescanRule struct {
	finding.Rule
	Nodes []rescanNode `json:"nodes"`
}

// rescanOut is the re-scan turn's result.
type rescanOut struct {
	Full         string        `json:"full"`
	Local        []rescanRule  `json:"local"`
	Wide         []rescanRule  `json:"wide"`
	Kept         []*rescanNode `json:"kept"`
	Subtrees     []string      `json:"subtrees"`
	SubtreeCount int           `json:"subtreeCount"`
	Elements     int           `json:"elements"`
	Moved        bool          `json:"moved"`
	PageWide     []string      `json:"pageWide"`
	Standing     []string      `json:"standing"`
	Checks       *string       `json:"checks"`
	ChecksError  *string       `json:"checksError"`
	ChecksMs     int64         `json:"checksMs"`
	Watching     bool          `json:"watching"`
	Title        string        `json:"title"`
	Unheld       string        `json:"unheld"`
	// StandingChecks are the cheap checks whose last findings stood.
	StandingChecks []string `json:"standingChecks"`
}

// errFullScan carries why a re-scan had to be a full one.
type errFullScan struct{ reason string }

func (e errFullScan) Error() string { return "full scan: " + e.reason }

// rescan re-scans p incrementally from w, or returns errFullScan.
func (a *Axe) rescan(p playwright.Page, w *watch, tags []string, maxNodes int, cheap []string, token string) (axeOutcome, *RescanInfo, error) {
	out := axeOutcome{maxNodes: maxNodes}
	if w == nil || w.token == "" {
		return out, nil, errFullScan{"the last scan of this document left no watch (a page with frames, or none yet)"}
	}
	if p.URL() != w.url {
		return out, nil, errFullScan{"the page's address changed since the last scan"}
	}
	if !slices.Equal(tags, w.tags) {
		return out, nil, errFullScan{"the rules asked for differ from the last scan's"}
	}
	mark := time.Now()
	top := p.MainFrame()
	out.holder = w.held // the same document as the last scan's (the turn checks its token)
	local, positional := map[string]bool{}, map[string]bool{}
	for _, id := range localRules {
		local[id] = true
	}
	for _, id := range positionalRules {
		positional[id] = true
	}
	quiet := map[string]bool{}
	for _, id := range quietWideRules {
		quiet[id] = true
	}
	// A rule whose earlier nodes were capped, or sat where an XPath cannot
	// reach (a shadow tree), cannot be merged: it runs on the whole page.
	forceWide := []string{}
	prevByRule := map[string]finding.Rule{}
	var prev [][]string // [xpath, rule]
	var prevAt []*finding.Node
	for _, r := range w.rules {
		prevByRule[r.ID] = r
		if !local[r.ID] && !positional[r.ID] && !quiet[r.ID] {
			continue
		}
		if r.Total > len(r.Nodes) || slices.ContainsFunc(r.Nodes, func(n finding.Node) bool { return topXPath(n) == "" }) {
			forceWide = append(forceWide, r.ID)
			continue
		}
		for i := range r.Nodes {
			prev = append(prev, []string{topXPath(r.Nodes[i]), r.ID})
			prevAt = append(prevAt, &r.Nodes[i])
		}
	}
	arg := map[string]any{"token": w.token, "version": a.version, "options": runOptions(tags), "local": localRules, "positional": positionalRules, "quietWide": quietWideRules, "forceWide": forceWide, "prev": prev, "maxNodes": maxNodes, "watch": token}
	if len(cheap) > 0 {
		out.checksArg = checks.TurnArg(cheap)
		arg["checks"] = out.checksArg
		arg["stands"] = checks.StandsUnless(cheap)
	}
	var got rescanOut
	err := evalJSONIn(top, 2*time.Minute, a.turn("rescan", w.held), arg, &got)
	if err == nil && got.Unheld != "" {
		got = rescanOut{}
		err = evalJSONIn(top, 2*time.Minute, a.turn("rescan", ""), arg, &got)
	}
	if err != nil {
		return out, nil, fmt.Errorf("axe re-scan: %w", err)
	}
	if got.Full != "" {
		return out, nil, errFullScan{got.Full}
	}
	if len(got.Kept) != len(prev) {
		return out, nil, errors.New("axe re-scan: the kept nodes do not match the last scan's")
	}
	out.takeChecks(top, got.Checks, got.ChecksError, got.ChecksMs)
	out.rules = mergeRescan(w.rules, prevByRule, prev, prevAt, got, maxNodes)
	out.finished, out.watching, out.title = true, got.Watching, got.Title
	out.run = max(lap(&mark)-out.checksMs, 0)
	info := &RescanInfo{Incremental: true, Subtrees: got.Subtrees, SubtreeCount: got.SubtreeCount, Elements: got.Elements,
		PositionsMoved: got.Moved, PageWideRules: got.PageWide, StandingRules: got.Standing, StandingChecks: got.StandingChecks}
	return out, info, nil
}

// newWatchToken names one scan's watch.
func newWatchToken() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
