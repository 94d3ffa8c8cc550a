package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/crawl/crawltest"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestStorageStateSaveLoad logs in on one session, saves its storage state
// into the output dir, and loads it into a fresh session that is then let
// past the login wall; names cannot leave the output dir.
func TestStorageStateSaveLoad(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := crawltest.New(1, 1, 1, true)
	defer site.Close()
	a := connect(t, testMCP)
	mustOK(t, a, "browser_navigate", map[string]any{"url": site.URL + "/login"}, nil)
	mustOK(t, a, "browser_type", map[string]any{"selector": "input[name=u]", "text": crawltest.LoginUser}, nil)
	mustOK(t, a, "browser_type", map[string]any{"selector": "input[name=p]", "text": crawltest.LoginPassword, "submit": true}, nil)
	var saved storageResult
	mustOK(t, a, "browser_save_storage_state", map[string]any{"name": "shop-login.json"}, &saved)
	if !strings.HasSuffix(saved.Path, "shop-login.json") {
		t.Fatalf("saved to %q", saved.Path)
	}

	b := connect(t, testMCP)
	var nav struct {
		URL string `json:"url"`
	}
	mustOK(t, b, "browser_navigate", map[string]any{"url": site.URL + "/account/"}, &nav)
	if !strings.Contains(nav.URL, "/login") {
		t.Fatalf("a new session without the state should meet the login wall, got %s", nav.URL)
	}
	mustOK(t, b, "browser_load_storage_state", map[string]any{"name": "shop-login.json"}, nil)
	mustOK(t, b, "browser_navigate", map[string]any{"url": site.URL + "/account/"}, &nav)
	if !strings.HasSuffix(nav.URL, "/account/") {
		t.Errorf("with the loaded state the account page should open, got %s", nav.URL)
	}
	mustFail(t, b, "browser_load_storage_state", map[string]any{"name": "../../etc/passwd.json"}, "/name")
	mustFail(t, b, "browser_load_storage_state", map[string]any{"name": "missing.json"}, "save one first")
}
