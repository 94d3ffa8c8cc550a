package crawl

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// siteAudit audits pages of dir (served from testdata/site-level) as a set,
// as `audit --urls` does, and returns the site summary with the findings'
// pages relative to the server.
func siteAudit(t *testing.T, dir string, names ...string) *SiteSummary {
	t.Helper()
	srv := httptest.NewServer(http.FileServer(http.Dir("../testdata/site-level/" + dir)))
	defer srv.Close()
	var list []string
	for _, p := range names {
		list = append(list, srv.URL+"/"+p+".html")
	}
	site, err := Aggregate(crawlFor(t, "", list, nil), nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range site.SiteFindings {
		for j, p := range f.Pages {
			site.SiteFindings[i].Pages[j] = strings.TrimPrefix(p, srv.URL+"/")
		}
	}
	return site
}

// TestCrawlSiteLevelChecks: what no single page shows, the audit of a set
// of pages finds by comparing them (testdata/site-level/README.md says what
// each page does), and reports it once, with the pages it concerns, as a
// template finding that counts.
func TestCrawlSiteLevelChecks(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := siteAudit(t, "", "index", "about", "news", "contact", "list", "list-sorted")
	pages := func(rule string) [][]string {
		var out [][]string
		for _, f := range site.SiteFindings {
			if f.RuleID == rule {
				out = append(out, f.Pages)
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
	// The site's score heads the summary: the pages' mean, within the
	// lowest page's and 100; the site-level violations lower it.
	if site.Score == nil || site.LowestScore == nil || *site.LowestScore > *site.Score || *site.Score >= 100 {
		t.Errorf("site score %v, lowest page %v", site.Score, site.LowestScore)
	}
	if tm := site.Timings; tm == nil || tm.Axe <= 0 || tm.Total < tm.Axe {
		t.Errorf("site.json's summed scan timings: %+v", tm)
	}
	for _, f := range site.SiteFindings {
		i := slices.IndexFunc(site.Templates, func(tp *Template) bool { return tp.Fingerprint == f.Fingerprint })
		if i < 0 || site.Templates[i].Pages != len(f.Pages) {
			t.Errorf("%s is not a template finding over its %d pages", f.RuleID, len(f.Pages))
		}
	}
}

// TestCrawlSiteMultipleWays: five pages reached only through links in
// their content are 2.4.5's needs review, never counted; a search form on
// one of them takes it away (testdata/site-level/ways/README.md).
func TestCrawlSiteMultipleWays(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	got := siteAudit(t, "ways", "p1", "p2", "p3", "p4", "p5").SiteFindings
	if len(got) != 1 || got[0].RuleID != "aa-site-multiple-ways" || got[0].Kind != "needs_review" || len(got[0].Pages) != 5 {
		t.Errorf("one way only: %+v, want one needs-review aa-site-multiple-ways on the 5 pages", got)
	}
	if got := siteAudit(t, "ways", "p1", "p2", "p3", "p4", "search").SiteFindings; len(got) != 0 {
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
	got := siteAudit(t, "divs", "index", "meetings", "minutes", "planning").SiteFindings
	if len(got) != 1 || got[0].RuleID != "aa-site-bypass" || !slices.Equal(got[0].Pages, []string{"meetings.html", "minutes.html"}) {
		t.Errorf("2.4.1 bypass: %+v, want one finding on meetings.html and minutes.html", got)
	}
}
