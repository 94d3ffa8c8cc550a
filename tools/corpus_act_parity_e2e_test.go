package tools

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// rawAxe runs axe-core the plain way, independently of the audit package:
// its own Playwright driver and Chromium, axe injected into every frame,
// axe.run with the same tags. It is the oracle the parity test holds
// audit_scan_url to. Its tabs are kept between URLs, as a warm browser runs
// axe page after page (a new context per page cost twice the test's time);
// a tab whose page failed is closed.
type rawAxe struct {
	pw      *playwright.Playwright
	browser playwright.Browser
	bctx    playwright.BrowserContext
	src     string
	idle    chan playwright.Page
}

func newRawAxe(t testing.TB) *rawAxe {
	t.Helper()
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	src, err := os.ReadFile(rt.AxePath)
	if err != nil {
		t.Fatal(err)
	}
	pw, err := playwright.Run(&playwright.RunOptions{DriverDirectory: rt.DriverDir, SkipInstallBrowsers: true, Stdout: os.Stderr})
	if err != nil {
		t.Fatal(err)
	}
	b, err := pw.Chromium.Launch(playwright.BrowserTypeLaunchOptions{ExecutablePath: playwright.String(rt.LaunchPath(true)),
		Headless: playwright.Bool(true), Args: []string{"--disable-gpu", "--disable-background-networking"}})
	if err != nil {
		_ = pw.Stop()
		t.Fatal(err)
	}
	bctx, err := b.NewContext()
	if err != nil {
		_ = b.Close()
		_ = pw.Stop()
		t.Fatal(err)
	}
	r := &rawAxe{pw: pw, browser: b, bctx: bctx, src: string(src), idle: make(chan playwright.Page, 16)}
	t.Cleanup(func() { _ = b.Close(); _ = pw.Stop() })
	return r
}

// rules returns the ids of the rules raw axe reports as violations.
func (r *rawAxe) rules(url string) ([]string, error) {
	var p playwright.Page
	select {
	case p = <-r.idle:
	default:
		var err error
		if p, err = r.bctx.NewPage(); err != nil {
			return nil, err
		}
	}
	ids, err := r.rulesIn(p, url)
	if err != nil {
		_ = p.Close()
		return nil, err
	}
	select {
	case r.idle <- p:
	default:
		_ = p.Close()
	}
	return ids, nil
}

func (r *rawAxe) rulesIn(p playwright.Page, url string) ([]string, error) {
	if _, err := p.Goto(url, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		return nil, fmt.Errorf("raw axe: open %s: %w", url, err)
	}
	// Not p.Frames(): playwright-go's frame list is racy and can lose the
	// main frame. Walk frame elements instead, the top document first.
	if _, err := p.MainFrame().Evaluate(r.src); err != nil {
		return nil, fmt.Errorf("raw axe: inject into %s: %w", url, err)
	}
	injectFrames(p.MainFrame(), r.src, 0)
	v, err := p.Evaluate(`async (tags) => (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations.map((v) => v.id)`, audit.DefaultTags)
	if err != nil {
		return nil, fmt.Errorf("raw axe on %s: %w", url, err)
	}
	var ids []string
	b, _ := json.Marshal(v)
	_ = json.Unmarshal(b, &ids)
	sort.Strings(ids)
	return ids, nil
}

