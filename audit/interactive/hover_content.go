package interactive

import (
	"context"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
)

// shownContent is what hovering a trigger made visible.
type shownContent struct {
	ID   int     `json:"id"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	Text string  `json:"text"`
}

// hoverContentCheck hovers each trigger (CSS :hover rules that reveal
// another element, pointer-enter listeners, tooltip markup; at most
// maxHoverTrigger) with the real pointer in a scratch tab and judges what
// it shows. aa-hover-content (1.4.13): moving the pointer from the trigger
// onto the content must keep it shown, and Escape must hide content that
// covers other content. aa-hover-keyboard (2.1.1): some element that
// takes focus must show it too, or the page must say it elsewhere; when
// only the trigger's own focus fails to show it (a key press may), it is
// needs review.
func hoverContentCheck(ctx context.Context, kit *evidence.Kit, p playwright.Page, id string) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: id}
	sp, err := scratchPage(ctx, p, false, hoverWatchJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	var trig struct {
		IDs   []int `json:"ids"`
		Total int   `json:"total"`
	}
	if err := hovCall(sp, "triggers", maxHoverTrigger, &trig); err != nil {
		return r, err
	}
	if trig.Total > len(trig.IDs) {
		kit.Log().Info(id+": hover triggers capped", "tried", len(trig.IDs), "of", trig.Total)
	}
	mouse := sp.Mouse()
	away := func() error { return mouse.Move(0, 0) }
	for _, t := range trig.IDs {
		if err := ctx.Err(); err != nil {
			return r, err
		}
		if err := away(); err != nil {
			return r, err
		}
		var n int
		if err := hovCall(sp, "hidden", nil, &n); err != nil {
			return r, err
		}
		var at *point
		if err := hovCall(sp, "point", t, &at); err != nil {
			return r, err
		}
		if at == nil || n == 0 {
			continue
		}
		if err := mouse.Move(at.X, at.Y); err != nil {
			return r, err
		}
		var shown []shownContent
		if err := hovCall(sp, "shown", t, &shown); err != nil {
			return r, err
		}
		if len(shown) == 0 {
			continue
		}
		c := shown[0]
		var f *finding.Node
		if id == "aa-hover-content" {
			f, err = hoverJudge(sp, mouse, *at, t, c)
		} else {
			f, err = hoverKeyJudge(sp, away, t, c, &r)
		}
		if err != nil {
			return r, err
		}
		if f != nil {
			r.Nodes = append(r.Nodes, *f)
		}
	}
	if err := away(); err != nil {
		return r, err
	}
	return capped(r), nil
}

// hoverJudge tries 1.4.13's hoverable and dismissible conditions on the
// content c the trigger t (hovered at `at`) shows.
func hoverJudge(sp playwright.Page, mouse playwright.Mouse, at point, t int, c shownContent) (*finding.Node, error) {
	var fails []string
	var entry struct {
		X, Y, CX, CY, Gap float64
	}
	if err := hovCall(sp, "entry", map[string]any{"content": c.ID, "trigger": t}, &entry); err != nil {
		return nil, err
	}
	// Hoverable: the pointer goes straight from the trigger into the
	// content, as a person's would, and rests on it. Content shown far
	// from its trigger (maxHoverGap) is not judged: the way there crosses
	// other things a person would go round.
	if entry.Gap <= maxHoverGap {
		for _, q := range []point{{entry.X, entry.Y}, {entry.CX, entry.CY}} {
			if err := mouse.Move(q.X, q.Y, playwright.MouseMoveOptions{Steps: playwright.Int(5)}); err != nil {
				return nil, err
			}
		}
		var still bool
		if err := hovCall(sp, "visibleNow", c.ID, &still); err != nil {
			return nil, err
		}
		if !still {
			fails = append(fails, "hover")
		}
	}
	// Dismissible: hovered again, Escape with the pointer where it is.
	if err := mouse.Move(at.X, at.Y, playwright.MouseMoveOptions{Steps: playwright.Int(5)}); err != nil {
		return nil, err
	}
	var again, covers bool
	if err := hovCall(sp, "visibleNow", c.ID, &again); err != nil {
		return nil, err
	}
	if again {
		if err := hovCall(sp, "obscures", c.ID, &covers); err != nil {
			return nil, err
		}
	}
	if covers {
		if err := sp.Keyboard().Press("Escape"); err != nil {
			return nil, err
		}
		var stays bool
		if err := hovCall(sp, "visibleNow", c.ID, &stays); err != nil {
			return nil, err
		}
		if stays {
			fails = append(fails, "dismiss")
		}
	}
	if len(fails) == 0 {
		return nil, nil
	}
	// 1.4.13 is about content that hides again when the pointer leaves:
	// content that stays is not hover content.
	if err := mouse.Move(0, 0); err != nil {
		return nil, err
	}
	var stays bool
	if err := hovCall(sp, "visibleNow", c.ID, &stays); err != nil || stays {
		return nil, err
	}
	var f *finding.Node
	err := hovCall(sp, "hoverFinding", map[string]any{"trigger": t, "content": c.ID, "fails": fails, "text": c.Text}, &f)
	return f, err
}

// hoverKeyJudge says whether keyboard users can get the content c: with
// the pointer away (and the content hidden again) it focuses the
// trigger's focusable equivalents, then every focusable element. A
// violation when nothing shows it, the trigger has no focusable
// equivalent and the page says it nowhere else; needs review when only a
// key press on a focusable trigger is left to try.
func hoverKeyJudge(sp playwright.Page, away func() error, t int, c shownContent, r *finding.RawCheck) (*finding.Node, error) {
	if err := away(); err != nil {
		return nil, err
	}
	var still bool
	if err := hovCall(sp, "visibleNow", c.ID, &still); err != nil || still {
		return nil, err // shown without the pointer: not hover content
	}
	var res struct {
		Shows     *bool `json:"shows"`
		Focusable bool  `json:"focusable"`
	}
	if err := hovCall(sp, "keyShows", map[string]any{"content": c.ID, "trigger": t, "cap": maxKeyFocus}, &res); err != nil {
		return nil, err
	}
	if res.Shows == nil || *res.Shows {
		return nil, nil
	}
	var f *finding.Node
	if err := hovCall(sp, "keyFinding", map[string]any{"trigger": t, "content": c.ID, "text": c.Text, "review": res.Focusable}, &f); err != nil || f == nil {
		return nil, err
	}
	if res.Focusable {
		r.Review = append(r.Review, *f)
		return nil, nil
	}
	return f, nil
}
