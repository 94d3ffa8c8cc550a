package interactive

import (
	"context"
	_ "embed"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// The hover checks act with the real pointer and keyboard in a scratch
// tab (nothing is sent): links told apart from text by colour alone until
// hovered or focused (1.4.1, G183/F73), and content shown on hover that
// cannot be dismissed or hovered (1.4.13) or reached with keys (2.1.1).

//go:embed linkcue.js
var checksLinkCueJS string

//go:embed hover.js
var checksHoverJS string

//go:embed hover_watch.js
var hoverWatchJS string

var hoverPageJS = "async ({ op, arg }) => {\n" + browser.PageLibJS() + evidence.ColourLibJS + checksLinkCueJS + checksHoverJS + "\n  return await hov[op](arg);\n}"

func hovCall(p playwright.Page, op string, arg any, out any) error {
	return browser.EvalJSON(p, hoverPageJS, map[string]any{"op": op, "arg": arg}, out)
}

// Caps that bound a hover check's cost on a large page: candidates tried
// (the rest are counted in the log and the first finding's data), and
// focusable elements tried to show one hover content with keys.
const (
	maxLinkCue      = 40
	maxHoverTrigger = 40
	maxKeyFocus     = 150
	maxHoverGap     = 48 // CSS px between a trigger and its content, past which hoverable is not judged
)

// point is a viewport position.
type point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// linkCueCheck hovers and focuses each link that only its colour (3:1 or
// more against the text) sets apart, and reports those that gain no other
// cue either way: F73. A link of the text's own colour with no cue is
// needs review (axe's link-in-text-block lets it pass).
func linkCueCheck(ctx context.Context, kit *evidence.Kit, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: "aa-link-cue"}
	sp, err := scratchPage(ctx, p, false, "")
	if err != nil {
		return r, err
	}
	defer sp.Close()
	var cands struct {
		Links []struct {
			ID    int     `json:"id"`
			Mode  string  `json:"mode"`
			Ratio float64 `json:"ratio"`
			Link  string  `json:"link"`
			Text  string  `json:"text"`
		} `json:"links"`
		Total int `json:"total"`
	}
	if err := hovCall(sp, "links", maxLinkCue, &cands); err != nil {
		return r, err
	}
	if cands.Total > len(cands.Links) {
		kit.Log().Info("aa-link-cue: candidates capped", "tried", len(cands.Links), "of", cands.Total)
	}
	type cueState struct {
		State   bool `json:"state"`
		Cue     bool `json:"cue"`
		Touched bool `json:"touched"`
	}
	mouse := sp.Mouse()
	for _, l := range cands.Links {
		if err := ctx.Err(); err != nil {
			return r, err
		}
		var hover, focus cueState
		var at *point
		var ok bool
		if err := hovCall(sp, "mark", nil, &ok); err != nil {
			return r, err
		}
		if err := hovCall(sp, "point", l.ID, &at); err != nil {
			return r, err
		}
		if at != nil {
			if err := mouse.Move(at.X, at.Y); err != nil {
				return r, err
			}
			if err := hovCall(sp, "cueAfter", map[string]any{"id": l.ID, "how": "hover"}, &hover); err != nil {
				return r, err
			}
		}
		if err := mouse.Move(0, 0); err != nil {
			return r, err
		}
		if err := hovCall(sp, "mark", nil, &ok); err != nil {
			return r, err
		}
		if err := hovCall(sp, "focus", l.ID, &ok); err != nil {
			return r, err
		}
		if err := hovCall(sp, "cueAfter", map[string]any{"id": l.ID, "how": "focus"}, &focus); err != nil {
			return r, err
		}
		hoverFails := hover.State && !hover.Cue && !hover.Touched
		focusFails := focus.State && !focus.Cue && !focus.Touched
		if l.Mode == "contrast" && !hoverFails && !focusFails {
			continue
		}
		var f *struct {
			Review bool         `json:"review"`
			Node   finding.Node `json:"node"`
		}
		arg := map[string]any{"id": l.ID, "mode": l.Mode, "hover": !hoverFails, "focus": !focusFails, "ratio": l.Ratio, "link": l.Link, "text": l.Text}
		if err := hovCall(sp, "linkFinding", arg, &f); err != nil {
			return r, err
		}
		switch {
		case f == nil:
		case f.Review:
			r.Review = append(r.Review, f.Node)
		default:
			r.Nodes = append(r.Nodes, f.Node)
		}
	}
	return capped(r), nil
}
