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
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/playwright-community/playwright-go"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
)

// rawAxe runs axe-core the plain way, independently of the audit package:
// its own Playwright driver and Chromium, a fresh page per URL, axe injected
// into every frame, axe.run with the same tags. It is the oracle the parity
// test holds audit_scan_url to.
type rawAxe struct {
	pw      *playwright.Playwright
	browser playwright.Browser
	src     string
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
	b, err := pw.Chromium.Launch(playwright.BrowserTypeLaunchOptions{ExecutablePath: playwright.String(rt.BrowserPath),
		Headless: playwright.Bool(true), Args: []string{"--disable-gpu", "--disable-background-networking"}})
	if err != nil {
		_ = pw.Stop()
		t.Fatal(err)
	}
	r := &rawAxe{pw: pw, browser: b, src: string(src)}
	t.Cleanup(func() { _ = b.Close(); _ = pw.Stop() })
	return r
}

// rules returns the ids of the rules raw axe reports as violations.
func (r *rawAxe) rules(url string) ([]string, error) {
	bctx, err := r.browser.NewContext()
	if err != nil {
		return nil, err
	}
	defer bctx.Close()
	p, err := bctx.NewPage()
	if err != nil {
		return nil, err
	}
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

// TestAxeParityOnACTRules: on every W3C ACT test case in testdata/act,
// audit_scan_url (one MCP session for the whole corpus) reports exactly the
// axe rules raw axe-core reports with the same tags; the project's own
// checks (rule ids aa-*) come on top and are not compared. The wrapper may shorten
// what it returns; it may never hide a rule.
func TestAxeParityOnACTRules(t *testing.T) {
	pages, _ := filepath.Glob("../testdata/act/" + actGlob + "/*.html")
	if len(pages) < 100 && actGlob == "*" {
		t.Fatalf("only %d ACT pages found; regenerate with go run ./testdata/gen/actcases", len(pages))
	}
	srv := actServer(t)
	raw := newRawAxe(t)
	c := connect(t, testMCP)
	var mismatches []string
	for _, p := range pages {
		rel, _ := filepath.Rel("../testdata/act", p)
		url := srv.URL + "/act/" + filepath.ToSlash(rel)
		want, err := raw.rules(url)
		if err != nil {
			want, err = raw.rules(url) // once more: a page that was still settling
		}
		if err != nil {
			mismatches = append(mismatches, fmt.Sprintf("%s: raw axe failed: %v", rel, err))
			continue
		}
		got := scannedRules(t, c, url)
		if strings.Join(want, ",") != strings.Join(got, ",") {
			mismatches = append(mismatches, fmt.Sprintf("%s: raw axe %v, audit_scan_url %v", rel, want, got))
		}
	}
	t.Logf("%d ACT pages, %d mismatches", len(pages), len(mismatches))
	for _, m := range mismatches {
		t.Error(m)
	}
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
