package browser

import (
	"fmt"
	"strings"
	"testing"
)

// An act that follows another on an unchanged page reuses that act's read
// of the page afterwards; any change the page makes between the two acts
// (in the document or in an open shadow root) makes the next act read
// afresh, so that change is never told as the act's own.
func TestActReusesItsLastReadOnlyWhileThePageIsUnchanged(t *testing.T) {
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/act-changes.html")
	ctx := testCtx(t)
	pageDoes := func(js string) {
		t.Helper()
		if _, err := s.do(ctx, func(p pageT) error { _, err := p.Evaluate(js); return err }); err != nil {
			t.Fatal(err)
		}
	}
	pageDoes(`() => { const h = document.createElement('div'); h.id = 'host'; h.attachShadow({ mode: 'open' }).innerHTML = '<button>Inside</button><p id="in"></p>'; document.querySelector('main').append(h); }`)
	click := func(sel string) ClickResult {
		t.Helper()
		r, err := s.Click(ctx, Target{Selector: sel}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	told := func(r ClickResult) string {
		if r.Changes == nil {
			return ""
		}
		return strings.Join(append(r.Changes.TextAdded, r.Changes.TextRemoved...), " | ")
	}

	click("#nothing")
	reads := s.beforeReads
	click("#nothing")
	if s.beforeReads != reads {
		t.Errorf("a second act on an unchanged page read it afresh (%d reads, want %d)", s.beforeReads, reads)
	}

	for _, c := range []struct{ what, js, text string }{
		{"the document", `() => { document.getElementById('status').textContent = 'Background news'; }`, "Background news"},
		{"an open shadow root", `() => { document.getElementById('host').shadowRoot.getElementById('in').textContent = 'Shadow news'; }`, "Shadow news"},
	} {
		reads = s.beforeReads
		pageDoes(c.js)
		r := click("#nothing")
		if s.beforeReads != reads+1 {
			t.Errorf("%s changed between acts, but the next act did not read the page afresh", c.what)
		}
		if strings.Contains(told(r), c.text) {
			t.Errorf("%s changed between acts; the next act told it as its own change: %q", c.what, told(r))
		}
	}

	// The act's own change is still told, from the reused read.
	click("#nothing")
	r := click("#add")
	if !strings.Contains(told(r), "Added 1 to the cart") {
		t.Errorf("an act after a reused read did not tell its own change: %q", told(r))
	}
}

// TestViewSwitchSaysWhatCame: when an act replaces a view (another mail
// folder), what went is one line and what came is listed; a model read
// "… 47 more changes" of removed rows and learnt nothing. A deletion that
// adds little still lists what went.
func TestViewSwitchSaysWhatCame(t *testing.T) {
	var c Changes
	for i := 0; i < 12; i++ {
		c.Removed = append(c.Removed, Element{Ref: fmt.Sprintf("e%d", i), Role: "link", Name: fmt.Sprintf("Inbox message %d", i)})
	}
	for i := 0; i < 4; i++ {
		c.Added = append(c.Added, Element{Ref: fmt.Sprintf("f%d", i), Role: "link", Name: fmt.Sprintf("Archived message %d", i)})
	}
	out := c.Text()
	if !strings.Contains(out, "- 12 controls and 0 texts of the view before") || strings.Contains(out, "Inbox message") ||
		!strings.Contains(out, `+ f3 link "Archived message 3"`) {
		t.Errorf("a view switch reads:\n%s", out)
	}
	// A row of a list redrawn whole: its first words say which row went
	// (a model removing "Oat milk" read only counts).
	c.TextRemoved = []string{"Oat milk 1L", "€3.78", "2"}
	if out := c.Text(); !strings.Contains(out, `- 12 controls and 3 texts of the view before, from "Oat milk 1L", "€3.78"`) {
		t.Errorf("a view switch does not say which view went:\n%s", out)
	}
	c.TextRemoved = nil
	c.Added = c.Added[:1]
	if out := c.Text(); !strings.Contains(out, `- link "Inbox message 0"`) {
		t.Errorf("a deletion that adds one control reads:\n%s", out)
	}
}

// TestControlsPastTheCapAreNamed: a dialog that opens with a long list
// and its buttons at the end: the buttons past the cap are named on one
// line with their refs, not counted away (a model spent a call to find
// "Move here").
func TestControlsPastTheCapAreNamed(t *testing.T) {
	var c Changes
	for i := 0; i < deltaLines; i++ {
		c.Added = append(c.Added, Element{Ref: fmt.Sprintf("e%d", i), Role: "treeitem", Name: fmt.Sprintf("Folder %d", i)})
	}
	c.Added = append(c.Added, Element{Ref: "f1", Role: "button", Name: "Move here"}, Element{Ref: "f2", Role: "button", Name: "Cancel"})
	out := c.Text()
	if !strings.Contains(out, `+ also: f1 button "Move here"; f2 button "Cancel"`) || strings.Contains(out, "more changes") {
		t.Errorf("controls past the cap read:\n%s", out)
	}
	for i := 0; i < 40; i++ {
		c.Added = append(c.Added, Element{Ref: fmt.Sprintf("g%d", i), Role: "link", Name: fmt.Sprintf("A rather long link name number %d", i)})
	}
	if out := c.Text(); !strings.Contains(out, "more changes; browser_page_structure shows the whole page") || len(out) > 2500 {
		t.Errorf("many controls past the cap read (%d chars):\n%s", len(out), out)
	}
}
