package fix

import (
	"strings"
	"testing"
)

func TestSetAttrAndAddClass(t *testing.T) {
	t.Parallel()
	cases := []struct{ tag, name, value, want string }{
		{`<img src="a.png">`, "alt", "A cat", `<img src="a.png" alt="A cat">`},
		{`<img src="a.png" alt="">`, "alt", "A cat", `<img src="a.png" alt="A cat">`},
		{`<img src=a.png ALT=x />`, "alt", `say "hi"`, `<img src=a.png alt="say &#34;hi&#34;" />`},
		{`<html>`, "lang", "en", `<html lang="en">`},
		{`<input data-alt="1" type=text>`, "alt", "x", `<input data-alt="1" type=text alt="x">`},
		{`<button
   class="icon">`, "aria-label", "Cart", `<button
   class="icon" aria-label="Cart">`},
	}
	for _, c := range cases {
		if got := setAttr(c.tag, c.name, c.value); got != c.want {
			t.Errorf("setAttr(%q, %s=%q) = %q, want %q", c.tag, c.name, c.value, got, c.want)
		}
	}
	if got := addClass(`<span class="price">`, "aa-fix-1"); got != `<span class="price aa-fix-1">` {
		t.Errorf("addClass: %q", got)
	}
	if got := addClass(`<span>`, "aa-fix-1"); got != `<span class="aa-fix-1">` {
		t.Errorf("addClass without class: %q", got)
	}
}

func TestPatchSourceMapsByXPath(t *testing.T) {
	t.Parallel()
	src := []byte(`<!doctype html>
<html>
<head><meta charset="utf-8"></head>
<body>
<main>
  <img src="a.png">
  <p class="price">Was $10</p>
  <img src="b.png">
  <button><svg></svg></button>
</main>
</body>
</html>
`)
	fixes := []*Record{
		{ID: "f1", RuleID: "html-has-lang", Kind: KindAttribute, XPath: "/html", Attribute: "lang", Value: "en"},
		{ID: "f2", RuleID: "image-alt", Kind: KindAttribute, XPath: "/html/body/main/img[2]", Attribute: "alt", Value: "Blue mug"},
		{ID: "f3", RuleID: "color-contrast", Kind: KindStyle, XPath: "/html/body/main/p", CSSClass: "aa-c1", Styles: map[string]string{"color": "#595959"}},
		{ID: "f4", RuleID: "button-name", Kind: KindContent, XPath: "/html/body/main/button", Text: "Checkout"},
		{ID: "f5", RuleID: "document-title", Kind: KindContent, XPath: "/html/head/title", Text: "Shop & more"},
		{ID: "f6", RuleID: "image-alt", Kind: KindAttribute, XPath: "/html/body/div", Attribute: "alt", Value: "x"},
	}
	out, unmapped, _ := PatchSource(src, fixes)
	want := `<!doctype html>
<html lang="en">
<head>
<title>Shop &amp; more</title><meta charset="utf-8"><style data-accessagents-fix>
.aa-c1 { color: #595959 !important; }
</style>
</head>
<body>
<main>
  <img src="a.png">
  <p class="price aa-c1">Was $10</p>
  <img src="b.png" alt="Blue mug">
  <button><svg></svg>Checkout</button>
</main>
</body>
</html>
`
	if string(out) != want {
		t.Errorf("patched source:\n%s\nwant:\n%s", out, want)
	}
	if len(unmapped) != 1 || unmapped[0][:2] != "f6" {
		t.Errorf("unmapped: %v", unmapped)
	}
	if l := lineOf(src, parseSource(src).xpaths()["/html/body/main/img[2]"].start); l != 8 {
		t.Errorf("line of img[2]: %d", l)
	}
}

