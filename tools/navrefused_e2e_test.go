package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

func init() {
	// A page whose script posts a deleting form while the page loads.
	// (Chromium stops parsing where the navigation starts, refused or not.)
	effectPages["selfpost"] = `<h1>Profile</h1><form id="f" method="post" action="/account/delete"><input type="hidden" name="confirm" value="yes"></form>
<p>Shown before the form is sent</p><script>document.getElementById('f').submit();</script>`
}

// TestRefusedNavigationWhileLoadingEndsTheWait: the guard refuses the post
// a page sends while it loads; the tab stays on the page, and navigating
// to it or scanning it ends with the page as it is, saying why, instead of
// waiting out the navigation timeout (Playwright's wait for the page never
// ended after the refusal) and reporting a page that did not load.
func TestRefusedNavigationWhileLoadingEndsTheWait(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newEffectSite(t)
	c := connect(t, testMCP)
	nav := text(mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/selfpost"}, nil))
	if !strings.Contains(nav, "started another navigation while it loaded, which was refused") || strings.Contains(nav, "did not finish loading") {
		t.Errorf("browser_navigate should say the page's own navigation was refused and the page is used as it is:\n%s", nav)
	}
	page := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	if !strings.Contains(page, "Shown before the form is sent") {
		t.Errorf("the tab should still show the page:\n%s", page)
	}
	scan := text(mustOK(t, c, "audit_scan_url", map[string]any{"url": site.URL + "/p/selfpost"}, nil))
	if strings.Contains(scan, "did not finish loading") || strings.Contains(scan, "load event had not fired") {
		t.Errorf("audit_scan_url waited out the page instead of scanning it as it is:\n%s", scan)
	}
	if n := site.count("POST /account/delete"); n != 0 {
		t.Errorf("the site received the page's POST %d time(s)", n)
	}
}
