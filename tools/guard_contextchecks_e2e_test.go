package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

func init() {
	// Fields whose focus or change sends the page to a deleting URL: by a
	// GET form submitted from script, a POST form requested on change, a
	// navigation, a window opened through a reference kept from load time,
	// and a target=_blank link clicked from script. The change-of-context
	// checks set each of them off in a scratch tab.
	effectPages["audit-context"] = `<h1>Preferences</h1>
<form method="get" action="/account/delete"><label>Sure? <select id="s" name="s" onchange="this.form.submit()"><option value="">Choose…</option><option value="yes">Yes</option></select></label></form>
<form method="post" action="/account/delete"><label>Reason <input id="why" name="why" onchange="this.form.requestSubmit()"></label></form>
<label><input type="checkbox" id="cb" onchange="location.href = '/account/close?confirm=yes'"> Close my account</label>
<label>Search <input id="q" type="search"></label>
<label><input type="radio" name="r" id="r1" checked> Keep</label> <label><input type="radio" name="r" id="r2"> Leave</label>
<a id="out" href="/account/close?via=link" target="_blank">Terms</a>
<script>const openWin = window.open.bind(window);
q.addEventListener('focus', () => openWin('/account/delete?via=window'));
r2.addEventListener('change', () => document.getElementById('out').click());</script>`
}

// TestContextChecksSendNothing: aa-on-focus and aa-on-input focus and
// change every field in a scratch tab; what that sets off (submissions,
// navigations, windows, all aimed at deleting URLs) is found and stopped
// in the page before any request leaves.
func TestContextChecksSendNothing(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newEffectSite(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/audit-context"}, nil)
	res := text(mustOK(t, c, "audit_run_checks", map[string]any{"checks": []string{"aa-on-focus", "aa-on-input"}}, nil))
	if !strings.Contains(res, "2 checks: 5 violating nodes") {
		t.Fatalf("want the 5 fields found (select, reason, checkbox, search, radio): %s", res)
	}
	for _, k := range []string{"GET /account/delete", "POST /account/delete", "GET /account/close"} {
		if n := site.count(k); n != 0 {
			t.Errorf("the change-of-context checks sent %s %d time(s)", k, n)
		}
	}
}