// TestPatchSourceImpliedTbody: legacy layouts write <tr> straight inside
// <table>; the browser's XPath goes through the implied <tbody>.
func TestPatchSourceImpliedTbody(t *testing.T) {
	t.Parallel()
	src := []byte("<html><body><table><tr><td><img src=\"a.gif\"></td><td><table><tr><td><img src=\"b.gif\"></td></tr></table></td></tr></table></body></html>")
	fixes := []*Record{
		{ID: "f1", RuleID: "image-alt", Kind: KindAttribute, XPath: "/html/body/table/tbody/tr/td[1]/img", Attribute: "alt", Value: ""},
		{ID: "f2", RuleID: "image-alt", Kind: KindAttribute, XPath: "/html/body/table/tbody/tr/td[2]/table/tbody/tr/td/img", Attribute: "alt", Value: "Tickets"},
	}
	out, unmapped, _ := PatchSource(src, fixes)
	want := "<html><body><table><tr><td><img src=\"a.gif\" alt=\"\"></td><td><table><tr><td><img src=\"b.gif\" alt=\"Tickets\"></td></tr></table></td></tr></table></body></html>"
	if len(unmapped) > 0 || string(out) != want {
		t.Errorf("patch: %s\nunmapped %v", out, unmapped)
	}
}

// TestPatchSourceOverlappingEdits: two fixes whose source edits overlap
// (the same text replaced twice) never cut through each other: the later
// fix is kept, the earlier is reported to be applied by hand.
func TestPatchSourceOverlappingEdits(t *testing.T) {
	t.Parallel()
	src := []byte("<html><head><title>t</title></head><body><button>Go</button><a href=\"/x\">More</a></body></html>")
	fixes := []*Record{
		{ID: "f1", RuleID: "button-name", Kind: KindContent, XPath: "/html/body/button", Text: "Checkout"},
		{ID: "f2", RuleID: "link-name", Kind: KindAttribute, XPath: "/html/body/a", Attribute: "aria-label", Value: "More products"},
		{ID: "f3", RuleID: "aa-label-in-name", Kind: KindContent, XPath: "/html/body/button", Text: "Pay now"},
	}
	out, unmapped, _ := PatchSource(src, fixes)
	want := "<html><head><title>t</title></head><body><button>Pay now</button><a href=\"/x\" aria-label=\"More products\">More</a></body></html>"
	if string(out) != want {
		t.Errorf("patched:\n%s\nwant:\n%s", out, want)
	}
	if len(unmapped) != 1 || !strings.HasPrefix(unmapped[0], "f1 ") || !strings.Contains(unmapped[0], "f3") {
		t.Errorf("unmapped: %q", unmapped)
	}
}

// Links straight in a <ul> are each wrapped in an <li> that keeps their
// box (display: contents), whatever else is fixed on them; the role the
// page was given is not written.
func TestPatchSourceWrapsListChildren(t *testing.T) {
	t.Parallel()
	src := []byte(`<html><body><footer><ul class="links"><a href="/about">About</a><a href="/x"><img src="x.svg"></a>
  <img src="dot.gif"></ul></footer></body></html>`)
	fixes := []*Record{
		{ID: "f1", RuleID: "list", Kind: KindAttribute, XPath: "/html/body/footer/ul", Attribute: "role", Value: "none"},
		{ID: "f2", RuleID: "link-name", Kind: KindAttribute, XPath: "/html/body/footer/ul/a[2]", Attribute: "aria-label", Value: "X"},
	}
	out, unmapped, _ := PatchSource(src, fixes)
	want := `<html><body><footer><ul class="links"><li style="display: contents"><a href="/about">About</a></li><li style="display: contents"><a href="/x" aria-label="X"><img src="x.svg"></a></li>
  <li style="display: contents"><img src="dot.gif"></li></ul></footer></body></html>`
	if string(out) != want || len(unmapped) > 0 {
		t.Errorf("got\n%s\nwant\n%s\n(unmapped %q)", out, want, unmapped)
	}
}

// A list whose children repeat by an attribute (a Vue or Thymeleaf loop in
// the served markup) is not wrapped: the loop would repeat inside one
// <li>; the ARIA fix stays.
func TestPatchSourceLeavesAttributeLoopsUnwrapped(t *testing.T) {
	t.Parallel()
	src := []byte(`<html><body><ul class="links"><a th:each="l : ${links}" th:href="${l.url}">x</a></ul></body></html>`)
	out, _, _ := PatchSource(src, []*Record{{ID: "f1", RuleID: "list", Kind: KindAttribute, XPath: "/html/body/ul", Attribute: "role", Value: "none"}})
	if strings.Contains(string(out), "<li") || !strings.Contains(string(out), `role="none"`) {
		t.Errorf("got %s", out)
	}
}