// scannedRules returns the rule ids audit_scan_url reports, every page of
// the result followed by cursor.
func scannedRules(t testing.TB, cl *client.Client, url string) []string {
	t.Helper()
	set := map[string]bool{}
	args := map[string]any{"url": url, "page_size": 50}
	for {
		var res audit.ScanResult
		mustOK(t, cl, "audit_scan_url", args, &res)
		for _, v := range res.Violations {
			// Our own checks (aa-*) add to axe; parity is about axe's rules.
			if !strings.HasPrefix(v.RuleID, "aa-") {
				set[v.RuleID] = true
			}
		}
		if !res.MoreIssuesRemaining {
			break
		}
		args = map[string]any{"cursor": res.Cursor, "page_size": 50}
	}
	ids := make([]string, 0, len(set))
	for id := range set {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// actServer serves the W3C ACT test cases and, for the assets they name, a
// small image (so image-based rules see a loaded image, as on the W3C site).
func actServer(t testing.TB) *httptest.Server {
	mux := http.NewServeMux()
	mux.Handle("/act/", http.StripPrefix("/act/", http.FileServer(http.Dir("../testdata/act"))))
	mux.HandleFunc("/test-assets/", func(w http.ResponseWriter, r *http.Request) {
		switch strings.ToLower(filepath.Ext(r.URL.Path)) {
		case ".png", ".jpg", ".jpeg", ".gif":
			w.Header().Set("Content-Type", "image/gif")
			_, _ = w.Write(onePixelGIF)
		case ".css":
			w.Header().Set("Content-Type", "text/css")
		default:
			http.NotFound(w, r)
		}
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

var onePixelGIF = []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")

// TestAxeParityOnACTRules: on the W3C ACT test cases in testdata/act,
// audit_scan_url reports exactly the axe rules raw axe-core reports with the
// same tags; the project's own checks (rule ids aa-*) come on top and are
// not compared. The wrapper may shorten what it returns; it may never hide a
// rule. make test takes a sample stratified by rule and outcome (every
// rule's first failed, passed and inapplicable case: 95 of 318); make
// test-full takes every case. The pages are spread over parityWorkers MCP
// sessions, each scanning its share in turn. The corpus tests' files sort
// near the front (corpus_*): go test releases parallel tests in source
// order, and a long test released last becomes the package's tail.
func TestAxeParityOnACTRules(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	all, _ := filepath.Glob("../testdata/act/" + actGlob + "/*.html")
	if len(all) < 100 && actGlob == "*" {
		t.Fatalf("only %d ACT pages found; regenerate with go run ./testdata/gen/actcases", len(all))
	}
	pages := all
	if !fullCorpora {
		pages = actSample(all)
	}
	t.Logf("%d of the %d ACT pages (%s)", len(pages), len(all), corpusScope())
	srv := actServer(t)
	raw := newRawAxe(t)
	var (
		mu         sync.Mutex
		mismatches []string
		wg         sync.WaitGroup
	)
	for w := 0; w < parityWorkers; w++ {
		c := connect(t, testMCP)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(pages); i += parityWorkers {
				if m := parityOf(t, raw, c, srv.URL, pages[i]); m != "" {
					mu.Lock()
					mismatches = append(mismatches, m)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	sort.Strings(mismatches)
	t.Logf("%d ACT pages, %d mismatches", len(pages), len(mismatches))
	for _, m := range mismatches {
		t.Error(m)
	}
}

// parityWorkers is how many sessions share the parity corpus.
const parityWorkers = 3

// parityOf compares raw axe and audit_scan_url on one ACT page; "" when
// they agree.
func parityOf(t *testing.T, raw *rawAxe, c *client.Client, base, page string) string {
	rel, _ := filepath.Rel("../testdata/act", page)
	url := base + "/act/" + filepath.ToSlash(rel)
	want, err := raw.rules(url)
	if err != nil {
		want, err = raw.rules(url) // once more: a page that was still settling
	}
	if err != nil {
		return fmt.Sprintf("%s: raw axe failed: %v", rel, err)
	}
	got := scannedRules(t, c, url)
	if strings.Join(want, ",") != strings.Join(got, ",") {
		return fmt.Sprintf("%s: raw axe %v, audit_scan_url %v", rel, want, got)
	}
	return ""
}

// actSample keeps, for every rule, its first failed, passed and
// inapplicable case.
func actSample(pages []string) []string {
	var out []string
	for _, p := range pages {
		switch filepath.Base(p) {
		case "failed-1.html", "passed-1.html", "inapplicable-1.html":
			out = append(out, p)
		}
	}
	return out
}

// actGlob narrows the corpus while debugging (go test -run Parity -args -act=23a2a8).
var actGlob = os.Getenv("ACT_GLOB")

func init() {
	if actGlob == "" {
		actGlob = "*"
	}
}

// injectFrames loads axe into every frame below f (best effort, as a
// hand-written axe integration would).
func injectFrames(f playwright.Frame, src string, depth int) {
	if depth > 5 {
		return
	}
	els, err := f.QuerySelectorAll("iframe, frame")
	if err != nil {
		return
	}
	for _, el := range els {
		if child, err := el.ContentFrame(); err == nil && child != nil {
			_, _ = child.Evaluate(src)
			injectFrames(child, src, depth+1)
		}
		el.Dispose()
	}
}
