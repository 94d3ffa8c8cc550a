package browser

import (
	"strings"
	"testing"
)

// TestCompactGroupsUnderLandmarksAndHeadings checks the model-facing form:
// landmark lines when the landmark changes, headings in place, a heading
// that repeats its element's name or its region's label left out, a
// selector only for a nameless element, and selectors and boxes only in
// Detailed.
func TestCompactGroupsUnderLandmarksAndHeadings(t *testing.T) {
	st := Structure{Title: "Shop", URL: "https://shop.example/",
		Elements: []Element{
			{Ref: "e1", Role: "link", Selector: "a.logo", Box: [4]int{1, 2, 3, 4}, landmark: "banner"},
			{Ref: "e2", Role: "link", Name: "Sign in", Selector: "#signin", landmark: "banner"},
			{Ref: "e3", Role: "link", Name: "Blue mug", Selector: "h3 > a", landmark: `region "Products"`},
			{Ref: "e4", Role: "button", Name: "Add to bag", Selector: "[data-add=\"1\"]", States: []string{"disabled"}, landmark: `region "Products"`},
			{Ref: "e5", Role: "combobox", Name: "Sort", Selector: "#sort", Value: "Newest", landmark: `region "Products"`},
		},
		Headings: []Heading{
			{Level: 2, Text: "Products", At: 2, Landmark: `region "Products"`},
			{Level: 3, Text: "Blue mug", At: 2, Landmark: `region "Products"`},
			{Level: 2, Text: "Sorting", At: 4, Landmark: `region "Products"`},
			{Level: 2, Text: "Footer", At: 5, Landmark: "contentinfo"},
		},
		Text: "Made to last.",
	}
	want := `page: Shop
url: https://shop.example/
interactive elements (5), by ref:
[banner]
e1 link sel=a.logo
e2 link "Sign in"
[region "Products"]
e3 link "Blue mug"
e4 button "Add to bag" [disabled]
## Sorting
e5 combobox "Sort" value="Newest"
[contentinfo]
## Footer
text: Made to last.
`
	if got := st.Compact(); got != want {
		t.Errorf("Compact:\n%s\nwant:\n%s", got, want)
	}
	d := st.Detailed()
	if !strings.Contains(d, "e1 link a.logo @1,2,3x4\n") || !strings.Contains(d, `e2 link "Sign in" #signin @0,0,0x0`) {
		t.Errorf("Detailed lacks selectors and boxes:\n%s", d)
	}
	st.Truncated, st.Total = true, 9
	if got := st.Compact(); !strings.Contains(got, "(5 of 9; raise max_elements") || strings.Contains(got, "Footer") {
		t.Errorf("truncated structure:\n%s", got)
	}
}
