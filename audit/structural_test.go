package audit

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestStructuralFixesLandInSource: on the sign-up page the live DOM gets
// the ARIA fix (verified by axe), while the patch makes the real edit — a
// <div> in a <ul> becomes an <li>, links straight in a <ul> are each
// wrapped in one, text before a field becomes its <label for>. The patched source, loaded in a fresh session, has neither
// violation and keeps every interactive element (Do-No-Harm).
func TestStructuralFixesLandInSource(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s := newSession(t)
	ctx := testCtx(t)
	res, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL("/site/signup.html"), PageSize: MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	before, err := testEngine.PageOutline(ctx, s, 200)
	if err != nil {
		t.Fatal(err)
	}
	words := evidence.LoadWords(evidence.DictPath)
	fixed := map[string]bool{}
	for _, v := range res.Violations {
		if v.RuleID != "list" && v.RuleID != "label" && v.RuleID != "select-name" {
			continue
		}
		in, _ := fixAndVerify(t, s, v, fix.PlanContext{Words: words})
		fixed[v.RuleID+" "+in.Attributes["name"]] = true
	}
	if !fixed["list "] || !fixed["label fullname"] || !fixed["select-name country"] {
		t.Fatalf("expected the list, the full-name field and the country select to be fixed: %v", fixed)
	}
	_, patched, _, unmapped, ok := testEngine.PatchedSource(s.ID())
	if !ok || len(unmapped) > 0 {
		t.Fatalf("patch: ok=%v unmapped=%v", ok, unmapped)
	}
	src := string(patched)
	for _, want := range []string{`<ul class="perks"><li>Free shipping</li>`, `<label for="aa-fullname">Full name</label> <input type="text" name="fullname" autocomplete="name" id="aa-fullname">`,
		`<label for="aa-country">Country</label> <select name="country" id="aa-country">`,
		`<ul class="legal" style="display: flex; gap: 1rem; padding: 0"><li style="display: contents"><a href="terms.html">Terms</a></li><li style="display: contents"><a href="terms.html#privacy">Privacy</a></li></ul>`} {
		if !strings.Contains(src, want) {
			t.Errorf("the patch lacks the source edit %s", want)
		}
	}
	if strings.Contains(src, `role="listitem"`) || strings.Contains(src, `role="none"`) || strings.Contains(src, `aria-label="Full name"`) {
		t.Error("the patch carries the ARIA stand-in instead of the markup fix")
	}
	// Verified in the browser: the patched source, in a new session.
	site := http.FileServer(http.Dir("../testdata/site"))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/signup.html" {
			site.ServeHTTP(w, r) // the framed terms page, images
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(patched)
	}))
	defer srv.Close()
	s2, err := testMgr.Session(t.Name() + "-patched")
	if err != nil {
		t.Fatal(err)
	}
	defer testMgr.CloseSession(t.Name() + "-patched")
	res2, err := testEngine.Scan(ctx, s2, ScanOptions{URL: srv.URL + "/signup.html", PageSize: MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range res2.Violations {
		if v.RuleID == "list" || v.RuleID == "listitem" || (v.RuleID == "label" && strings.Contains(v.HTML, "fullname")) || v.RuleID == "select-name" {
			t.Errorf("the patched source still violates %s at %s", v.RuleID, v.Selector)
		}
	}
	after, err := testEngine.PageOutline(ctx, s2, 200)
	if err != nil {
		t.Fatal(err)
	}
	if len(after.Elements) != len(before.Elements) {
		t.Errorf("Do-No-Harm: %d interactive elements before, %d in the patched source", len(before.Elements), len(after.Elements))
	}
}

// fixAndVerify plans v's fixes offline, applies the first hypothesis and
// verifies it in the browser; it returns the inspection and hypothesis.
func fixAndVerify(t *testing.T, s *browser.Session, v *finding.Violation, pc fix.PlanContext) (finding.Inspection, fix.Hypothesis) {
	t.Helper()
	ctx := testCtx(t)
	in, err := testEngine.Inspect(ctx, s, v.Selector)
	if err != nil {
		t.Fatal(err)
	}
	hs, why := fix.PlanFixes(v, in, pc, 1)
	if len(hs) == 0 {
		t.Fatalf("%s %s handed off: %s", v.RuleID, v.Selector, why)
	}
	for _, f := range hs[0].Fixes {
		if _, err := testEngine.Fix(ctx, s, f); err != nil {
			t.Fatalf("%s: %v", v.Selector, err)
		}
	}
	vr, err := testEngine.Verify(ctx, s, v.Selector, v.RuleID)
	if err != nil || vr.Status != "pass" {
		t.Fatalf("%s %s: verify %+v %v", v.RuleID, v.Selector, vr, err)
	}
	return in, hs[0]
}
