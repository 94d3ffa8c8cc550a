package browser

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestFindRoleAcrossFramesAndShadowRoots: a role and name are found in a
// same-origin frame, an open shadow root and a closed one, each with a
// selector that acts on it and a place that crosses its frame or host.
func TestFindRoleAcrossFramesAndShadowRoots(t *testing.T) {
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/shadow-frames.html")
	ctx := testCtx(t)
	cases := []struct {
		role, name string
		want       int
		sel, place string // of the one that is not in the light DOM
	}{
		{"textbox", "Email", 1, "internal:control=enter-frame", "Support form"},
		{"button", "Track parcel", 1, "parcel-widget >> ", "widgets"},
		{"button", "new project", 2, "aa-closed=", "sidebar left"},
	}
	for _, c := range cases {
		found, _, err := s.FindRole(ctx, c.role, c.name)
		if err != nil {
			t.Fatalf("FindRole(%s %q): %v", c.role, c.name, err)
		}
		if len(found) != c.want {
			t.Fatalf("FindRole(%s %q) found %d, want %d: %+v", c.role, c.name, len(found), c.want, found)
		}
		hit := false
		for _, f := range found {
			if strings.Contains(f.Selector, c.sel) {
				hit = true
				if !strings.Contains(f.Context, c.place) {
					t.Errorf("%s %q at %s: place %q lacks %q", c.role, c.name, f.Selector, f.Context, c.place)
				}
				// "new project" matches "New Project" in any case only.
				if f.Exact != (c.name != "new project") {
					t.Errorf("%s %q at %s: Exact = %v", c.role, c.name, f.Selector, f.Exact)
				}
			}
		}
		if !hit {
			t.Errorf("FindRole(%s %q): none at a selector containing %q: %+v", c.role, c.name, c.sel, found)
		}
	}
}

// TestClosedShadowClickIsGatedAndHitChecked: a click on a closed-root
// control asks the gate with the control itself (not its host), and a
// click whose point an overlay covers is refused before any effect.
func TestClosedShadowClickIsGatedAndHitChecked(t *testing.T) {
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/shadow-frames.html")
	sel := `aa-closed=button[name="New Project"]`
	var judged []Act
	gated := WithGate(testCtx(t), func(_ context.Context, _ *Session, a Act) error {
		judged = append(judged, a)
		return nil
	})
	if _, err := s.Click(gated, Target{Selector: sel}, nil); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
	if got := readStatus(t, s); got != "sidebar: new project" {
		t.Errorf("status %q after clicking the closed-root button", got)
	}
	if len(judged) != 1 || judged[0].Kind != ActClick || judged[0].Target.Guard == nil ||
		judged[0].Target.Guard.Tag != "button" || judged[0].Target.Guard.Text != "New Project" {
		t.Fatalf("the gate judged %+v; want one click on the button itself", judged)
	}
	// A gate that refuses stops the click.
	refuse := WithGate(testCtx(t), func(context.Context, *Session, Act) error { return errors.New("no") })
	if _, err := s.Click(refuse, Target{Selector: sel}, nil); err == nil {
		t.Fatal("a refused closed-root click succeeded")
	}
	if _, err := s.WithPage(testCtx(t), func(p pageT) error {
		_, err := p.Evaluate(`() => { const d = document.createElement('div'); d.id = 'veil';
			d.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.2)'; document.body.append(d); }`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	_, err := s.Click(testCtx(t), Target{Selector: sel}, nil)
	if !errors.Is(err, ErrCovered) || !strings.Contains(err.Error(), "veil") {
		t.Fatalf("click under an overlay: %v; want ErrCovered naming #veil", err)
	}
	if got := readStatus(t, s); got != "sidebar: new project" {
		t.Errorf("status %q: a refused or covered click landed", got)
	}
}

// BenchmarkPageStructureClosedShadow times a structure scan of a page with
// a closed shadow root: the one case that reads the accessibility tree.
func BenchmarkPageStructureClosedShadow(b *testing.B) {
	s := newTestSession(b)
	mustNavigate(b, s, "/pages/shadow-frames.html")
	ctx := testCtx(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := s.Structure(ctx, StructureOptions{MaxElements: 3000, TextChars: 600}); err != nil {
			b.Fatal(err)
		}
	}
}
