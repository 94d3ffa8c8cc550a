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

// TestClosedShadowDescribeAndType: an aa-closed= selector is described as
// a Playwright selector is (a recorded skill hint checks it so), a
// malformed one says how it is written, and typing into a closed-root
// field reaches the field.
func TestClosedShadowDescribeAndType(t *testing.T) {
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/shadow-frames.html")
	ctx := testCtx(t)
	n, desc, err := s.Describe(ctx, `aa-closed=button[name="New Project"]`)
	if err != nil || n != 1 || desc[0].Role != "button" || !strings.Contains(desc[0].Context, "sidebar") {
		t.Fatalf("Describe(closed button) = %d %+v %v; want one button placed in the sidebar", n, desc, err)
	}
	if n, _, err := s.Describe(ctx, `aa-closed=button[name="Nothing here"]`); err != nil || n != 0 {
		t.Errorf("Describe(missing closed button) = %d, %v; want 0, nil", n, err)
	}
	if _, err := s.Click(ctx, Target{Selector: `aa-closed=button`}, nil); !errors.Is(err, ErrBadSelector) || !strings.Contains(err.Error(), `aa-closed=ROLE[name="NAME"]`) {
		t.Errorf("click on a malformed closed selector: %v; want ErrBadSelector showing the form", err)
	}
	st, _, err := s.Structure(ctx, StructureOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ref := ""
	for _, e := range st.Elements {
		if e.Role == "textbox" && e.Name == "Project name" && IsClosedShadowSelector(e.Selector) {
			ref = e.Ref
		}
	}
	if ref == "" {
		t.Fatalf("the closed-root field is not listed: %+v", st.Elements)
	}
	if _, err := s.Type(ctx, Target{Ref: ref}, "Apollo", TypeOptions{Clear: true}, nil); err != nil {
		t.Fatalf("type into the closed-root field: %v", err)
	}
	if got := readStatus(t, s); got != "name Apollo" {
		t.Errorf("status %q after typing into the closed-root field; want %q", got, "name Apollo")
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

// BenchmarkStructureLightComponents: on a page of 600 custom elements that
// render their light DOM (no shadow roots), the structure scan pays for a
// pierced DOM read to rule out closed roots; dom-walk is the scan without
// it and closed-check the pierced read alone, in the same run.
func BenchmarkStructureLightComponents(b *testing.B) {
	s := newTestSession(b)
	mustNavigate(b, s, "/pages/light-components.html")
	b.Run("structure", func(b *testing.B) {
		ctx := testCtx(b)
		for i := 0; i < b.N; i++ {
			if _, _, err := s.Structure(ctx, StructureOptions{MaxElements: 3000, TextChars: 600}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("dom-walk", func(b *testing.B) {
		ctx := testCtx(b)
		for i := 0; i < b.N; i++ {
			if _, err := s.do(ctx, func(p pageT) error {
				var raw map[string]any
				return EvalJSON(p, pageJS, map[string]any{"op": "structure", "max": 3000, "textChars": 600}, &raw)
			}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("closed-check", func(b *testing.B) {
		ctx := testCtx(b)
		for i := 0; i < b.N; i++ {
			if _, err := s.do(ctx, func(p pageT) error {
				els, err := closedElements(p)
				if len(els) > 0 {
					b.Fatalf("closed-root controls on a page without shadow roots: %+v", els)
				}
				return err
			}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
