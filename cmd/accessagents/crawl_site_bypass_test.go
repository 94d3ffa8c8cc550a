package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/crawl"
)

// TestCrawlSiteBypassDivs: navigation made of plain divs (no nav, header
// or list) is still a block a person meets on every page, and 2.4.1 is
// judged on the pages that repeat it before their content with no way
// past (testdata/site-level/divs/README.md).
func TestCrawlSiteBypassDivs(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	srv := httptest.NewServer(http.FileServer(http.Dir("../../testdata/site-level/divs")))
	defer srv.Close()
	dir := t.TempDir()
	urls := filepath.Join(dir, "urls.txt")
	var list []string
	for _, p := range []string{"index", "meetings", "minutes", "planning"} {
		list = append(list, srv.URL+"/"+p+".html")
	}
	os.WriteFile(urls, []byte(strings.Join(list, "\n")+"\n"), 0o644)
	out := filepath.Join(dir, "out")
	stdout, stderr, code := runBin(t, "audit", "--urls", urls, "--out", out, "--format", "json", "--rate-interval", "0s")
	if code == 2 {
		t.Fatalf("exit 2\n%s%s", stdout, stderr)
	}
	b, err := os.ReadFile(filepath.Join(out, "site.json"))
	if err != nil {
		t.Fatal(err)
	}
	var site crawl.SiteSummary
	if err := json.Unmarshal(b, &site); err != nil {
		t.Fatal(err)
	}
	var bypass [][]string
	for _, f := range site.SiteFindings {
		if f.RuleID == "aa-site-bypass" {
			var ps []string
			for _, p := range f.Pages {
				ps = append(ps, strings.TrimPrefix(p, srv.URL+"/"))
			}
			bypass = append(bypass, ps)
		}
	}
	if len(bypass) != 1 || !slices.Equal(bypass[0], []string{"meetings.html", "minutes.html"}) {
		t.Errorf("2.4.1 bypass: %v, want one finding on meetings.html and minutes.html", bypass)
	}
	if len(site.SiteFindings) != 1 {
		t.Errorf("%d site findings, want 1: %+v", len(site.SiteFindings), site.SiteFindings)
	}
}
