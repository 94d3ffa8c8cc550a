package browser

import (
	"errors"
	"strings"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// pageT keeps test closures short.
type pageT = playwright.Page

func TestStructureListsInteractiveElementsAcrossFramesAndShadow(t *testing.T) {
	browsertest.Slow(t)
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/basic.html")
	st, _, err := s.Structure(testCtx(t), StructureOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{ // name → expected selector
		"Save":           "#save",
		"Primary action": "button.btn-primary",
		"Search":         "#q",
		"Shadow action":  "fancy-widget >> button.shadow-btn",
		"Frame button":   "#frame >> internal:control=enter-frame >> #frame-btn",
		"Clickable card": "div.card",
	}
	got := map[string]Element{}
	for _, e := range st.Elements {
		got[e.Name] = e
	}
	for name, sel := range want {
		e, ok := got[name]
		if !ok {
			t.Errorf("element %q missing from structure", name)
			continue
		}
		if e.Selector != sel {
			t.Errorf("%q: selector %q, want %q", name, e.Selector, sel)
		}
		if e.Box[2] == 0 || e.Box[3] == 0 {
			t.Errorf("%q: empty box %v", name, e.Box)
		}
	}
	if _, ok := got["Hidden"]; ok {
		t.Error("hidden button listed")
	}
	if d := got["Disabled"]; len(d.States) == 0 || d.States[0] != "disabled" {
		t.Errorf("disabled state missing: %+v", d)
	}
	// Every listed selector must address exactly one element.
	for _, e := range st.Elements {
		_, err := s.do(testCtx(t), func(p pageT) error {
			n, err := p.Locator(e.Selector).Count()
			if err == nil && n != 1 {
				t.Errorf("selector %q matches %d elements", e.Selector, n)
			}
			return err
		})
		if err != nil {
			t.Errorf("count %q: %v", e.Selector, err)
		}
	}
	// Refs are stable across scans of an unchanged page.
	st2, _, _ := s.Structure(testCtx(t), StructureOptions{})
	for i := range st.Elements {
		if st.Elements[i].Ref != st2.Elements[i].Ref {
			t.Fatalf("ref changed between scans: %s vs %s", st.Elements[i].Ref, st2.Elements[i].Ref)
		}
	}
	// The model reads refs, roles and names; selectors and boxes only on
	// request.
	if c := st.Compact(); !strings.Contains(c, `button "Save"`) || strings.Contains(c, "#save") {
		t.Errorf("compact form lacks a lean Save line:\n%s", c)
	}
	if d := st.Detailed(); !strings.Contains(d, `button "Save" #save @`) {
		t.Errorf("detailed form lacks Save's selector and box:\n%s", d)
	}
}

func TestClickTargets(t *testing.T) {
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/basic.html")
	ctx := testCtx(t)
	st, _, err := s.Structure(ctx, StructureOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var cardRef string
	for _, e := range st.Elements {
		if e.Name == "Clickable card" {
			cardRef = e.Ref
		}
	}
	cases := []struct {
		name   string
		target Target
		status string
	}{
		{"selector", Target{Selector: "#save"}, "saved"},
		{"xpath", Target{Selector: "//button[contains(@class,'btn-primary')]"}, "primary"},
		{"text", Target{Text: "Save"}, "saved"},
		{"ref", Target{Ref: cardRef}, "card"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := s.Click(ctx, Target{Selector: "#show-cookie"}, nil); err != nil {
				t.Fatal(err)
			}
			res, err := s.Click(ctx, c.target, nil)
			if err != nil {
				t.Fatalf("click: %v", err)
			}
			if got := readStatus(t, s); got != c.status {
				t.Errorf("status %q, want %q (target %+v)", got, c.status, res.Target)
			}
		})
	}
	t.Run("coordinates", func(t *testing.T) {
		el, _, err := s.FindByText(ctx, "Save", true)
		if err != nil {
			t.Fatal(err)
		}
		c := el.Candidate()
		if _, err := s.Click(ctx, Target{X: &c.X, Y: &c.Y}, nil); err != nil {
			t.Fatal(err)
		}
		if got := readStatus(t, s); got != "saved" {
			t.Errorf("status %q after click at (%v,%v)", got, c.X, c.Y)
		}
	})
	t.Run("shadow and frame", func(t *testing.T) {
		if _, err := s.Click(ctx, Target{Text: "Shadow action"}, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Click(ctx, Target{Text: "Frame button"}, nil); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.FindByText(ctx, "Frame clicked", true); err != nil {
			t.Errorf("frame click had no effect: %v", err)
		}
	})
}

func readStatus(t *testing.T, s *Session) string {
	t.Helper()
	var out string
	_, err := s.do(testCtx(t), func(p pageT) error {
		v, err := p.Locator("#status").InnerText()
		out = v
		return err
	})
	if err != nil {
		t.Fatalf("read status: %v", err)
	}
	return out
}

func TestClickFailuresExplainThemselves(t *testing.T) {
	browsertest.Slow(t)
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/basic.html")
	ctx := testCtx(t)
	cases := []struct {
		name      string
		target    Target
		want      error
		wantCands bool
	}{
		{"missing selector offers candidates", Target{Selector: "#sav"}, ErrNotFound, true},
		{"ambiguous text offers candidates", Target{Text: "Remove item"}, ErrAmbiguous, true},
		{"missing text", Target{Text: "No such words anywhere"}, ErrNotFound, false},
		{"hidden", Target{Selector: "#hidden-btn"}, ErrNotVisible, false},
		{"covered", Target{Selector: "#covered"}, ErrCovered, false},
		{"disabled", Target{Selector: "#disabled-btn"}, ErrDisabled, false},
		{"bad selector syntax", Target{Selector: "button[[["}, ErrBadSelector, false},
		{"unknown ref", Target{Ref: "ezzzz"}, ErrNotFound, false},
		{"two ways", Target{Selector: "#save", Text: "Save"}, nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := s.Click(ctx, c.target, nil)
			if err == nil {
				t.Fatal("click succeeded")
			}
			if c.want != nil && !errors.Is(err, c.want) {
				t.Fatalf("error %v, want %v", err, c.want)
			}
			te, ok := IsTargetError(err)
			if c.wantCands && (!ok || len(te.Candidates) == 0) {
				t.Fatalf("no candidates in %v", err)
			}
			if c.wantCands && len(te.Candidates) > 5 {
				t.Errorf("%d candidates, want at most 5", len(te.Candidates))
			}
		})
	}
	// The fuzzy match for "#sav" should put the Save button first.
	_, err := s.Click(ctx, Target{Selector: "#sav"}, nil)
	te, _ := IsTargetError(err)
	if te == nil || te.Candidates[0].Selector != "#save" || te.Candidates[0].XPath == "" {
		t.Errorf("first candidate for #sav: %+v", te)
	}
}

func TestDialogsNeverHang(t *testing.T) {
	browsertest.Slow(t)
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/basic.html")
	ctx := testCtx(t)
	cases := []struct {
		button, dtype string
		accept        bool
		prompt, want  string
	}{
		{"#alert-btn", "alert", true, "", "idle"},
		{"#confirm-btn", "confirm", false, "", "cancelled"},
		{"#confirm-btn", "confirm", true, "", "confirmed"},
		{"#prompt-btn", "prompt", true, "Ada", "name:Ada"},
	}
	for _, c := range cases {
		start := time.Now()
		res, err := s.Click(ctx, Target{Selector: c.button}, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.button, err)
		}
		if res.Dialog == nil || res.Dialog.Type != c.dtype {
			t.Fatalf("%s: dialog %+v, want %s", c.button, res.Dialog, c.dtype)
		}
		if d := time.Since(start); d > 8*time.Second {
			t.Fatalf("click blocked %s on the dialog", d)
		}
		// Anything else is refused until the dialog is answered.
		if _, _, err := s.Structure(ctx, StructureOptions{}); !errors.Is(err, ErrDialogOpen) {
			t.Fatalf("structure with open dialog: %v", err)
		}
		if _, err := s.HandleDialog(c.accept, c.prompt); err != nil {
			t.Fatal(err)
		}
		if got := readStatus(t, s); got != c.want {
			t.Errorf("%s: status %q, want %q", c.button, got, c.want)
		}
	}
	if _, err := s.HandleDialog(true, ""); !errors.Is(err, ErrNoDialog) {
		t.Errorf("handling with no dialog: %v", err)
	}
}

func TestTypeSelectKeysScrollWait(t *testing.T) {
	browsertest.Slow(t)
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/basic.html")
	ctx := testCtx(t)
	if _, err := s.Type(ctx, Target{Selector: "#q"}, "lamp", TypeOptions{Clear: true}, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Type(ctx, Target{Selector: "#q"}, "s", TypeOptions{Clear: false, Submit: true}, nil); err != nil {
		t.Fatal(err)
	}
	if got := readStatus(t, s); got != "submitted:lamps" {
		t.Errorf("status %q after typing + submit", got)
	}
	_, sel, err := s.SelectOption(ctx, Target{Selector: "#color"}, []string{"Green"})
	if err != nil || len(sel) != 1 || sel[0] != "g" {
		t.Fatalf("select by label: %v %v", sel, err)
	}
	if _, _, err := s.SelectOption(ctx, Target{Selector: "#color"}, []string{"Purple"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("select of a missing option: %v", err)
	}
	if _, err := s.PressKey(ctx, "NoSuchKey", "", nil); err == nil || !strings.Contains(err.Error(), "unknown key") {
		t.Errorf("bad key: %v", err)
	}
	if _, err := s.PressKey(ctx, "Enter", "#q", nil); err != nil {
		t.Errorf("press Enter: %v", err)
	}
	sc, err := s.Scroll(ctx, "down", 50, "#scroller")
	if err != nil || sc.ScrollY != 50 || sc.AtEnd {
		t.Errorf("scroll container: %+v %v", sc, err)
	}
	sc, err = s.Scroll(ctx, "down", 100000, "#scroller")
	if err != nil || !sc.AtEnd {
		t.Errorf("scroll to end: %+v %v", sc, err)
	}
	if _, err := s.Click(ctx, Target{Selector: "#open-modal"}, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Wait(ctx, 0, "#modal", "", 5*time.Second); err != nil {
		t.Errorf("wait for modal: %v", err)
	}
	if _, err := s.Wait(ctx, 0, "", "Never appears", 300*time.Millisecond); !errors.Is(err, ErrTimeout) {
		t.Errorf("wait for missing text: %v", err)
	}
}

func TestNavigationTabsAndURLPolicy(t *testing.T) {
	browsertest.Slow(t)
	s := newTestSession(t)
	ctx := testCtx(t)
	for _, bad := range []string{"javascript:alert(1)", "file:///etc/passwd", "data:text/html,hi", "ftp://x/", "not a url", "//host/path"} {
		if _, err := s.Navigate(ctx, bad, NavigateOptions{}); !errors.Is(err, ErrBadURL) {
			t.Errorf("navigate %q: %v, want ErrBadURL", bad, err)
		}
	}
	mustNavigate(t, s, "/pages/basic.html")
	if _, err := s.Click(ctx, Target{Selector: "#to-second"}, nil); err != nil {
		t.Fatal(err)
	}
	out, err := s.Back(ctx)
	if err != nil || !strings.HasSuffix(out.URL, "/pages/basic.html") {
		t.Fatalf("back: %+v %v", out, err)
	}
	res, err := s.Click(ctx, Target{Selector: "#new-tab"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	var tabs []Tab
	for time.Now().Before(deadline) {
		tabs, _, _ = s.Tabs(ctx)
		if len(tabs) == 2 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if len(tabs) != 2 {
		t.Fatalf("tabs after target=_blank click: %+v (click result %+v)", tabs, res)
	}
	tabs, out, err = s.SelectTab(ctx, 1)
	if err != nil || !tabs[1].Current || out.Title != "Second page" {
		t.Fatalf("select tab: %+v %+v %v", tabs, out, err)
	}
	if _, _, err := s.CloseTab(ctx, 1); err != nil {
		t.Fatal(err)
	}
	tabs, _, _ = s.Tabs(ctx)
	if len(tabs) != 1 || !tabs[0].Current {
		t.Fatalf("after close: %+v", tabs)
	}
	if _, _, err := s.SelectTab(ctx, 7); !errors.Is(err, ErrNotFound) {
		t.Errorf("select missing tab: %v", err)
	}
}
