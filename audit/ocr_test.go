package audit

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestTextImageVersusDescriptiveFileName is the case: nav_facts.gif
// reads "TICKETS", so it is named "Tickets" from OCR (never "Nav facts");
// walnut-desk-lamp.svg has no text, and its file name is a real
// descriptive phrase, so it is named from it — flagged for review.
func TestTextImageVersusDescriptiveFileName(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s := newSession(t)
	ctx := testCtx(t)
	res, err := testEngine.Scan(ctx, s, ScanOptions{URL: testSrv.URL + "/fixes/ocr/index.html", PageSize: MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	words := evidence.LoadWords(evidence.DictPath)
	got := map[string]fix.Hypothesis{}
	for _, v := range res.Violations {
		if v.RuleID != "image-alt" {
			continue
		}
		in, hs, why := inspectAndPlan(t, ctx, s, v, fix.PlanContext{Words: words})
		if len(hs) == 0 {
			t.Fatalf("%s handed off: %s", in.ImageFile, why)
		}
		got[in.ImageFile] = hs[0]
		t.Logf("%s: alt=%q source=%s confidence=%.2f ocr=%+v", in.ImageFile, hs[0].Fixes[0].Value, hs[0].Source, hs[0].Confidence, in.Image.OCR)
	}
	if h := got["nav_facts.gif"]; h.Fixes == nil || h.Fixes[0].Value != "Tickets" || h.Source != fix.SourceOCR || h.LowConfidence {
		t.Errorf("nav_facts.gif: %+v, want alt Tickets from OCR", h)
	}
	if h := got["walnut-desk-lamp.svg"]; h.Fixes == nil || h.Fixes[0].Value != "Walnut desk lamp" || h.Source != fix.SourceFileName || !h.LowConfidence {
		t.Errorf("walnut-desk-lamp.svg: %+v, want the file's phrase, flagged for review", h)
	}
	for _, h := range got {
		if strings.Contains(strings.ToLower(h.Fixes[0].Value), "nav") {
			t.Errorf("a layout word became a name: %+v", h)
		}
	}
}
