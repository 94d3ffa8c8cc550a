package crawl

import (
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

// TestSiteChecksTolerateWhatIsConsistent: names that are one another's
// words, a block on one page only, and blocks sharing too few links are
// not inconsistencies; a title shared by near-identical pages is fine.
func TestSiteChecksTolerateWhatIsConsistent(t *testing.T) {
	t.Parallel()
	nav := func(names ...string) audit.SiteBlock {
		b := audit.SiteBlock{Kind: "nav", Label: "Main", Selector: "nav"}
		for i, n := range names {
			b.Links = append(b.Links, audit.SiteLink{Href: "https://x.test/" + string(rune('a'+i)), Name: n})
		}
		return b
	}
	text := "opening hours and the books you can borrow from the riverside library this winter"
	page := func(url string, b audit.SiteBlock, words string) sitePage {
		return sitePage{url: url, facts: &audit.SiteFacts{Title: "Library", Content: audit.SimHash(words), Blocks: []audit.SiteBlock{b}, MainLandmark: true}}
	}
	got := siteFindings([]sitePage{
		page("https://x.test/1", nav("home", "books", "events"), text),
		page("https://x.test/2", nav("home page", "books", "events"), text+" today"),
		page("https://x.test/3", nav("home", "all books", "events"), "winter "+text),
	})
	if len(got) != 0 {
		t.Errorf("consistent pages gave findings: %+v", got)
	}
	got = siteFindings([]sitePage{
		page("https://x.test/1", nav("home", "books"), text),
		page("https://x.test/2", nav("start", "library"), "a completely different page about parking permits and fees"),
	})
	if len(got) != 1 || got[0].RuleID != "aa-site-title" {
		t.Errorf("two links in common are too few to compare, but the shared title is a finding: %+v", got)
	}
	if d := audit.SimDistance(audit.SimHash(text), audit.SimHash("parking permits fees and the council tax bands for the year")); d <= sameContent {
		t.Errorf("different pages are %d bits apart, within sameContent %d", d, sameContent)
	}
}

// TestSiteScore: the mean of the pages' scores, rounded half up, and the
// lowest; none with no page scanned.
func TestSiteScore(t *testing.T) {
	if s, l := siteScore(nil); s != nil || l != nil {
		t.Errorf("no pages: %v %v", s, l)
	}
	pages := map[string]finding.Counts{
		"a": {},            // 100
		"b": {Serious: 1},  // 100·100/106 = 94.3 → 94
		"c": {Critical: 5}, // 100·100/150 = 66.7 → 67
	}
	s, l := siteScore(pages)
	if s == nil || *s != 87 || *l != 67 { // (100+94+67)/3 = 87
		t.Errorf("score %v lowest %v, want 87 and 67", *s, *l)
	}
}
