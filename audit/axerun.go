package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// A scan follows @axe-core/playwright's design: axe is injected into each
// frame it reaches, axe.runPartial runs in every frame (found through
// axe.utils.getFrameContexts and entered through the frame element's
// contentFrame, never through the page's frame list), and axe.finishRun
// merges the partial results on a blank page that no page script can touch.
// A page with no frames for axe to enter finishes in its own turn instead
// (runTopJS): its partial came from the page already, so the page's reach
// is the same, and the finish needs no second page.
// A frame that cannot be injected or run contributes a null partial, as in
// axe's own integration, and is reported as an incomplete frame; only the
// top document failing fails the scan. Nothing is cached between scans.

// axeOutcome is what a scan gathers before it becomes violations.
type axeOutcome struct {
	rules      []finding.Rule
	incomplete []IncompleteFrame
	// framesBy bounds the time all child frames of one scan may take
	// together: a page that keeps tearing frames down and building new ones
	// must not make the scan last for minutes.
	framesBy time.Time
	// inject, run and finish are the scan's phases, in milliseconds.
	inject, run, finish int64
	// maxNodes caps the nodes kept per rule; finished says the top
	// document's turn already gave the result (a page with no frames).
	maxNodes int
	finished bool
	// enriched: that turn also gave the nodes' XPath and text (enrichJS).
	enriched bool
	// holder names the object holding the turns in the top document
	// (holdIn); "" when it holds none.
	holder string
	// title is the top document's, read in its turn.
	title string
	// checksArg asks the top document's turn to run the cheap checks
	// (checks.TurnArg); checks is their raw results, checksErr why there
	// are none, checksMs their time in the page (not counted in run).
	checksArg map[string]any
	checks    []finding.RawCheck
	checksErr error
	checksMs  int64
	// watchToken asks the top document's turn to leave a watch for the
	// next re-scan (rescan.go); watching says that it did.
	watchToken string
	watching   bool
}

// topTurnJS is the top document's turn, with or without the cheap checks
// (checks.TurnJS): their library is defined and their image reads started
// before axe runs, and they run once axe is done, so they see the page as
// it did. Their time is reported apart (checksMs), and their failure fails
// only them.
func topTurnJS(withChecks bool) string {
	js := "async ({ context, options, maxNodes, checks, watch }) => { const axe = window." + AxeGlobal + ";\n" +
		// The watch for the next re-scan starts before axe reads the page.
		"  let W = null, next = null;\n  if (watch) { try { W = " + rescanLibJS + "; next = W.begin(watch); } catch (e) { W = null; } }\n"
	if withChecks {
		js += checksBeginJS
	}
	// With no frames, the partial goes to finishRun as it is (it crosses
	// to Go only when frames' partials must join it: on a large page its
	// JSON is over a megabyte), and the nodes get the XPath and text Go
	// would otherwise ask for in a second round trip (enrichJS).
	js += "  const restore = (" + hidePollutionJS + ")();\n" +
		"  let out;\n" +
		"  try { const kids = axe.utils.getFrameContexts(context);\n" +
		"    const partial = await axe.runPartial(context, options);\n" +
		"    if (kids.length > 0) out = { kids, partial: JSON.stringify(partial) };\n" +
		"    else { out = { rules: (" + violationsJS + ")(await axe.finishRun([partial], options), maxNodes), enriched: true };\n" +
		"      try { const ENRICH = " + enrichJS + ";\n" +
		"      const nodes = out.rules.flatMap((r) => r.nodes).filter((n) => n.target.length === 1 && typeof n.target[0] === 'string' && !n.target[0].includes('>>'));\n" +
		"      ENRICH(nodes.map((n) => n.target[0])).forEach((e, i) => { if (e) { nodes[i].xpath = [e.xpath]; nodes[i].text = e.text; } }); } catch (e) { out.enriched = false; }\n" +
		"    }\n" +
		"  } finally { restore(); }\n"
	if withChecks {
		js += checksEndJS
	}
	// The watch's prints are taken after the checks, which may change the
	// page for a moment (and put it back).
	return js + "  if (W) { try { out.watching = W.finish(next); } catch (e) { out.watching = false; } }\n  out.title = document.title;\n  return out; }"
}

