package browser

import (
	_ "embed"
	"encoding/json"
	"net/url"
	"strings"
)

// workerMark is the query parameter the worker guard puts on a web
// worker's address; the session's route answers such a request itself.
const workerMark = "__accessagents_worker"

// unroutedScript (unrouted.js) runs first in every document and, through the worker
// constructors it wraps, in every worker, while a session's page requests
// are judged or filtered by route (Playwright routes the WebSockets of a
// page's frames, not of its workers: microsoft/playwright#37048, which
// upstream will not fix). In a worker it removes WebSocket, WebSocketStream,
// WebTransport, Worker and SharedWorker (a nested worker's script and
// requests are not routed); in a document WebSocketStream, WebTransport
// (the document's WebSocket is routed and judged), WebRTC (a TURN server
// over TCP gets what the page puts in its username), PaymentRequest (a
// payment method's manifest can have Chromium install a service worker),
// and FedCM (IdentityCredential, navigator.login, credentials.get's
// "identity"), whose requests Chromium's browser process sends. Everywhere,
// ServiceWorkerContainer's register refuses (a service worker's script and
// requests are not routed either). A worker from the web gets
// workerMark on its address, which the route answers with this script and
// a load of the real address (workerLoader), so the worker keeps its own
// place for relative addresses and the real script is still a request the
// guard sees. A blob: or data: worker starts from a marked address on the
// realm's own origin whose src names it; from an opaque origin it is
// refused. Everything a constructor call uses is captured before page
// script runs (an outside attacker poisoned Blob and URL.createObjectURL
// in the first version), the options are copied, the address is checked
// for the mark after it is made, and the constructors' prototypes point
// back at the wrapped ones. Under Trusted Types the address goes to the
// worker as our own policy's TrustedScriptURL; where that policy cannot be
// made and the page has a default policy (which could rewrite a string
// address: a second outside attacker's find), the worker is refused.
//
//go:embed unrouted.js
var unroutedScript string

// noWebRTCScript is what stays of unroutedScript in a context with a wire
// (Config.OpenWire): WebRTC's UDP goes below the proxy, where no wire can
// judge it, and Chromium's --webrtc-ip-handling-policy did not keep STUN
// datagrams in (TestWebRTCSendsNoUDPUnderAURLPolicy saw them without this).
// Workers, service workers, payment handlers, FedCM and WebSocketStream
// keep their constructors: what they send goes through the wire, which
// refuses every write no route let go. WebTransport cannot go through an
// HTTP proxy at all (it needs QUIC), so it fails.
const noWebRTCScript = `(function () {
  for (const k of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceTransport', 'RTCSctpTransport', 'RTCDtlsTransport']) {
    try { Object.defineProperty(self, k, { value: undefined, writable: false, configurable: false }); } catch (e) {}
  }
})();`

// workerLoader is the body the route answers a marked worker address
// with: the guard, then the real script (the address without the mark),
// loaded by the worker itself so the request is judged like any other.
// ok is false when u carries no mark.
func workerLoader(u *url.URL) (body string, ok bool) {
	kind, src := "", ""
	var keep []string
	for _, p := range strings.Split(u.RawQuery, "&") {
		if v, found := strings.CutPrefix(p, workerMark+"="); found {
			kind = v
			continue
		}
		if v, found := strings.CutPrefix(p, "src="); found && u.Path == workerSrcPath {
			src, _ = url.QueryUnescape(v)
			continue
		}
		keep = append(keep, p)
	}
	if kind == "" {
		return "", false
	}
	real := *u
	real.RawQuery = strings.Join(keep, "&")
	real.ForceQuery = false
	addr := real.String()
	if u.Path == workerSrcPath {
		// A blob: or data: worker's own code; nothing else is loaded
		// from here.
		if !strings.HasPrefix(src, "blob:") && !strings.HasPrefix(src, "data:") {
			return `throw new Error("not a worker's address");`, true
		}
		addr = src
	}
	quoted, _ := json.Marshal(addr)
	load := "importScripts(" + string(quoted) + ");"
	if kind == "module" {
		load = "await import(" + string(quoted) + ");"
	}
	return unroutedScript + "\n" + load, true
}

// workerSrcPath is where a blob: or data: worker starts, on its page's
// own origin (the route answers it; nothing is sent).
const workerSrcPath = "/__accessagents_worker"
