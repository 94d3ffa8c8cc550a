package guard

import (
	"net/url"
	"testing"
)

// TestActionLinkFoldsWhatServersFold: a path segment encoded twice and a
// value with accents are read as a server that decodes again or folds
// accents reads them (a seventh outside attacker's three action GETs).
func TestActionLinkFoldsWhatServersFold(t *testing.T) {
	for _, raw := range []string{"http://x/items/5/%2564elete?p=4", "http://x/items/5?a=1&action=d%C3%A9lete", "http://x/items/5?a=1&action=DEL%C3%89TE"} {
		u, _ := url.Parse(raw)
		if ActionLink(u) == "" {
			t.Errorf("%s: not read as an action", raw)
		}
	}
	for _, raw := range []string{"http://x/caf%C3%A9/menu", "http://x/items/5?q=d%C3%A9l%C3%A9gu%C3%A9"} {
		u, _ := url.Parse(raw)
		if a := ActionLink(u); a != "" {
			t.Errorf("%s: read as the action %q", raw, a)
		}
	}
}