// checksBeginJS and checksEndJS bracket axe in a page turn that runs the
// cheap checks (checks.TurnJS, its argument in checks): the library is
// defined and its reads started before axe, the checks run after it, and
// out gets checks (their results as JSON), checksError and checksMs
// (their time in the page), which takeChecks reads. A re-scan's turn sets
// stoodChecks to the last scan's findings of the checks whose results stand;
// what every check found goes into the next watch (next.found).
var (
	checksBeginJS = "  let runChecks = null, checksError = null, checksMs = 0, stoodChecks = null, reuseSels = null, t = performance.now();\n" +
		"  if (checks) { try { runChecks = (" + checks.TurnJS + ")(checks); } catch (e) { checksError = String(e && e.message || e); } }\n" +
		"  checksMs += performance.now() - t;\n"
	checksEndJS = "  t = performance.now();\n" +
		"  if (runChecks) { try { out.checks = JSON.stringify(await runChecks(stoodChecks, reuseSels)); if (next) { next.found = runChecks.found; next.sels = runChecks.sels; } } catch (e) { checksError = String(e && e.message || e); } }\n" +
		"  out.checksError = checksError; out.checksMs = Math.round(checksMs + performance.now() - t);\n"
)

// takeChecks reads what checksEndJS left in a turn's result, when the
// turn was asked to run the checks.
func (out *axeOutcome) takeChecks(f playwright.Frame, res, errText *string, ms int64) {
	if out.checksArg == nil {
		return
	}
	out.checksMs = ms
	switch {
	case errText != nil:
		out.checksErr = fmt.Errorf("accessagents checks: %s", *errText)
	case res == nil:
		out.checksErr = errors.New("accessagents checks: the page turn returned no results")
	default:
		out.checks, out.checksErr = checks.TurnResult(json.RawMessage(*res), out.checksArg, func(js string, arg, v any) error {
			return evalJSONIn(f, probeTimeout, js, arg, v)
		})
	}
}

// partials runs axe in frame f and, recursively, in the frames it contains,
// returning the partial results in axe's depth-first order (nil marks a
// frame that could not be tested).
func (a *Axe) partials(f playwright.Frame, context any, options map[string]any, top bool, out *axeOutcome) ([]any, error) {
	d := frameTimeout
	if top {
		d = 2 * time.Minute
	}
	if !top {
		left := time.Until(out.framesBy)
		if left <= 0 {
			return nil, ErrFrameBudget
		}
		d = min(d, left)
		if _, err := evalIn(f, min(probeTimeout, left), "() => true", nil); err != nil {
			return nil, fmt.Errorf("frame does not respond: %w", err)
		}
		if err := a.ensureIn(f, d); err != nil {
			return nil, err
		}
	}
	js, arg := runPartialJS, map[string]any{"context": context, "options": options}
	if top {
		js, arg["maxNodes"] = a.turn("top", out.holder), out.maxNodes
		if out.checksArg != nil {
			js, arg["checks"] = a.turn("topChecks", out.holder), out.checksArg
		}
		if out.watchToken != "" {
			arg["watch"] = out.watchToken
		}
	}
	var got struct {
		Kids        []frameContext `json:"kids"`
		Partial     string         `json:"partial"`
		Rules       []finding.Rule `json:"rules"`
		Checks      *string        `json:"checks"`
		ChecksError *string        `json:"checksError"`
		ChecksMs    int64          `json:"checksMs"`
		Watching    bool           `json:"watching"`
		Enriched    bool           `json:"enriched"`
		Title       string         `json:"title"`
		Unheld      string         `json:"unheld"`
	}
	err := evalJSONIn(f, d, js, arg, &got)
	if err == nil && top && got.Unheld != "" {
		out.holder, got.Unheld = "", ""
		js = a.turn("top", "")
		if out.checksArg != nil {
			js = a.turn("topChecks", "")
		}
		err = evalJSONIn(f, d, js, arg, &got)
	}
	if err != nil {
		if top {
			return nil, fmt.Errorf("axe run: %w", err)
		}
		return nil, fmt.Errorf("axe runPartial: %w", err)
	}
	if top {
		out.watching, out.title = got.Watching, got.Title
	}
	if top {
		out.takeChecks(f, got.Checks, got.ChecksError, got.ChecksMs)
	}
	if top && got.Rules != nil {
		out.rules, out.finished, out.enriched = got.Rules, true, got.Enriched
		return nil, nil
	}
	kids, own := got.Kids, got.Partial
	list := []any{own}
	for _, k := range kids {
		sub, url, err := a.childPartials(f, k, options, out)
		if err != nil {
			out.incomplete = append(out.incomplete, IncompleteFrame{Frame: frameLabel(k.FrameSelector), URL: url, Reason: finding.OneLine(err.Error())})
			list = append(list, nil)
			continue
		}
		list = append(list, sub...)
	}
	return list, nil
}

