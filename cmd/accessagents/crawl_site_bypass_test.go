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

// siteFindingsOf audits pages of dir (served from testdata/site-level)
// as a set and returns its site findings, with the pages' paths relative to
// the server.
func siteFindingsOf(t *testing.T, dir string, names ...string) []crawl.SiteFinding {
	t.Helper()
	srv := httptest.NewServer(http.FileServer(http.Dir("../../testdata/site-level/" + dir)))
	defer srv.Close()
	tmp := t.TempDir()
	urls := filepath.Join(tmp, "urls.txt")
	var list []string
	for _, p := range names {
		list = append(list, srv.URL+"/"+p+".html")
	}
	os.WriteFile(urls, []byte(strings.Join(list, "\n")+"\n"), 0o644)
	out := filepath.Join(tmp, "out")
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
	for i, f := range site.SiteFindings {
		for j, p := range f.Pages {
			site.SiteFindings[i].Pages[j] = strings.TrimPrefix(p, srv.URL+"/")
		}
	}
	return site.SiteFindings
}

// TestCrawlSiteMultipleWays: five pages reached only through links in
// their content are 2.4.5's needs review, never counted; a search form on
// one of them takes it away (testdata/site-level/ways/README.md).
func TestCrawlSiteMultipleWays(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	got := siteFindingsOf(t, "ways", "p1", "p2", "p3", "p4", "p5")
	if len(got) != 1 || got[0].RuleID != "aa-site-multiple-ways" || got[0].Kind != "needs_review" || len(got[0].Pages) != 5 {
		t.Errorf("one way only: %+v, want one needs-review aa-site-multiple-ways on the 5 pages", got)
	}
	if got := siteFindingsOf(t, "ways", "p1", "p2", "p3", "p4", "search"); len(got) != 0 {
		t.Errorf("with a search page: %+v, want none", got)
	}
}

// TestCrawlSiteBypassDivs: navigation made of plain divs (no nav, header
// or list) is still a block a person meets on every page, and 2.4.1 is
// judged on the pages that repeat it before their content with no way
// past (testdata/site-level/divs/README.md).
func TestCrawlSiteBypassDivs(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	got := siteFindingsOf(t, "divs", "index", "meetings", "minutes", "planning")
	if len(got) != 1 || got[0].RuleID != "aa-site-bypass" || !slices.Equal(got[0].Pages, []string{"meetings.html", "minutes.html"}) {
		t.Errorf("2.4.1 bypass: %+v, want one finding on meetings.html and minutes.html", got)
	}
}
