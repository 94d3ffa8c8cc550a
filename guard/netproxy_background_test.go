package guard

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer the proxy's goroutines may log to.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestProxyTellsBrowserTrafficFromPages: one policy on both listeners; a
// refusal on BrowserURL (Chromium's own request) is logged at DEBUG and
// is no page's reason, one on URL (a page's) is logged at WARN and is.
func TestProxyTellsBrowserTrafficFromPages(t *testing.T) {
	var logs syncBuffer
	log := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p, err := StartProxy(ctx, &URLPolicy{Blocked: []string{"*.blocked.test"}}, log) // a glob refuses by name, before DNS
	if err != nil {
		t.Fatal(err)
	}
	if p.URL() == p.BrowserURL() {
		t.Fatalf("one address for both kinds of traffic: %s", p.URL())
	}
	get := func(proxy, target string) int {
		t.Helper()
		pu, _ := url.Parse(proxy)
		tr := &http.Transport{Proxy: http.ProxyURL(pu)}
		defer tr.CloseIdleConnections()
		resp, err := (&http.Client{Transport: tr, Timeout: 20 * time.Second}).Get(target)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	start := time.Now()
	if code := get(p.BrowserURL(), "http://update.blocked.test/service/update2/json"); code != http.StatusForbidden {
		t.Fatalf("browser's own request to a blocked name: %d, want 403", code)
	}
	if r := p.Reasons(start); len(r) != 0 {
		t.Errorf("the browser's own refusal is given as a page's reason: %q", r)
	}
	if bs := p.BlocksSince(start); len(bs) != 1 || !bs[0].Background {
		t.Errorf("browser's refusal recorded as %+v, want one Background block", bs)
	}
	if code := get(p.URL(), "http://page.blocked.test/pixel.gif"); code != http.StatusForbidden {
		t.Fatalf("page's request to a blocked name: %d, want 403", code)
	}
	if r := p.Reasons(start); len(r) != 1 || !strings.Contains(r[0], "page.blocked.test") {
		t.Errorf("page's refusal: reasons %q, want one naming page.blocked.test", r)
	}
	var warns, debugs []string
	for _, l := range strings.Split(logs.String(), "\n") {
		switch {
		case strings.Contains(l, "level=WARN"):
			warns = append(warns, l)
		case strings.Contains(l, "level=DEBUG") && strings.Contains(l, "blocked by URL policy"):
			debugs = append(debugs, l)
		}
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "page.blocked.test") {
		t.Errorf("WARN lines %q, want one, naming the page's request", warns)
	}
	if len(debugs) != 1 || !strings.Contains(debugs[0], "update.blocked.test") {
		t.Errorf("DEBUG lines %q, want one, naming the browser's request", debugs)
	}
}
