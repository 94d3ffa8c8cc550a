package tools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestPageStructureIsHalfTheSnapshot measures browser_page_structure as a
// model receives it through an MCP client, on the two realistic fixtures,
// against Playwright MCP's browser_snapshot of the same page (the body's
// ARIA snapshot with refs). The text content is what hosts show the model;
// it must be at most half the snapshot. The structured content is data for
// clients; it is held to the same bound in case a host shows it instead.
func TestPageStructureIsHalfTheSnapshot(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	for _, page := range []string{"/pages/realistic.html", "/pages/homepage.html"} {
		t.Run(strings.TrimPrefix(page, "/pages/"), func(t *testing.T) {
			aria := ariaBaseline(t, page)
			c := connect(t, testMCP)
			mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL(page)}, nil)
			var st structureResult
			res := mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
			if st.Truncated {
				t.Fatalf("structure truncated at %d of %d", len(st.Elements), st.Total)
			}
			txt := len([]rune(text(res)))
			raw, err := json.Marshal(res.StructuredContent)
			if err != nil {
				t.Fatal(err)
			}
			data := len([]rune(string(raw)))
			t.Logf("%s: snapshot %d chars; structure text %d chars (%.2f), structured content %d chars (%.2f); %d elements",
				page, aria, txt, float64(txt)/float64(aria), data, float64(data)/float64(aria), len(st.Elements))
			if 2*txt > aria {
				t.Errorf("structure text %d chars is more than half the snapshot's %d", txt, aria)
			}
			if 2*data > aria {
				t.Errorf("structured content %d chars is more than half the snapshot's %d", data, aria)
			}
			for _, e := range st.Elements {
				if e.Selector != "" || e.Box != nil {
					t.Fatalf("selector or box sent without detail: %+v", e)
				}
			}
			if len(st.Elements) > 100 {
				return // detail is checked on the small page; a rescan of the large one costs seconds
			}
			var detailed structureResult
			res = mustOK(t, c, "browser_page_structure", map[string]any{"detail": true}, &detailed)
			if len(detailed.Elements) != len(st.Elements) || detailed.Elements[0].Selector == "" || detailed.Elements[0].Box == nil ||
				!strings.Contains(text(res), detailed.Elements[0].Selector+" @") {
				t.Errorf("detail lacks selectors or boxes: %+v", detailed.Elements[0])
			}
		})
	}
}

// ariaBaseline is the length in characters of Playwright's ARIA snapshot of
// page's body with refs, from a session of its own.
func ariaBaseline(t *testing.T, page string) int {
	t.Helper()
	s, err := testBox.Browser.Session("aria-baseline-" + t.Name())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { testBox.Browser.CloseSession(s.ID()) })
	// A measuring session of the test's own, not an agent's act: its
	// navigation is allowed explicitly (the Manager requires a gate).
	ctx := browser.WithGate(testCtx(t), func(context.Context, *browser.Session, browser.Act) error { return nil })
	if _, err := s.Navigate(ctx, pageURL(page), browser.NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	var snap string
	_, err = s.WithPage(ctx, func(p playwright.Page) error {
		var err error
		snap, err = p.Locator("body").AriaSnapshot(playwright.LocatorAriaSnapshotOptions{Ref: playwright.Bool(true)})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return len([]rune(snap))
}
