package tools

import (
	"image"
	"image/png"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestNoWebRTCWhileWritesAreJudged: WebRTC reaches a TURN server over TCP
// with whatever the page puts in its username, a channel no judge sees;
// while writes are judged (the default) the page has no peer connection.
func TestNoWebRTCWhileWritesAreJudged(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, _ := writesServer(t, nil)
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "webrtc")}, nil)
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "no webrtc here", "exact": true}, &found)
	if !found.Found {
		t.Error("the page can make a WebRTC peer connection while writes are judged")
	}
}

// TestWorkerWebSocketsCannotWrite: the channels five outside attack rounds
// found round the page's routes (a worker's WebSocket, workers made round
// the guard's old wrapper, WebSocketStream, service workers registered
// round Playwright's stub, a payment handler installed "just in time",
// FedCM's browser-sent POST), and the page's own socket round Playwright's
// stand-in, send nothing while writes are judged. No page script is
// changed for it: each leaves through the context's wire, where a socket's
// every message is judged and a write no route let go is refused. Judged
// by the site's log once the guard's log has the refusal. The control, a
// server without a guard, shows that the same pages do send.
//
// It runs on Chromium itself, not the headless shell the other tests
// launch: the shell never installs a payment handler (PaymentRequest's
// show waits for a sheet it has no window for), so there the control
// could not show the channel, and a user running headed has them all.
func TestWorkerWebSocketsCannotWrite(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	full := fullChromiumBox(t)
	guarded, logPath := writesServerOn(t, full, nil)
	open := *full
	open.Guard = nil
	unguarded, err := open.NewServer(ServerOptions{Name: "open", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	// guarded, if set, is what the site receives instead under the guard
	// (nothing is refused: the close goes on without the page's reason).
	cases := []struct{ page, message, guarded string }{
		{"worker-websocket", `WSMSG {"op":"transfer_ownership","via":"worker"}`, ""},
		{"worker-websocket-url", `WSMSG {"op":"wipe_all_data","via":"nested"}`, ""},
		{"websocketstream", `WSMSG {"op":"transfer_ownership","via":"stream"}`, ""},
		// An outside attacker's: built-ins swapped while the page makes the worker.
		{"worker-poison?how=create", `WSMSG {"op":"transfer_ownership","via":"poison-create"}`, ""},
		{"worker-poison?how=blob", `WSMSG {"op":"transfer_ownership","via":"poison-blob"}`, ""},
		{"worker-poison?how=builtins", `WSMSG {"op":"transfer_ownership","via":"poison-builtins"}`, ""},
		{"worker-poison?how=nested", `WSMSG {"op":"transfer_ownership","via":"poison-nested"}`, ""},
		// A second outside attacker's: a Trusted Types default policy rewrites the marked address.
		{"worker-tt-default?how=blob", `WSMSG {"op":"transfer_ownership","via":"tt-blob"}`, ""},
		{"worker-tt-default?how=unmark", `WSMSG {"op":"transfer_ownership","via":"tt-unmark"}`, ""},
		// A third one's: a service worker registered round Playwright's stub.
		{"service-worker?how=proto", `WSMSG {"op":"transfer_ownership","via":"sw-proto"}`, ""},
		{"service-worker?how=unstub", `WSMSG {"op":"transfer_ownership","via":"sw-unstub"}`, ""},
		// A fourth one's: a payment handler installed "just in time".
		{"payment", `WSMSG {"op":"transfer_ownership","via":"pay"}`, ""},
		// A fifth one's: FedCM's disconnect, a POST the browser process sends.
		{"fedcm", "FEDCM client_id=cid&account_hint=transfer_ownership", ""},
		// A report the browser sends by itself.
		{"csp-report", "POST /csp/report", ""},
		// A beacon, sent by the browser once queued.
		{"beacon", "POST /api/beacon", ""},
		// A seventh one's (2026-11-30): a service worker's GET that reads as
		// an action, and the reason in a socket's close.
		{"service-worker?how=get-proto", "GET /api/orders/5/cancel", ""},
		{"socket-close", "WSCLOSE 4000 transfer_ownership", "WSCLOSE 1000 "},
		// A sixth one's: the page's own socket, round Playwright's stand-in.
		{"socket-standin", `WSMSG {"op":"transfer_ownership","via":"standin"}`, ""},
	}
	// report clicks the page's button and returns what its worker said.
	report := func(c *client.Client, page string) string {
		name, query, _ := strings.Cut(page, "?")
		u := writePage(site, name)
		if query != "" {
			u += "?" + query
		}
		mustOK(t, c, "browser_navigate", map[string]any{"url": u}, nil)
		call(t, c, "browser_click", clickGo("go"))
		// "worker: " is the page's final word (sent, failed, not started);
		// "asked" is said without it.
		mustOK(t, c, "browser_wait", map[string]any{"text": "worker: ", "timeout_ms": 30000}, nil)
		var found findTextResult
		mustOK(t, c, "browser_find_by_text", map[string]any{"text": "worker: sent"}, &found)
		if found.Found {
			return "sent"
		}
		return "not sent"
	}
	// Under the guard each channel may open (a socket's opening is a read),
	// but what it sends is refused where it leaves: the guard's log records
	// the refusal, and only then is the site's log read.
	c := connect(t, guarded)
	for _, k := range cases {
		before, _ := requestDecisions(logPath, site.URL)
		report(c, k.page)
		if k.guarded != "" {
			waitSeen(t, site, k.guarded)
		} else {
			waitRefused(t, logPath, site.URL, before+1, k.page)
		}
		if n := site.count(k.message); n != 0 {
			t.Errorf("%s: the site received %s %d time(s) while writes are judged", k.page, k.message, n)
		}
	}
	control := connect(t, unguarded)
	for _, k := range cases {
		if got := report(control, k.page); got != "sent" {
			t.Fatalf("%s: without a guard the worker did not send either: the case proves nothing", k.page)
		}
		waitSeen(t, site, k.message)
	}
}

// payHandler serves a payment method whose web app manifest names a
// service worker (payment.html's "just in time" install, a fourth outside
// attacker's way to a service worker without register()) under /zz/.
//
// It also serves an identity provider for FedCM (fedcm.html, a fifth
// attacker's: Chromium's browser process POSTs IdentityCredential.disconnect's
// page-chosen strings, which no route sees); site records the POST's body.
func payHandler(w http.ResponseWriter, r *http.Request, origin string, site *effectSite) bool {
	switch r.URL.Path {
	case "/zz/":
		w.Header().Set("Link", "<"+origin+`/zz/method.json>; rel="payment-method-manifest"`)
		w.Header().Set("Content-Type", "text/html")
		_, _ = io.WriteString(w, "<html>method</html>")
	case "/zz/method.json":
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"default_applications": ["`+origin+`/zz/app.json"]}`)
	case "/zz/app.json":
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"name": "Test Pay", "short_name": "TestPay", "icons": [{"src": "/zz/icon.png", "sizes": "48x48", "type": "image/png"}],
 "serviceworker": {"src": "/zz/paysw.js", "scope": "/zz/", "use_cache": false}}`)
	case "/zz/icon.png":
		img := image.NewRGBA(image.Rect(0, 0, 48, 48))
		for i := range img.Pix {
			img.Pix[i] = 0xc0
		}
		w.Header().Set("Content-Type", "image/png")
		_ = png.Encode(w, img)
	case "/.well-known/web-identity":
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"provider_urls": ["`+origin+`/fedcm.json"]}`)
	case "/fedcm.json":
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"accounts_endpoint": "/fedcm/accounts", "client_metadata_endpoint": "/fedcm/client_metadata", "id_assertion_endpoint": "/fedcm/assertion", "disconnect_endpoint": "/fedcm/disconnect", "login_url": "/fedcm/login", "branding": {}}`)
	case "/fedcm/disconnect":
		b, _ := io.ReadAll(r.Body)
		if site != nil {
			site.mu.Lock()
			site.seen["FEDCM "+string(b)]++
			site.mu.Unlock()
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Access-Control-Allow-Origin", origin)
		w.Header().Set("Access-Control-Allow-Credentials", "true")
		_, _ = io.WriteString(w, `{"account_id": "1"}`)
	case "/zz/paysw.js":
		w.Header().Set("Content-Type", "text/javascript")
		http.ServeFile(w, r, filepath.Join("..", "testdata", "guard", "writes", "pay-worker.js"))
	default:
		return false
	}
	return true
}
