package crawl

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

// SiteFinding is a failure no single page shows: pages compared with each
// other (the same title on different pages, a navigation block in another
// order, one link named two ways, a repeated block with no way past it).
// It is a violation of its criterion, attached to every page it concerns.
type SiteFinding struct {
	Fingerprint string   `json:"fingerprint"`
	RuleID      string   `json:"rule_id"`
	WCAG        string   `json:"wcag"`
	WCAGLevel   string   `json:"wcag_level"`
	Kind        string   `json:"kind"` // violation, or needs_review (aa-site-multiple-ways), which is not counted
	Impact      string   `json:"impact"`
	Help        string   `json:"help"`
	HelpURL     string   `json:"help_url"`
	Summary     string   `json:"failure_summary"`
	Selector    string   `json:"selector,omitempty"`
	Pages       []string `json:"pages"`
}

// siteRule is one site-level check's catalogue entry.
type siteRule struct{ id, sc, level, impact, doc, help string }

var siteRules = map[string]siteRule{
	"aa-site-title":         {"aa-site-title", "2.4.2", "A", "serious", "page-titled", "Pages about different things must not share one title"},
	"aa-site-nav-order":     {"aa-site-nav-order", "3.2.3", "AA", "moderate", "consistent-navigation", "Navigation repeated on several pages must keep its order"},
	"aa-site-names":         {"aa-site-names", "3.2.4", "AA", "moderate", "consistent-identification", "A link repeated on several pages must keep its name"},
	"aa-site-bypass":        {"aa-site-bypass", "2.4.1", "A", "serious", "bypass-blocks", "Blocks repeated on several pages need a way to skip them"},
	"aa-site-multiple-ways": {"aa-site-multiple-ways", "2.4.5", "AA", "moderate", "multiple-ways", "A site needs more than one way to reach a page (search, site map, navigation)"},
}

// kind is what the rule's findings are: aa-site-multiple-ways cannot
// prove its suspicion from the pages a crawl saw, so it only asks.
func (r siteRule) kind() string {
	if r.id == "aa-site-multiple-ways" {
		return finding.KindNeedsReview
	}
	return finding.KindViolation
}

// SiteRuleIDs lists the site-level checks (for the docs' table).
func SiteRuleIDs() []string {
	ids := make([]string, 0, len(siteRules))
	for id := range siteRules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// sameContent is the simhash distance under which two pages are about the
// same thing (one list sorted two ways): different pages differ by ~32.
const sameContent = 10

// minCommonLinks: blocks compared on fewer shared links say nothing.
const minCommonLinks = 3

type sitePage struct {
	url   string
	facts *audit.SiteFacts
}

// siteFindings compares the pages' facts.
func siteFindings(pages []sitePage) []SiteFinding {
	var out []SiteFinding
	out = append(out, titleFindings(pages)...)
	out = append(out, blockFindings(pages)...)
	out = append(out, multipleWaysFindings(pages)...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].RuleID != out[j].RuleID {
			return out[i].RuleID < out[j].RuleID
		}
		return out[i].Fingerprint < out[j].Fingerprint
	})
	return out
}

func newSiteFinding(rule, key, summary, selector string, pages []string) SiteFinding {
	r := siteRules[rule]
	h := sha256.Sum256([]byte(rule + "|" + key))
	slices.Sort(pages)
	return SiteFinding{Fingerprint: hex.EncodeToString(h[:8]), RuleID: rule, WCAG: r.sc, WCAGLevel: r.level, Kind: r.kind(), Impact: r.impact, Help: r.help,
		HelpURL: "https://www.w3.org/WAI/WCAG22/Understanding/" + r.doc + ".html", Summary: summary, Selector: selector, Pages: slices.Compact(pages)}
}

