package crawl

import (
	"fmt"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

// TestMultipleWays: 2.4.5 is needs review only on five or more pages with
// no search, no site map link and no block repeated between pages; any
// one of them, or fewer pages, says nothing.
func TestMultipleWays(t *testing.T) {
	t.Parallel()
	block := func(kind string, hrefs ...string) audit.SiteBlock {
		b := audit.SiteBlock{Kind: kind, Selector: kind}
		for _, h := range hrefs {
			b.Links = append(b.Links, audit.SiteLink{Href: "https://x.test/" + h, Name: h})
		}
		return b
	}
	site := func(n int, facts func(i int) audit.SiteFacts) []sitePage {
		var out []sitePage
		for i := range n {
			f := facts(i)
			f.Content = audit.SimHash(fmt.Sprintf("page %d about topic %d", i, i*7))
			out = append(out, sitePage{url: fmt.Sprintf("https://x.test/%d", i), facts: &f})
		}
		return out
	}
	bare := func(i int) audit.SiteFacts {
		// Each page links on to the next in its content: a block of its
		// own links, repeated nowhere.
		return audit.SiteFacts{Title: fmt.Sprint("Page ", i), Blocks: []audit.SiteBlock{block("links", fmt.Sprint("a", i), fmt.Sprint("b", i), fmt.Sprint("c", i))}}
	}
	for _, tc := range []struct {
		name  string
		pages []sitePage
		want  int
	}{
		{"one way only", site(6, bare), 1},
		{"too few pages", site(4, bare), 0},
		{"search on one page", site(6, func(i int) audit.SiteFacts { f := bare(i); f.Search = i == 3; return f }), 0},
		{"site map link", site(6, func(i int) audit.SiteFacts { f := bare(i); f.SiteMap = i == 0; return f }), 0},
		{"navigation repeated", site(6, func(i int) audit.SiteFacts {
			f := bare(i)
			f.Blocks = append(f.Blocks, block("nav", "home", "news", "events", "contact"))
			return f
		}), 0},
	} {
		var got []SiteFinding
		for _, f := range siteFindings(tc.pages) {
			if f.RuleID == "aa-site-multiple-ways" {
				got = append(got, f)
			}
		}
		if len(got) != tc.want {
			t.Errorf("%s: %d findings, want %d: %+v", tc.name, len(got), tc.want, got)
		}
		for _, f := range got {
			if f.Kind != finding.KindNeedsReview || len(f.Pages) != len(tc.pages) || f.WCAG != "2.4.5" {
				t.Errorf("%s: %+v, want needs review on 2.4.5 naming every page", tc.name, f)
			}
		}
	}
}
