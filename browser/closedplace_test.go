package browser

import (
	"reflect"
	"strings"
	"testing"
)

// TestPlaceClosed: a closed-root control goes where its innermost host
// stands among the elements, the headings after it move down, and one no
// host holds goes last.
func TestPlaceClosed(t *testing.T) {
	els := []Element{{Name: "a"}, {Name: "b"}}
	heads := []Heading{{Text: "H0", At: 0}, {Text: "H1", At: 1}, {Text: "H2", At: 2}}
	hosts := []hostPos{
		{At: 1, HS: 1, Box: [4]int{0, 0, 100, 100}, LM: "main"},                   // met after H0 and a, before H1
		{At: 1, HS: 2, Box: [4]int{10, 10, 20, 20}, LM: "complementary \"Side\""}, // inside the first, met after H1
	}
	closed := []Element{
		{Name: "inner", Box: [4]int{12, 12, 4, 4}},
		{Name: "outer", Box: [4]int{60, 60, 4, 4}},
		{Name: "nowhere", Box: [4]int{500, 500, 4, 4}},
	}
	gotEls, gotHeads := placeClosed(els, heads, hosts, closed)
	var names []string
	for _, e := range gotEls {
		names = append(names, e.Name+"@"+e.landmark)
	}
	if want := []string{"a@", "outer@main", "inner@complementary \"Side\"", "b@", "nowhere@"}; !reflect.DeepEqual(names, want) {
		t.Errorf("elements %v, want %v", names, want)
	}
	// H1 came after the outer host (HS 1) but before the inner one (HS 2).
	if want := []Heading{{Text: "H0", At: 0}, {Text: "H1", At: 2}, {Text: "H2", At: 4}}; !reflect.DeepEqual(gotHeads, want) {
		t.Errorf("headings %+v, want %+v", gotHeads, want)
	}
}

// TestClosedControlsSitUnderTheirLandmark: in the compact structure, the
// closed-root controls appear under the landmark and heading their host
// is in, not at the end.
func TestClosedControlsSitUnderTheirLandmark(t *testing.T) {
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/shadow-frames.html")
	st, _, err := s.Structure(testCtx(t), StructureOptions{})
	if err != nil {
		t.Fatal(err)
	}
	c := st.Compact()
	order := []string{`[complementary "Projects"]`, `button "New Project"`, `textbox "Project name"`, "# Workspace",
		`textbox "Email"`, `button "Add details"`, "## Templates", `button "New Project"`}
	at := 0
	for _, w := range order {
		i := strings.Index(c[at:], w)
		if i < 0 {
			t.Fatalf("compact structure lacks %q after offset %d:\n%s", w, at, c)
		}
		at += i + len(w)
	}
}
