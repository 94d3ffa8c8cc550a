package tools

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// framesSite serves a page whose violations live in a same-origin frame, a
// cross-origin frame and the top document, a frame that never answers, and
// plain pages to scan afterwards.
func framesSite(t *testing.T) (self string) {
	t.Helper()
	mux := http.NewServeMux()
	var other string
	mux.HandleFunc("/top", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>Frames</title></head><body><main><h1>Shop</h1>
<img id="top-img" src="/p.gif">
<iframe id="same" title="Reviews" src="/inner"></iframe>
<iframe id="cross" title="Payment" src="%s/inner-cross"></iframe>
</main></body></html>`, other)
	})
	mux.HandleFunc("/busy-top", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>Busy</title></head><body><main><h1>Busy</h1>
<img id="top-img" src="/p.gif"><iframe id="busy" title="Widget" src="%s/busy"></iframe>
<iframe id="hung" title="Ad" src="/hung"></iframe></main></body></html>`, other)
	})
	mux.HandleFunc("/busy", func(w http.ResponseWriter, r *http.Request) {
		// A cross-origin frame (its own renderer) whose script never yields
		// once the page has loaded.
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Busy</title></head><body><img src="/p.gif"><script>addEventListener('load', () => setTimeout(() => { for (;;) {} }, 100));</script></body></html>`)
	})
	mux.HandleFunc("/inner", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Reviews</title></head><body><img id="rev" src="/p.gif"><button id="more"></button></body></html>`)
	})
	mux.HandleFunc("/inner-cross", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Pay</title></head><body><input id="card"><img id="logo" src="/p.gif"></body></html>`)
	})
	mux.HandleFunc("/hung", func(w http.ResponseWriter, r *http.Request) {
		// Headers, then nothing until the client goes away: the frame's
		// document never finishes.
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(200)
		fmt.Fprint(w, "<!doctype html><html><body><p>loading")
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	})
	mux.HandleFunc("/sandboxed", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Sandboxed</title></head><body><main><h1>Sandboxed</h1>
<iframe id="inert" sandbox="" title="Preview" src="/inner"></iframe>
<iframe id="scripted" sandbox="allow-scripts" title="Widget" src="/inner-cross"></iframe></main></body></html>`)
	})
	mux.HandleFunc("/plain", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Plain</title></head><body><main><h1>Plain</h1><img id="plain-img" src="/p.gif"></main></body></html>`)
	})
	mux.HandleFunc("/p.gif", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/gif")
		_, _ = w.Write(onePixelGIF)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	other = "http://localhost:" + port
	return "http://127.0.0.1:" + port
}

// TestAuditFramesScanFixVerifyExport: violations inside same- and
// cross-origin frames are found, fixed, verified and exported; the next
// scans in the same session (a plain page, the framed page again) work.
func TestAuditFramesScanFixVerifyExport(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	self := framesSite(t)
	c := connect(t, testMCP)
	res := scan(t, c, map[string]any{"url": self + "/top", "page_size": 50})
	if len(res.IncompleteFrames) > 0 {
		t.Errorf("frames not tested: %+v", res.IncompleteFrames)
	}
	top := findViolation(t, res.Violations, "image-alt", "#top-img")
	same := findViolation(t, res.Violations, "image-alt", "#rev")
	cross := findViolation(t, res.Violations, "image-alt", "#logo")
	findViolation(t, res.Violations, "button-name", "#more")
	findViolation(t, res.Violations, "label", "#card")
	for _, v := range []*finding.Violation{same, cross} {
		if !strings.Contains(v.Selector, "enter-frame") {
			t.Errorf("frame violation %s has a top-document selector %q", v.ID, v.Selector)
		}
	}

	for _, fix := range []struct {
		v   *finding.Violation
		alt string
	}{{top, "Shop logo"}, {same, "Reviewer photo"}, {cross, "Card brand logo"}} {
		mustOK(t, c, "fix_apply_attribute", map[string]any{"selector": fix.v.Selector, "violation_id": fix.v.ID,
			"attribute": "alt", "value": fix.alt, "reasoning": "name the image"}, nil)
		var ver audit.VerifyResult
		mustOK(t, c, "audit_verify_element", map[string]any{"selector": fix.v.Selector, "rule_id": "image-alt"}, &ver)
		if ver.Status != "pass" || ver.ViolationStatus != finding.StatusVerified {
			t.Errorf("verify %s: %+v", fix.v.Selector, ver)
		}
	}
	again := scan(t, c, map[string]any{"page_size": 50})
	for _, v := range again.Violations {
		if v.RuleID == "image-alt" {
			t.Errorf("image-alt still open after verified fixes: %s", v.Selector)
		}
	}
	mustOK(t, c, "fix_export", map[string]any{"format": "manifest"}, nil)

	// The session goes on working: a plain page, then the framed page anew.
	plain := scan(t, c, map[string]any{"url": self + "/plain", "page_size": 50})
	findViolation(t, plain.Violations, "image-alt", "#plain-img")
	fresh := scan(t, c, map[string]any{"url": self + "/top", "page_size": 50})
	if len(fresh.IncompleteFrames) > 0 {
		t.Errorf("frames not tested on the second visit: %+v", fresh.IncompleteFrames)
	}
	findViolation(t, fresh.Violations, "image-alt", "#logo")
}

// TestAuditUnresponsiveFrameIsIncompleteNotFailure: a frame whose script
// never yields is reported as an incomplete frame, a frame whose document
// never finishes loading does not fail the scan (a notice says the load
// event never came); the rest is scanned, and the session scans the next
// page normally.
func TestAuditUnresponsiveFrameIsIncompleteNotFailure(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	self := framesSite(t)
	c := connect(t, testMCP)
	res := scan(t, c, map[string]any{"url": self + "/busy-top", "page_size": 50})
	findViolation(t, res.Violations, "image-alt", "#top-img")
	if len(res.IncompleteFrames) != 1 || !strings.HasSuffix(res.IncompleteFrames[0].URL, "/busy") {
		t.Errorf("the unresponsive frame is not the one incomplete frame: %+v", res.IncompleteFrames)
	}
	if !strings.Contains(strings.Join(res.Notices, "\n"), "load event") {
		t.Errorf("no notice that the page never finished loading: %q", res.Notices)
	}
	plain := scan(t, c, map[string]any{"url": self + "/plain", "page_size": 50})
	findViolation(t, plain.Violations, "image-alt", "#plain-img")
	if len(plain.IncompleteFrames) != 0 {
		t.Errorf("incomplete frames leaked into the next scan: %+v", plain.IncompleteFrames)
	}
}

// TestAuditSandboxedFrameWithoutScripts: a frame sandboxed without
// allow-scripts can run no script, so it is an incomplete frame named as
// sandboxed (not one the scan waited on until its probe gave up), and a
// sandboxed frame that allows scripts is scanned like any other.
func TestAuditSandboxedFrameWithoutScripts(t *testing.T) {
	t.Parallel()
	self := framesSite(t)
	c := connect(t, testMCP)
	res := scan(t, c, map[string]any{"url": self + "/sandboxed", "page_size": 50})
	if len(res.IncompleteFrames) != 1 || !strings.HasSuffix(res.IncompleteFrames[0].URL, "/inner") ||
		!strings.Contains(res.IncompleteFrames[0].Reason, "allow-scripts") {
		t.Errorf("want the sandbox=\"\" frame (/inner) as the one incomplete frame, for its sandbox: %+v", res.IncompleteFrames)
	}
	findViolation(t, res.Violations, "label", "#card")
}
