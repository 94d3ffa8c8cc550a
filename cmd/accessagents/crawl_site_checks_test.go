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

// TestCrawlSiteLevelChecks: what no single page shows, the audit of a set
// of pages finds by comparing them (testdata/site-level/README.md says what
// each page does), and reports it once, with the pages it concerns, as a
// template finding that counts.
func TestCrawlSiteLevelChecks(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	srv := httptest.NewServer(http.FileServer(http.Dir("../../testdata/site-level")))
	defer srv.Close()
	dir := t.TempDir()
	urls := filepath.Join(dir, "urls.txt")
	var list []string
	for _, p := range []string{"index", "about", "news", "contact", "list", "list-sorted"} {
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
	pages := func(rule string) [][]string {
		var out [][]string
		for _, f := range site.SiteFindings {
			if f.RuleID == rule {
				var ps []string
				for _, p := range f.Pages {
					ps = append(ps, strings.TrimPrefix(p, srv.URL+"/"))
				}
				out = append(out, ps)
			}
		}
		return out
	}
	if got := pages("aa-site-title"); len(got) != 1 || !slices.Equal(got[0], []string{"about.html", "contact.html"}) {
		t.Errorf("2.4.2 shared title: %v, want one finding on about.html and contact.html (not the sorted list)", got)
	}
	if got := pages("aa-site-nav-order"); len(got) != 1 || !slices.Contains(got[0], "news.html") {
		t.Errorf("3.2.3 navigation order: %v, want one finding that names news.html", got)
	}
	if got := pages("aa-site-names"); len(got) != 1 || !slices.Contains(got[0], "contact.html") {
		t.Errorf("3.2.4 link names: %v, want one finding that names contact.html", got)
	}
	if got := pages("aa-site-bypass"); len(got) != 1 || !slices.Equal(got[0], []string{"contact.html", "news.html"}) {
		t.Errorf("2.4.1 bypass: %v, want one finding on contact.html and news.html", got)
	}
	if len(site.SiteFindings) != 4 {
		t.Errorf("%d site findings, want 4: %+v", len(site.SiteFindings), site.SiteFindings)
	}
	for _, f := range site.SiteFindings {
		i := slices.IndexFunc(site.Templates, func(tp *crawl.Template) bool { return tp.Fingerprint == f.Fingerprint })
		if i < 0 || site.Templates[i].Pages != len(f.Pages) {
			t.Errorf("%s is not a template finding over its %d pages", f.RuleID, len(f.Pages))
		}
	}
}
