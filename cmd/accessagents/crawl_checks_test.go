package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/crawl"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestCrawlChecksAll: `audit --urls … --checks all` runs the on-request
// checks on every page, and each page report keeps the checks' findings
// and their needs-review items; without it a page gets the cheap ones only.
func TestCrawlChecksAll(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	srv := httptest.NewServer(http.FileServer(http.Dir("../../testdata/checks")))
	defer srv.Close()
	dir := t.TempDir()
	urls := filepath.Join(dir, "urls.txt")
	os.WriteFile(urls, []byte(srv.URL+"/focus-visible/fail.html\n"+srv.URL+"/link-purpose/fail.html\n"), 0o644)
	reports := func(name string, extra ...string) map[string]crawl.PageReport {
		out := filepath.Join(dir, name)
		args := append([]string{"audit", "--urls", urls, "--out", out, "--format", "json", "--rate-interval", "0s"}, extra...)
		stdout, stderr, code := runBin(t, args...)
		if code == 2 {
			t.Fatalf("%s: exit 2\n%s%s", name, stdout, stderr)
		}
		got := map[string]crawl.PageReport{}
		for _, r := range journalRecords(t, out) {
			b, err := os.ReadFile(filepath.Join(out, r.File))
			var rep crawl.PageReport
			if err != nil || json.Unmarshal(b, &rep) != nil {
				t.Fatalf("%s: page report %q: %v", name, r.File, err)
			}
			got[strings.TrimPrefix(r.URL, srv.URL)] = rep
		}
		return got
	}
	rules := func(rep crawl.PageReport, rule string) (found []string, review int) {
		for _, f := range rep.Findings {
			if f.RuleID == rule {
				found = append(found, f.Selector)
			}
		}
		for _, v := range rep.NeedsReview {
			if v.RuleID == rule {
				review++
			}
		}
		sort.Strings(found)
		return found, review
	}
	all := reports("all", "--checks", "all")
	if sels, _ := rules(all["/focus-visible/fail.html"], "aa-focus-visible"); strings.Join(sels, " ") != "#n1 #n2 #n3" {
		t.Errorf("--checks all: aa-focus-visible on %q, want #n1 #n2 #n3", sels)
	}
	if _, n := rules(all["/link-purpose/fail.html"], "aa-link-purpose"); n == 0 {
		t.Errorf("--checks all: the link-purpose page report has no needs-review items: %+v", all["/link-purpose/fail.html"].NeedsReview)
	}
	cheap := reports("cheap")
	if sels, _ := rules(cheap["/focus-visible/fail.html"], "aa-focus-visible"); len(sels) != 0 {
		t.Errorf("without --checks all the crawl ran the keyboard walk: %q", sels)
	}
	if _, n := rules(cheap["/link-purpose/fail.html"], "aa-link-purpose"); n == 0 {
		t.Errorf("cheap: the link-purpose page report has no needs-review items")
	}
}
