package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/crawl/crawltest"

	"github.com/accessagents/accessagents/browser/browsertest"
)

func siteCall(ctx context.Context, t *testing.T, c interface {
	CallTool(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)
}, args map[string]any, token any) (*mcp.CallToolResult, error) {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = "audit_site", args
	if token != nil {
		req.Params.Meta = &mcp.Meta{ProgressToken: token}
	}
	return c.CallTool(ctx, req)
}

// TestAuditSiteToolProgressCursorCancel crawls a generated site through an
// MCP client: progress notifications arrive for the token, findings come
// worst first and page by cursor without a recrawl, and a cancelled crawl
// returns once its pages in flight end.
func TestAuditSiteToolProgressCursorCancel(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := crawltest.New(4, 1, 1, false)
	defer site.Close()
	c := connect(t, testMCP)
	var mu sync.Mutex
	var progress []float64
	firstProgress := make(chan struct{}, 1)
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method != "notifications/progress" {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		f := n.Params.AdditionalFields
		if f["progressToken"] == "crawl-2" {
			select {
			case firstProgress <- struct{}{}:
			default:
			}
			return
		}
		if p, err := strconv.ParseFloat(fmt.Sprint(f["progress"]), 64); err == nil && f["progressToken"] == "crawl-1" {
			progress = append(progress, p)
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	args := map[string]any{"url": site.URL + "/", "exclude": []any{"/calendar*", "/trap/**"}, "page_size": 2, "concurrency": 2}
	res, err := siteCall(ctx, t, c, args, "crawl-1")
	if err != nil || res.IsError {
		t.Fatalf("audit_site: %v %s", err, text(res))
	}
	var out siteResult
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	var v any
	_ = json.Unmarshal(b, &v)
	if err := testBox.Schemas.ValidateOutput("audit_site", v); err != nil {
		t.Fatalf("output schema: %v", err)
	}
	mu.Lock()
	np := len(progress)
	mu.Unlock()
	if np < out.ByStatus["scanned"] {
		t.Errorf("%d progress notifications for %d scanned pages", np, out.ByStatus["scanned"])
	}
	if out.ByStatus["scanned"] < 8 || len(out.Top) != 2 || !out.More || out.NextCursor == "" {
		t.Fatalf("first page: %+v", out)
	}
	// The site's score heads the result and its text (after the notice
	// that page content is data): the pages have violations, so below 100,
	// and never below the worst page's.
	if out.Score == nil || out.Lowest == nil || *out.Score >= 100 || *out.Lowest > *out.Score {
		t.Errorf("site score %v, lowest %v", out.Score, out.Lowest)
	} else if want := fmt.Sprintf("\nsite score %d/100 (lowest page %d); ", *out.Score, *out.Lowest); !strings.Contains(text(res), want) ||
		strings.Index(text(res), want) != strings.Index(text(res), "\n") {
		t.Errorf("the text does not start with %q:\n%s", want, text(res))
	}
	if out.Top[0].RuleID != "button-name" && out.Top[0].RuleID != "image-alt" || out.Top[0].Pages != 4 {
		t.Errorf("the product template's finding should lead, on 4 pages: %+v", out.Top[0])
	}
	seen := map[string]bool{out.Top[0].Fingerprint: true, out.Top[1].Fingerprint: true}
	for cursor := out.NextCursor; cursor != ""; {
		var next siteResult
		mustOK(t, c, "audit_site", map[string]any{"cursor": cursor, "page_size": 2}, &next)
		if next.Pages != out.Pages {
			t.Errorf("cursor page reports %d pages, first %d: recrawled?", next.Pages, out.Pages)
		}
		for _, tp := range next.Top {
			if seen[tp.Fingerprint] {
				t.Errorf("finding %s repeated across pages", tp.Fingerprint)
			}
			seen[tp.Fingerprint] = true
		}
		cursor = next.NextCursor
	}
	if len(seen) != out.Findings {
		t.Errorf("paged %d findings, total %d", len(seen), out.Findings)
	}
	mustFail(t, c, "audit_site", map[string]any{"cursor": "../../etc:0"}, "/cursor")
	mustFail(t, c, "audit_site", map[string]any{}, "/url")

	mu.Lock()
	for i := 1; i < len(progress); i++ {
		if progress[i] < progress[i-1] {
			t.Errorf("progress went backwards: %v", progress)
			break
		}
	}
	mu.Unlock()

	// Cancel on the crawl's first progress notification: the call must end
	// (as a cancelled call or a "cancelled" tool error), not crawl on.
	cctx, ccancel := context.WithCancel(ctx)
	type answer struct {
		res *mcp.CallToolResult
		err error
	}
	done := make(chan answer, 1)
	go func() {
		res, err := siteCall(cctx, t, c, map[string]any{"url": site.URL + "/", "max_pages": 200}, "crawl-2")
		done <- answer{res, err}
	}()
	<-firstProgress
	ccancel()
	a := <-done
	if !errors.Is(a.err, context.Canceled) && (a.res == nil || !a.res.IsError || !strings.Contains(text(a.res), "cancelled")) {
		t.Errorf("cancelled crawl: %v %+v, want a cancellation", a.err, a.res)
	}
}

// TestAuditSiteOnACleanSite: a site with nothing to report is a result,
// not an error: its findings are an empty list, as the output schema
// says (a null list failed the schema for an outside tester).
func TestAuditSiteOnACleanSite(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Opening times</title></head>
<body><main><h1>Opening times</h1><p>We are open from nine to five, Monday to Friday.</p></main></body></html>`)
	}))
	defer srv.Close()
	c := connect(t, testMCP)
	var res struct {
		Pages    int               `json:"pages"`
		Findings []json.RawMessage `json:"findings"`
	}
	out := mustOK(t, c, "audit_site", map[string]any{"url": srv.URL + "/", "max_pages": 1}, &res)
	raw, _ := json.Marshal(out.StructuredContent)
	if res.Pages != 1 || res.Findings == nil || len(res.Findings) != 0 || !strings.Contains(string(raw), `"findings":[]`) {
		t.Errorf("a clean site's result: %s", raw)
	}
}
