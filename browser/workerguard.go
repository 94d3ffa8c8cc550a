package browser

import (
	"encoding/json"
	"net/url"
	"strings"
)

// workerMark is the query parameter the worker guard puts on a web
// worker's address; the session's route answers such a request itself.
const workerMark = "__accessagents_worker"

// workerGuardScript runs first in every document and, through the worker
// constructors it wraps, in every worker, while a session's page requests
// are judged or filtered by route (Playwright routes the WebSockets of a
// page's frames, not of its workers: microsoft/playwright#37048, which
// upstream will not fix). In a worker it removes WebSocket, WebSocketStream
// and WebTransport; in a document WebSocketStream and WebTransport (the
// document's WebSocket is routed and judged). A worker from a blob: or
// data: address is started from a blob that runs this script and then
// loads the real one; a worker from the web gets workerMark on its address,
// which the route answers with the same (workerLoader), so the worker keeps
// its own place for relative addresses and the real script is still a
// request the guard sees. The constructors' prototypes point back at the
// wrapped ones, so the originals cannot be reached from page script.
const workerGuardScript = `(function aaWorkerGuard() {
  // While writes are judged, a worker has no socket the guard cannot see
  // (Playwright routes the WebSockets of frames, not of workers), and a
  // frame has no WebSocketStream or WebTransport (neither is routed).
  const inWorker = typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope;
  for (const k of inWorker ? ['WebSocket', 'WebSocketStream', 'WebTransport'] : ['WebSocketStream', 'WebTransport']) {
    try { Object.defineProperty(self, k, { value: undefined, writable: false, configurable: false }); } catch (e) {}
  }
  // Every worker this realm makes runs this first. A worker from the web
  // gets a marked address the browser's route answers with this code and
  // a load of the real script (so the worker keeps its own place for
  // relative addresses); a blob: or data: worker, which no route sees, is
  // wrapped in a blob of the same.
  const src = '(' + aaWorkerGuard + ')();\n';
  const base = () => (self.document ? self.document.baseURI : self.location.href);
  const mark = (url, module) => {
    const u = new URL(String(url), base());
    if (u.protocol === 'http:' || u.protocol === 'https:') {
      // Appended as text: the address's own query keeps its order and encoding.
      u.search = (u.search.length > 1 ? u.search + '&' : '?') + '__accessagents_worker=' + (module ? 'module' : 'classic');
      return u.href;
    }
    const load = module ? 'await import(' + JSON.stringify(u.href) + ');' : 'importScripts(' + JSON.stringify(u.href) + ');';
    return URL.createObjectURL(new Blob([src + load], { type: 'text/javascript' }));
  };
  for (const name of ['Worker', 'SharedWorker']) {
    const W = self[name];
    if (typeof W !== 'function') continue;
    const Guarded = function (url, options) {
      if (!new.target) throw new TypeError("Failed to construct '" + name + "': Please use the 'new' operator, this DOM object constructor cannot be called as a function.");
      return new W(mark(url, options && typeof options === 'object' && options.type === 'module'), options);
    };
    Object.defineProperty(Guarded, 'name', { value: name });
    Object.defineProperty(Guarded, 'prototype', { value: W.prototype, writable: false, configurable: false });
    Object.defineProperty(W.prototype, 'constructor', { value: Guarded, writable: false, configurable: false });
    Object.defineProperty(self, name, { value: Guarded, writable: false, configurable: false });
  }
})();`

// workerLoader is the body the route answers a marked worker address
// with: the guard, then the real script (the address without the mark),
// loaded by the worker itself so the request is judged like any other.
// ok is false when u carries no mark.
func workerLoader(u *url.URL) (body string, ok bool) {
	kind := ""
	var keep []string
	for _, p := range strings.Split(u.RawQuery, "&") {
		if v, found := strings.CutPrefix(p, workerMark+"="); found {
			kind = v
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
	addr, _ := json.Marshal(real.String())
	load := "importScripts(" + string(addr) + ");"
	if kind == "module" {
		load = "await import(" + string(addr) + ");"
	}
	return workerGuardScript + "\n" + load, true
}