// finishJS merges the partial results and trims them for the wire: nodes
// are capped per rule (the full count is kept) and snippets truncated.
// Nothing is dropped from the counts: a node axe reports is a violation.
var finishJS = "async ({ partials, options, maxNodes }) => {\n  const axe = window." + AxeGlobal + ";\n" + `
  const parsed = partials.map((p) => (typeof p === "string" && p ? JSON.parse(p) : null));
  const res = await axe.finishRun(parsed, options);
  return (` + violationsJS + `)(res, maxNodes);
}`

// violationsJS turns axe's results into the rules Go reads (finding.Rule),
// keeping maxNodes nodes of each.
const violationsJS = `(res, maxNodes) => res.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, description: v.description, tags: v.tags,
    total: v.nodes.length,
    nodes: v.nodes.slice(0, maxNodes).map((n) => {
      const check = (n.any && n.any[0]) || (n.all && n.all[0]) || (n.none && n.none[0]);
      return { target: n.target, xpath: n.xpath || null, html: (n.html || '').slice(0, 200),
        summary: (n.failureSummary || '').slice(0, 500), impact: n.impact || v.impact,
        data: check && check.data ? check.data : null };
    }),
  }))`

// enrichJS adds, for nodes in the top document, the XPath form the source
// map uses and the node's text (for fix_apply_content's hash).
var enrichJS = "(targets) => {\n" + browser.PageLibJS() + `
  return targets.map((t) => {
    let el = null;
    try { el = document.querySelector(t); } catch (e) {}
    if (!el) return null;
    const text = norm(el.textContent);
    return { xpath: absXPath(el), text: text.length <= 4000 ? text : null };
  });
}`

// runScan is one full scan of page p; cheap names the cheap checks to run
// in the top document's turn (none: no checks).
func (a *Axe) runScan(ctx context.Context, s *browser.Session, p playwright.Page, tags []string, maxNodes int, cheap []string, watch string) (axeOutcome, error) {
	out := axeOutcome{framesBy: time.Now().Add(frameBudget), maxNodes: maxNodes, watchToken: watch}
	if len(cheap) > 0 {
		out.checksArg = checks.TurnArg(cheap)
	}
	mark := time.Now()
	top := p.MainFrame()
	holder, err := a.ensureHeld(top, 2*time.Minute)
	if err != nil {
		return out, err
	}
	out.holder = holder
	out.inject = lap(&mark)
	options := runOptions(tags)
	parts, err := a.partials(top, map[string]any{"exclude": []any{}}, options, true, &out)
	if err != nil {
		return out, fmt.Errorf("axe scan: %w", err)
	}
	out.run = max(lap(&mark)-out.checksMs, 0)
	if out.finished {
		if !out.enriched {
			a.enrich(top, out.rules)
		}
		out.finish = lap(&mark)
		return out, nil
	}
	// The result comes back through a channel: a call abandoned on
	// cancellation may still finish later and must not write into out.
	got := make(chan []finding.Rule, 1)
	err = s.Scratch(ctx, func(bp playwright.Page) error {
		if err := a.ensureIn(bp.MainFrame(), time.Minute); err != nil {
			return err
		}
		var rules []finding.Rule
		if err := browser.EvalJSON(bp, finishJS, map[string]any{"partials": parts, "options": options, "maxNodes": maxNodes}, &rules); err != nil {
			return err
		}
		got <- rules
		return nil
	})
	if err != nil {
		return axeOutcome{incomplete: out.incomplete}, fmt.Errorf("axe finishRun: %w", err)
	}
	out.rules = <-got
	a.enrich(top, out.rules)
	out.finish = lap(&mark)
	return out, nil
}

// enrich fills XPath and text for top-document nodes; a failure leaves
// axe's own XPath in place.
func (a *Axe) enrich(top playwright.Frame, rules []finding.Rule) {
	var targets []string
	var where [][2]int
	for i, r := range rules {
		for j, n := range r.Nodes {
			var t []string
			if json.Unmarshal(n.Target, &t) == nil && len(t) == 1 && !strings.Contains(t[0], ">>") {
				targets = append(targets, t[0])
				where = append(where, [2]int{i, j})
			}
		}
	}
	if len(targets) == 0 {
		return
	}
	var got []*struct {
		XPath string  `json:"xpath"`
		Text  *string `json:"text"`
	}
	if err := evalJSONIn(top, time.Minute, enrichJS, targets, &got); err != nil || len(got) != len(where) {
		return
	}
	for k, g := range got {
		if g == nil {
			continue
		}
		n := &rules[where[k][0]].Nodes[where[k][1]]
		n.XPath, _ = json.Marshal([]string{g.XPath})
		n.Text = g.Text
	}
}
