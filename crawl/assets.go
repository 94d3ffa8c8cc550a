package crawl

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/url"
	"path"
	"strings"
)

// StatusAsset is a URL whose extension names a file, not a page
// (assets.json): never requested, never counted against MaxPages.
const StatusAsset = "skipped_asset"

//go:embed assets.json
var assetsJSON []byte

// assetExts is assets.json's list as a set, read once: a vocabulary, not
// state.
var assetExts = mustAssetExts(assetsJSON)

func mustAssetExts(b []byte) map[string]bool {
	var v struct {
		Exts []string `json:"asset_exts"`
	}
	if err := json.Unmarshal(b, &v); err != nil || len(v.Exts) == 0 {
		panic(fmt.Sprintf("crawl/assets.json: want {\"asset_exts\": [\"css\", …]}: %v", err))
	}
	m := make(map[string]bool, len(v.Exts))
	for _, e := range v.Exts {
		m[strings.ToLower(e)] = true
	}
	return m
}

// assetExt returns the extension of u's last path segment ("css") when it
// names a file the crawl does not request, or "".
func assetExt(u *url.URL) string {
	ext := strings.ToLower(strings.TrimPrefix(path.Ext(u.Path), "."))
	if assetExts[ext] {
		return ext
	}
	return ""
}

// requested reports whether a record's URL was fetched: the skips decided
// from the URL alone (traps, robots refusals, destructive URLs, assets)
// were not.
func requested(status string) bool {
	return status != StatusTrap && status != StatusRobots && status != StatusDestructive && status != StatusAsset
}

// costsVisit reports whether a record counts against MaxPages: a URL
// never requested does not, nor one that answered something other than
// HTML (a .php serving JSON, a download): only pages spend the budget.
func costsVisit(status string) bool {
	return requested(status) && status != StatusNotHTML
}