// titleFindings: 2.4.2. One title on pages whose words differ (not one
// page sorted or filtered two ways) says nothing about each of them.
func titleFindings(pages []sitePage) []SiteFinding {
	byTitle := map[string][]sitePage{}
	for _, p := range pages {
		if t := strings.ToLower(strings.TrimSpace(p.facts.Title)); t != "" {
			byTitle[t] = append(byTitle[t], p)
		}
	}
	var out []SiteFinding
	for title, ps := range byTitle {
		if len(ps) < 2 {
			continue
		}
		var clusters []string // one simhash per group of pages about one thing
		for _, p := range ps {
			if !slices.ContainsFunc(clusters, func(c string) bool { return audit.SimDistance(c, p.facts.Content) <= sameContent }) {
				clusters = append(clusters, p.facts.Content)
			}
		}
		if len(clusters) < 2 {
			continue
		}
		var urls []string
		for _, p := range ps {
			urls = append(urls, p.url)
		}
		out = append(out, newSiteFinding("aa-site-title", title, fmt.Sprintf(
			"%d pages about %d different things share the title %q: each page's title must say what that page is about.", len(ps), len(clusters), ps[0].facts.Title), "title", urls))
	}
	return out
}

// blockKey names a block across pages: its kind, its label, and which of
// the page's unlabelled blocks of that kind it is.
func blockKeys(f *audit.SiteFacts) []string {
	n := map[string]int{}
	keys := make([]string, len(f.Blocks))
	for i, b := range f.Blocks {
		k := b.Kind + "|" + strings.ToLower(b.Label)
		keys[i] = fmt.Sprintf("%s|%d", k, n[k])
		n[k]++
	}
	return keys
}

type blockSeen struct {
	url   string
	facts *audit.SiteFacts
	block audit.SiteBlock
}

// blockFindings: 3.2.3, 3.2.4 and 2.4.1 over the blocks repeated on more
// than one page.
func blockFindings(pages []sitePage) []SiteFinding {
	byKey := map[string][]blockSeen{}
	var order []string
	for _, p := range pages {
		for i, k := range blockKeys(p.facts) {
			if _, ok := byKey[k]; !ok {
				order = append(order, k)
			}
			byKey[k] = append(byKey[k], blockSeen{p.url, p.facts, p.facts.Blocks[i]})
		}
	}
	var out []SiteFinding
	for _, k := range order {
		seen := byKey[k]
		if len(seen) < 2 {
			continue
		}
		ref := seen[0]
		label := ref.block.Label
		if label == "" {
			label = ref.block.Kind
		}
		var moved, bypass []string
		var example string
		names := map[string]map[string][]string{} // href → name → pages
		for _, s := range seen {
			common := commonOrder(ref.block, s.block)
			if len(common) < minCommonLinks || !repeated(ref.block, s.block, len(common)) {
				continue
			}
			if s.url != ref.url && !slices.Equal(common, commonOrder(s.block, ref.block)) {
				moved = append(moved, s.url)
				if example == "" {
					example = fmt.Sprintf("%s on %s; %s on %s", shortList(common), ref.url, shortList(commonOrder(s.block, ref.block)), s.url)
				}
			}
			if s.block.BeforeMain && s.block.Kind != "footer" && !s.facts.SkipLink && !s.facts.MainLandmark && !s.facts.HeadingAfter {
				bypass = append(bypass, s.url)
			}
			for _, l := range s.block.Links {
				if l.Name == "" {
					continue
				}
				if names[l.Href] == nil {
					names[l.Href] = map[string][]string{}
				}
				names[l.Href][l.Name] = append(names[l.Href][l.Name], s.url)
			}
		}
		if len(moved) > 0 {
			out = append(out, newSiteFinding("aa-site-nav-order", k, fmt.Sprintf(
				"The %q block lists the same links in a different order on %d page(s) than on %s: %s. Keep repeated navigation in one order (failure F66).", label, len(moved), ref.url, example),
				ref.block.Selector, append(moved, ref.url)))
		}
		if len(bypass) > 1 {
			out = append(out, newSiteFinding("aa-site-bypass", k, fmt.Sprintf(
				"The %q block repeats before the content on %d pages, which have no skip link, no main landmark and no heading after it: a keyboard user must go through it on every page.", label, len(bypass)),
				ref.block.Selector, bypass))
		}
		out = append(out, nameFindings(k, label, ref.block.Selector, names)...)
	}
	return out
}

