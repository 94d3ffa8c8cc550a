package autonomous

import (
	"context"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/audit/report"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestWithVisionForFix is `accessagents fix --vision-model`: the text image
// keeps its OCR name with no model call; the photo-like image whose only
// source is its file name goes to the vision model with its pixels, and
// the accepted alt lands in the source patch.
func TestWithVisionForFix(t *testing.T) {
	browsertest.Slow(t)
	ms := newModelServer(t, nil, func(kind, body string) string {
		if kind == "alt" && strings.Contains(body, "data:image/png;base64,") && strings.Contains(body, "Our lamps are made") {
			return `{"alt":"Walnut desk lamp with a round white shade","reason":"what the picture shows"}`
		}
		return ""
	})
	c := connect(t)
	ro := WithVision(agent.RemediateOptions{URL: pageURL("/fixes/ocr/index.html")}, ms.llm(true, 8000), "alt text")
	rep, err := agent.Remediate(context.Background(), c, ro)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]report.Fix{}
	for _, f := range rep.Fixes {
		got[f.Selector] = f
	}
	var nav, lamp report.Fix
	for sel, f := range got {
		switch {
		case strings.Contains(sel, "nav_facts"):
			nav = f
		case strings.Contains(sel, "walnut"):
			lamp = f
		}
	}
	if nav.Change != `alt="Tickets"` || nav.Source != fix.SourceOCR {
		t.Errorf("text image: %+v", nav)
	}
	if lamp.Change != `alt="Walnut desk lamp with a round white shade"` || lamp.Source != fix.SourceVision || lamp.Status != report.StatusReview {
		t.Errorf("photo: %+v (fixes %+v, handoffs %+v)", lamp, rep.Fixes, rep.Handoff)
	}
	for _, r := range ms.requests {
		if r.Kind == "alt" && strings.Contains(r.Body, "TICKETS") {
			t.Error("the text image went to the model although OCR named it")
		}
	}
	if patch := exportFile(t, c, "patch"); !strings.Contains(string(patch), `alt="Walnut desk lamp with a round white shade"`) {
		t.Errorf("the model's alt is not in the patch:\n%s", patch)
	}
}
