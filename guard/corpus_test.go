package guard_test

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/schemas"
)

var (
	mgr *browser.Manager
	srv *httptest.Server
)

func TestMain(m *testing.M) {
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	if probs := rt.Check(); len(probs) > 0 {
		fmt.Fprintln(os.Stderr, "guard corpus tests need Chromium; run `make setup`:", probs)
		os.Exit(1)
	}
	out, _ := os.MkdirTemp("", "aa-guard-test-")
	mgr = browser.NewManager(browser.Config{Runtime: rt, Headless: true, OutputDir: out, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	srv = httptest.NewServer(http.StripPrefix("/guard/", http.FileServer(http.Dir("../testdata/guard"))))
	code := m.Run()
	mgr.Close()
	srv.Close()
	os.RemoveAll(out)
	os.Exit(code)
}

// TestLabelledCorpus classifies every labelled control on the corpus pages
// from what the browser extracts, exactly as the tools do: 100% recall on
// high severity, at most 5% false positives on the benign controls.
func TestLabelledCorpus(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	s, err := mgr.Session("corpus")
	if err != nil {
		t.Fatal(err)
	}
	var total, high, highCaught, medium, mediumCaught, benign, falsePos, wrongCategory int
	for _, page := range []string{"checkout.html", "settings.html", "projects.html", "social.html", "admin.html"} {
		if _, err := s.Navigate(ctx, srv.URL+"/guard/"+page, browser.NavigateOptions{}); err != nil {
			t.Fatal(err)
		}
		// The labels move to attributes the guard does not read, so they
		// cannot leak into what it classifies (it reads every data-*).
		n := hideLabels(t, ctx, s)
		for i := 0; i < n; i++ {
			sel := fmt.Sprintf("[x-corpus=%q]", fmt.Sprint(i))
			info, err := s.ElementInfo(ctx, sel)
			if err != nil {
				t.Fatal(err)
			}
			expect, kind := attr(t, ctx, s, sel, "x-expect"), attr(t, ctx, s, sel, "x-kind")
			if kind == "" {
				kind = string(guard.Click)
			}
			v := guard.Classify(guard.Action{Kind: schemas.Act(kind), Element: &info.Element})
			total++
			label := cmp.Or(strings.TrimSpace(info.AriaLabel), strings.TrimSpace(info.Name), strings.TrimSpace(info.Value), strings.TrimSpace(info.Title), "#"+info.ID)
			switch {
			case expect == "benign":
				benign++
				if v.Destructive() {
					falsePos++
					t.Logf("false positive on %s: %q → %s/%s (%s)", page, label, v.Category, v.Severity, v.Explanation)
				}
			default:
				cat, sev, _ := strings.Cut(expect, ":")
				if sev == guard.High {
					high++
				} else {
					medium++
				}
				if !v.Destructive() {
					t.Errorf("missed %s on %s: %q (%s) → %+v ctx=%q", expect, page, label, kind, v, info.Context)
					continue
				}
				if sev == guard.High {
					highCaught++
				} else {
					mediumCaught++
				}
				if v.Category != cat {
					wrongCategory++
					t.Logf("caught %q as %s, labelled %s", label, v.Category, cat)
				}
			}
		}
	}
	fp := float64(falsePos) / float64(benign)
	t.Logf("corpus: %d controls; high severity recall %d/%d; medium %d/%d; benign false positives %d/%d (%.1f%%); category differs on %d",
		total, highCaught, high, mediumCaught, medium, falsePos, benign, 100*fp, wrongCategory)
	if total < 150 {
		t.Errorf("corpus has %d controls, want at least 150", total)
	}
	if highCaught != high {
		t.Errorf("high-severity recall %d/%d, want 100%%", highCaught, high)
	}
	if fp > 0.05 {
		t.Errorf("false positives %.1f%% on the benign set, want ≤ 5%%", 100*fp)
	}
}

func hideLabels(t *testing.T, ctx context.Context, s *browser.Session) int {
	t.Helper()
	var n int
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		v, err := p.Evaluate(`() => { const els = Array.from(document.querySelectorAll('[data-expect]'));
			els.forEach((el, i) => { el.setAttribute('x-corpus', String(i)); el.setAttribute('x-expect', el.dataset.expect);
				if (el.dataset.kind) el.setAttribute('x-kind', el.dataset.kind);
				el.removeAttribute('data-expect'); el.removeAttribute('data-kind'); });
			return els.length; }`)
		if f, ok := v.(int); ok {
			n = f
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func attr(t *testing.T, ctx context.Context, s *browser.Session, sel, name string) string {
	t.Helper()
	var v string
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		got, err := p.Locator(sel).GetAttribute(name)
		v = got
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return v
}