// nameFindings: 3.2.4. One destination in one repeated block, named in
// ways that are not one another's words (not "Home" and "Home page").
func nameFindings(key, label, selector string, names map[string]map[string][]string) []SiteFinding {
	var out []SiteFinding
	hrefs := make([]string, 0, len(names))
	for h := range names {
		hrefs = append(hrefs, h)
	}
	sort.Strings(hrefs)
	for _, h := range hrefs {
		var ns []string
		for n := range names[h] {
			ns = append(ns, n)
		}
		if len(ns) < 2 {
			continue
		}
		sort.Slice(ns, func(i, j int) bool { return len(names[h][ns[i]]) > len(names[h][ns[j]]) })
		var pages []string
		var other string
		for _, n := range ns[1:] {
			if wordsWithin(n, ns[0]) || wordsWithin(ns[0], n) {
				continue
			}
			pages = append(pages, names[h][n]...)
			other = n
		}
		if len(pages) == 0 {
			continue
		}
		pages = append(pages, names[h][ns[0]][0])
		out = append(out, newSiteFinding("aa-site-names", key+"|"+h, fmt.Sprintf(
			"In the %q block, the link to %s is called %q on most pages but %q on others: the same function must be named the same way on every page (failure F31).", label, h, ns[0], other),
			selector, pages))
	}
	return out
}

// repeated says whether two blocks are one block repeated: most of the
// links of each are the other's (a "Related" list that changes from page to
// page shares a few links by chance and is content, not navigation).
func repeated(a, b audit.SiteBlock, common int) bool {
	distinct := func(bl audit.SiteBlock) int {
		seen := map[string]bool{}
		for _, l := range bl.Links {
			seen[l.Href] = true
		}
		return len(seen)
	}
	return float64(common) >= 0.8*float64(max(distinct(a), distinct(b)))
}

// commonOrder is a's links (first occurrence of each destination) that b
// also has, in a's order.
func commonOrder(a, b audit.SiteBlock) []string {
	in := map[string]bool{}
	for _, l := range b.Links {
		in[l.Href] = true
	}
	var out []string
	for _, l := range a.Links {
		if in[l.Href] && !slices.Contains(out, l.Href) {
			out = append(out, l.Href)
		}
	}
	return out
}

func shortList(hrefs []string) string {
	var parts []string
	for i, h := range hrefs {
		if i == 4 {
			parts = append(parts, "…")
			break
		}
		if j := strings.LastIndex(strings.TrimSuffix(h, "/"), "/"); j >= 0 && j < len(h)-1 {
			h = h[j+1:]
		}
		parts = append(parts, h)
	}
	return strings.Join(parts, ", ")
}

// wordsWithin says whether every word of a is among b's words.
func wordsWithin(a, b string) bool {
	bw := strings.Fields(b)
	for _, w := range strings.Fields(a) {
		if !slices.Contains(bw, w) {
			return false
		}
	}
	return true
}

// SiteRuleDoc describes a site-level check for the table of checks.
type SiteRuleDoc struct {
	ID, SC, Level, Help, Proves, Leaves string
	Kind                                string // violation or needs_review
}

var siteRuleDocs = map[string][2]string{
	"aa-site-title":         {"Two or more pages whose words differ (simhash over 10 bits apart) share one title.", "Pages that are one page sorted or filtered two ways (near-identical words) are not counted."},
	"aa-site-nav-order":     {"A navigation block (same kind and label) lists the links it shares with another page's in a different relative order (F66).", "Blocks sharing fewer than 3 links are not compared; whether a changed order is the user's own choice."},
	"aa-site-names":         {"One destination in one repeated block is named with words that are not one another's on different pages (F31).", "Names where one is the other's words (\"Home\", \"Home page\") pass; links outside navigation, banner and footer blocks are not compared."},
	"aa-site-multiple-ways": {"5 or more pages, none with a search form, a link to a site map or A to Z index, and no navigation, banner, footer or link block repeated on two pages.", "Whether a way exists on pages the crawl did not reach, or the pages are steps in a process (2.4.5's exception)."},
	"aa-site-bypass":        {"A navigation or banner block, or a run of links in no landmark (a menu of plain divs), repeated on several pages comes before the content on pages with no skip link, no main landmark and no heading after it.", "Other bypass mechanisms (a collapsible menu, an access key) the facts do not capture."},
}

// SiteRuleDocs lists the site-level checks for the docs' table.
func SiteRuleDocs() []SiteRuleDoc {
	var out []SiteRuleDoc
	for _, id := range SiteRuleIDs() {
		r, d := siteRules[id], siteRuleDocs[id]
		out = append(out, SiteRuleDoc{ID: id, SC: r.sc, Level: r.level, Help: r.help, Proves: d[0], Leaves: d[1], Kind: r.kind()})
	}
	return out
}
