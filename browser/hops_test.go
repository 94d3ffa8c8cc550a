package browser

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// hopSite logs every request it receives and serves the pages of
// TestRedirectHopsAndWorkletsAreJudged.
type hopSite struct {
	*httptest.Server
	mu   sync.Mutex
	seen map[string]int
}

func newHopSite(t *testing.T) *hopSite {
	h := &hopSite{seen: map[string]int{}}
	h.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.mu.Lock()
		h.seen[r.Method+" "+r.URL.Path]++
		h.mu.Unlock()
		switch r.URL.Path {
		case "/short/1":
			http.Redirect(w, r, "/account/delete?confirm=yes&from="+r.URL.Query().Get("from"), http.StatusFound)
		case "/short/2":
			http.Redirect(w, r, "/ok", http.StatusFound)
		case "/post":
			// A form posted to a benign URL, sent on by 307 (method and
			// body kept) to a deleting one.
			http.Redirect(w, r, "/account/delete", http.StatusTemporaryRedirect)
		case "/worklet":
			fmt.Fprint(w, `<!doctype html><title>Music</title><h1>Music</h1>
<script>new AudioContext().audioWorklet.addModule('/account/delete?via=worklet').catch(() => {});</script>`)
		case "/popup":
			fmt.Fprint(w, `<!doctype html><title>Popup</title><button id="open" onclick="window.open('/short/1?from=popup')">Open FAQ</button>`)
		case "/outer":
			// A cross-site iframe (localhost vs 127.0.0.1: its own process
			// and CDP target) whose own fetch is redirected.
			fmt.Fprintf(w, `<!doctype html><title>Outer</title><iframe title="inner" src="http://localhost:%s/inner"></iframe>`, r.URL.Query().Get("port"))
		case "/inner":
			// Its first request of its own arms its guard; a redirect on
			// that very request is outside the guard (README, Not covered).
			fmt.Fprint(w, `<!doctype html><title>Inner</title><script>fetch('/api/first').then(() => fetch('/short/1?from=iframe')).catch(() => {});</script>`)
		case "/form":
			fmt.Fprint(w, `<!doctype html><title>Form</title><form method="post" action="/post"><input name="x" value="1"><button id="b">Save</button></form>`)
		default:
			fmt.Fprintf(w, `<!doctype html><title>%s</title><h1>%s</h1>`, r.URL.Path, r.URL.Path)
		}
	}))
	t.Cleanup(h.Close)
	return h
}

func (h *hopSite) count(k string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.seen[k]
}

var errTestRefused = errors.New("refused by the test judge")

// TestRedirectHopsAndWorkletsAreJudged: requests Playwright's routes never
// see — the hops of a redirect, a worklet's module — reach the effect
// judge, and a refused one never reaches the site. There is no proxy in
// these tests, so nothing else stands between the page and the site.
func TestRedirectHopsAndWorkletsAreJudged(t *testing.T) {
	browsertest.Slow(t)
	site := newHopSite(t)
	s := newTestSession(t)
	var mu sync.Mutex
	judged := map[string]int{}
	asked := make(chan string, 64)
	s.UseEffectJudge(func(_ context.Context, _ *Session, a Act) error {
		mu.Lock()
		judged[a.Method+" "+a.URL]++
		mu.Unlock()
		select {
		case asked <- a.URL:
		default:
		}
		if strings.Contains(a.URL, "/account/delete") {
			return errTestRefused
		}
		return nil
	})
	ctx := testCtx(t)
	// A benign redirect still arrives.
	out, err := s.Navigate(ctx, site.URL+"/short/2", NavigateOptions{})
	if err != nil || !strings.HasSuffix(out.URL, "/ok") {
		t.Fatalf("benign redirect: %+v %v", out, err)
	}
	if _, err := s.Navigate(ctx, site.URL+"/short/1", NavigateOptions{}); err == nil && site.count("GET /account/delete") == 0 {
		t.Logf("refused redirect left the page where it was")
	}
	mustNavigateTo(t, s, site.URL+"/form")
	if _, err := s.Click(ctx, Target{Selector: "#b"}, nil); err != nil {
		t.Logf("click: %v", err)
	}
	// A popup whose very first request is redirected.
	mustNavigateTo(t, s, site.URL+"/popup")
	if _, err := s.Click(ctx, Target{Selector: "#open"}, nil); err != nil {
		t.Fatal(err)
	}
	waitAsked(t, asked, "/account/delete?confirm=yes&from=popup")
	// A cross-site iframe's own redirected fetch.
	_, port, _ := strings.Cut(strings.TrimPrefix(site.URL, "http://"), ":")
	before := site.count("GET /short/1")
	mustNavigateTo(t, s, site.URL+"/outer?port="+port)
	waitAsked(t, asked, "/account/delete?confirm=yes&from=iframe")
	if site.count("GET /short/1") <= before {
		t.Errorf("the iframe's fetch never reached the site's redirect")
	}
	mustNavigateTo(t, s, site.URL+"/worklet")
	waitAsked(t, asked, "/account/delete?via=worklet")
	mustNavigateTo(t, s, site.URL+"/done") // the worklet's request has been decided by now
	for _, k := range []string{"GET /account/delete", "POST /account/delete"} {
		if n := site.count(k); n != 0 {
			t.Errorf("the site received %s %d time(s)", k, n)
		}
	}
	if site.count("POST /post") != 1 || site.count("GET /short/1") != 3 {
		t.Errorf("the first hops did not arrive: %v", site.seen)
	}
	mu.Lock()
	defer mu.Unlock()
	for k, n := range judged {
		// A popup's first load is judged, answered 204 and sent again
		// once its guard is armed: twice by design.
		if n > 1 && !strings.Contains(k, "/account/delete") && !strings.Contains(k, "from=popup") {
			t.Errorf("%s judged %d times: a routed request must be judged once", k, n)
		}
	}
	for _, k := range []string{"GET " + site.URL + "/account/delete?confirm=yes&from=", "POST " + site.URL + "/account/delete"} {
		if judged[k] == 0 {
			t.Errorf("%s was never judged (judged: %v)", k, judged)
		}
	}
}

func mustNavigateTo(t *testing.T, s *Session, u string) {
	t.Helper()
	if _, err := s.Navigate(testCtx(t), u, NavigateOptions{}); err != nil {
		t.Fatalf("navigate %s: %v", u, err)
	}
}

func waitAsked(t *testing.T, asked <-chan string, suffix string) {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case u := <-asked:
			if strings.HasSuffix(u, suffix) {
				return
			}
		case <-timeout:
			t.Fatalf("the judge was never asked about %s", suffix)
		}
	}
}

// TestFeaturesOutsideRoutesAreOff: a SharedWorker runs in a target of its
// own and fetchLater is sent after the page is gone; neither is seen by
// any route, so Chromium runs with both switched off.
func TestFeaturesOutsideRoutesAreOff(t *testing.T) {
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/basic.html")
	var got any
	_, err := s.WithPage(testCtx(t), func(p playwright.Page) error {
		var err error
		got, err = p.Evaluate(`() => [typeof SharedWorker, typeof fetchLater].join(",")`)
		return err
	})
	if err != nil || got != "undefined,undefined" {
		t.Fatalf("typeof SharedWorker, fetchLater = %v (%v), want both undefined", got, err)
	}
}
