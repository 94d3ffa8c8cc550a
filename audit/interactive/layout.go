package interactive

import (
	"context"
	_ "embed"
	"fmt"
	"regexp"
	"slices"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

//go:embed layout.js
var checksLayoutJS string

var layoutJS = "({ op, arg }) => {\n" + browser.PageLibJS() + checksLayoutJS + "\n  return lay[op](arg);\n}"

func layCall(p playwright.Page, op string, arg any, out any) error {
	return browser.EvalJSON(p, layoutJS, map[string]any{"op": op, "arg": arg}, out)
}

// viewport is p's viewport size, to restore after a resize, or an error
// when the page has none (our playwright-go returns a copy since PATCHES.md
// item 8: the page's own record, which a resize overwrites, once made
// every check after aa-reflow run at 320×256).
func viewport(p playwright.Page) (playwright.Size, error) {
	vp := p.ViewportSize()
	if vp == nil {
		return playwright.Size{}, fmt.Errorf("the page has no fixed viewport to restore")
	}
	return *vp, nil
}

// settle waits two animation frames so style changes are laid out.
func settle(p playwright.Page) {
	_, _ = p.Evaluate(`() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
}

// textSpacingCSS is WCAG 1.4.12's override: line height 1.5, paragraph
// spacing 2em, letter spacing 0.12em, word spacing 0.16em.
const textSpacingCSS = `*{line-height:1.5!important;letter-spacing:0.12em!important;word-spacing:0.16em!important}p{margin-bottom:2em!important}`

// layoutCheck runs reflow (1.4.10), text resize (1.4.4) or text spacing
// (1.4.12) on the live page and restores it afterwards.
func layoutCheck(ctx context.Context, p playwright.Page, id string) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: id}
	switch id {
	case "aa-reflow":
		vp, err := viewport(p)
		if err != nil {
			return r, fmt.Errorf("reflow: %w", err)
		}
		if err := p.SetViewportSize(320, 256); err != nil {
			return r, err
		}
		defer p.SetViewportSize(vp.Width, vp.Height)
		settle(p)
		var res struct {
			Nodes  []finding.Node `json:"nodes"`
			Review []finding.Node `json:"review"`
		}
		if err := layCall(p, "overflow", nil, &res); err != nil {
			return r, err
		}
		r.Nodes, r.Total, r.Review, r.ReviewTotal = capNodes(res.Nodes), len(res.Nodes), capNodes(res.Review), len(res.Review)
		return r, nil
	case "aa-text-resize", "aa-text-spacing":
		var locked []finding.Node // text spacing: what no override can reach
		if id == "aa-text-spacing" {
			if err := layCall(p, "lockedSpacing", nil, &locked); err != nil {
				return r, err
			}
		}
		var before []int
		if err := layCall(p, "clipped", nil, &before); err != nil {
			return r, err
		}
		var restore func()
		if id == "aa-text-resize" {
			var n int
			if err := layCall(p, "bigText", true, &n); err != nil {
				return r, err
			}
			restore = func() { _ = layCall(p, "bigText", false, &n) }
		} else {
			if _, err := p.Evaluate(styleOnJS, textSpacingCSS); err != nil {
				return r, err
			}
			restore = func() { _, _ = p.Evaluate(styleOffJS) }
		}
		defer restore()
		settle(p)
		var after []int
		if err := layCall(p, "clipped", nil, &after); err != nil {
			return r, err
		}
		was := map[int]bool{}
		for _, i := range before {
			was[i] = true
		}
		var fresh, still []int
		for _, i := range after {
			if !was[i] {
				fresh = append(fresh, i)
			} else {
				still = append(still, i)
			}
		}
		why := "With text at 200% this box cuts off part of its text (overflow hidden with a fixed size): let it grow with its content."
		if id == "aa-text-spacing" {
			why = "With WCAG text spacing (line height 1.5, letter 0.12em, word 0.16em, paragraph 2em) this box cuts off part of its text: avoid fixed heights and overflow hidden on text."
		}
		var more []int // clipped, but a link nearby offers the full text
		var review []finding.Node
		if id == "aa-text-resize" {
			if err := layCall(p, "moreOffered", fresh, &more); err != nil {
				return r, err
			}
			fresh = without(fresh, more)
			// Clipped at 100% already and still at 200%: whether that text
			// can be read another way (a tooltip, a link) is for a person.
			if err := layCall(p, "readableBoxes", still, &still); err != nil {
				return r, err
			}
			if err := layCall(p, "described", map[string]any{"ids": still, "summary": "This box cuts off part of its text at normal size, and still at 200%: check that the whole text can be read (let the box grow, or offer the full text)."}, &review); err != nil {
				return r, err
			}
		}
		var nodes, rev []finding.Node
		if err := layCall(p, "described", map[string]any{"ids": fresh, "summary": why}, &nodes); err != nil {
			return r, err
		}
		if err := layCall(p, "described", map[string]any{"ids": more, "summary": why + " A link after it seems to offer the full text: check that it does."}, &rev); err != nil {
			return r, err
		}
		review = append(rev, review...)
		nodes = append(locked, nodes...)
		r.Nodes, r.Total = capNodes(nodes), len(nodes)
		r.Review, r.ReviewTotal = capNodes(review), len(review)
		return r, nil
	}
	return r, fmt.Errorf("%w %q", finding.ErrUnknownCheck, id)
}

// without is ids less those in drop.
func without(ids, drop []int) []int {
	out := make([]int, 0, len(ids))
	for _, i := range ids {
		if !slices.Contains(drop, i) {
			out = append(out, i)
		}
	}
	return out
}

// capped counts a check's findings and keeps the first of each list up to
// the cap, as every on-request check reports them.
func capped(r finding.RawCheck) finding.RawCheck {
	r.Total, r.ReviewTotal = len(r.Nodes), len(r.Review)
	r.Nodes, r.Review = capNodes(r.Nodes), capNodes(r.Review)
	return r
}

func capNodes(ns []finding.Node) []finding.Node {
	if len(ns) > finding.MaxNodesPerRule {
		return ns[:finding.MaxNodesPerRule]
	}
	return ns
}

// sleepCtx waits d or until ctx ends.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// scriptMarkup finds what in served HTML could run a script: a script
// element, an attribute named like an event handler (after a space, a
// slash or a quote, as the parser reads one), or a javascript: URL.
var scriptMarkup = regexp.MustCompile(`(?i)<script|(^|[\s/"'])on[a-z]+\s*=|javascript:`)

// servedScriptless says whether the document came in as HTML with nothing
// in it that could run a script. It is read from the bytes served, below
// anything the page does: a script that removed itself (and its handlers)
// after starting a timer leaves a DOM with no script in it, but not a
// response.
func servedScriptless(resp playwright.Response) bool {
	if resp == nil {
		return false
	}
	body, err := resp.Body()
	return err == nil && !scriptMarkup.Match(body)
}

// motionWait is how long the reduced-motion check watches a page that
// could change by itself.
const motionWait = 3 * time.Second

// reducedMotionCheck loads the page afresh with prefers-reduced-motion:
// reduce and reports what still animates or rotates by itself (2.3.3; a
// warning, so needs review).
func reducedMotionCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: "aa-reduced-motion"}
	sp, resp, err := openScratch(ctx, p, true, "")
	if err != nil {
		return r, err
	}
	defer sp.Close()
	var ok bool
	if err := layCall(sp, "watch", nil, &ok); err != nil {
		return r, err
	}
	// A page that never ran a script, and has no running animation, no
	// media and no frame, cannot change by itself, so watching it shows
	// nothing: the answer is there at once. Any other page is watched for
	// motionWait.
	still := false
	if servedScriptless(resp) {
		if err := layCall(sp, "still", nil, &still); err != nil {
			return r, err
		}
	}
	if !still {
		if err := sleepCtx(ctx, motionWait); err != nil {
			return r, err
		}
	}
	var anim, changed []finding.Node
	if err := layCall(sp, "animations", nil, &anim); err != nil {
		return r, err
	}
	if err := layCall(sp, "watched", nil, &changed); err != nil {
		return r, err
	}
	all := append(anim, changed...)
	r.Review, r.ReviewTotal = capNodes(all), len(all)
	return r, nil
}
