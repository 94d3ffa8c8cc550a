package browser

import (
	"net/url"
	"strings"
	"testing"
)

// TestWorkerLoaderKeepsTheAddress: the real script is loaded from the
// address the page gave, its query in its own order and encoding, without
// the mark; an unmarked address is not the loader's.
func TestWorkerLoaderKeepsTheAddress(t *testing.T) {
	for _, c := range []struct{ in, load string }{
		{"https://a.example/w.js?__accessagents_worker=classic", `importScripts("https://a.example/w.js");`},
		{"https://a.example/sub/m.js?v=3&b=a%20b+c&__accessagents_worker=module", `await import("https://a.example/sub/m.js?v=3\u0026b=a%20b+c");`},
	} {
		u, _ := url.Parse(c.in)
		body, ok := workerLoader(u)
		if !ok || !strings.HasSuffix(body, "\n"+c.load) || !strings.Contains(body, "(function aaWorkerGuard()") {
			t.Errorf("%s: %v …%s", c.in, ok, body[max(0, len(body)-80):])
		}
	}
	u, _ := url.Parse("https://a.example/w.js?x=1")
	if _, ok := workerLoader(u); ok {
		t.Error("an unmarked address was answered by the loader")
	}
}

// TestWorkerLoaderStartsBlobWorkers: a blob: or data: worker starts from
// the marked address on its page's origin and loads its src; any other
// src is refused, not loaded.
func TestWorkerLoaderStartsBlobWorkers(t *testing.T) {
	u, _ := url.Parse("https://a.example/__accessagents_worker?__accessagents_worker=module&src=" + url.QueryEscape("blob:https://a.example/5f0c"))
	body, ok := workerLoader(u)
	if !ok || !strings.HasSuffix(body, "\n"+`await import("blob:https://a.example/5f0c");`) {
		t.Errorf("blob worker: %v …%s", ok, body[max(0, len(body)-80):])
	}
	u, _ = url.Parse("https://a.example/__accessagents_worker?__accessagents_worker=classic&src=" + url.QueryEscape("https://evil.example/x.js"))
	if body, ok := workerLoader(u); !ok || strings.Contains(body, "evil.example") {
		t.Errorf("a web src was loaded: %s", body)
	}
}
