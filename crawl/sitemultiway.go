package crawl

import (
	"fmt"
	"slices"

	"github.com/accessagents/accessagents/audit"
)

// minWaysPages: a set of pages this small is often reached from one list
// of links, and 2.4.5 asks for more than one way only where a person
// would look for a page among many.
const minWaysPages = 5

// multipleWaysFindings: 2.4.5. A site with no search, no link to a site
// map and no navigation block repeated from page to page leaves the links
// in its pages' content as the one way to reach a page. The pages a crawl
// saw cannot prove it (a way may live on pages it did not reach), so it is
// needs review, with what was looked for as evidence.
func multipleWaysFindings(pages []sitePage) []SiteFinding {
	if len(pages) < minWaysPages {
		return nil
	}
	for _, p := range pages {
		if p.facts.Search || p.facts.SiteMap {
			return nil
		}
	}
	if navRepeated(pages) {
		return nil
	}
	var urls []string
	for _, p := range pages {
		urls = append(urls, p.url)
	}
	return []SiteFinding{newSiteFinding("aa-site-multiple-ways", "site", fmt.Sprintf(
		"None of the %d pages has a search form, a link to a site map or an A to Z index, or a navigation block repeated from page to page: links in the content look like the only way to reach each page. Add a second way (G161 search, G63 site map, G126 navigation on every page), unless a page is a step in a process.", len(pages)),
		"", urls)}
}

// navRepeated says whether one navigation, banner, footer or link block
// is repeated on two pages (most of their links shared): a footer of a
// site's sections is a way too, and a review must not doubt it.
func navRepeated(pages []sitePage) bool {
	byKey := map[string][]audit.SiteBlock{}
	for _, p := range pages {
		for i, k := range blockKeys(p.facts) {
			byKey[k] = append(byKey[k], p.facts.Blocks[i])
		}
	}
	for _, bs := range byKey {
		for i := range bs {
			if slices.ContainsFunc(bs[i+1:], func(b audit.SiteBlock) bool {
				common := commonOrder(bs[i], b)
				return len(common) >= minCommonLinks && repeated(bs[i], b, len(common))
			}) {
				return true
			}
		}
	}
	return false
}
