package fix

import (
	"strings"
	"testing"
)

// TestPropGivenWhereTheComponentIsUsed: IconButton writes aria-label from
// its label prop, and each use needs its own name: the header's bell and
// a card's pin. Each name goes to its use as label="…", not into
// IconButton (where one literal would name both), found by the dev
// build's owner (the use's line and column).
func TestPropGivenWhereTheComponentIsUsed(t *testing.T) {
	files := map[string]string{
		"src/IconButton.jsx": "export function IconButton({ icon, label }) {\n  return (\n    <button type=\"button\" className=\"icon-btn\" aria-label={label}>\n      {icon}\n    </button>\n  )\n}\n",
		"src/Header.jsx":     "import { IconButton } from './IconButton'\nexport function Header() {\n  return <header><IconButton icon={<Bell />} /></header>\n}\n",
		"src/NoteCard.jsx":   "import { IconButton } from './IconButton'\nexport function NoteCard({ note }) {\n  return (\n    <article>\n      <h3>{note.title}</h3>\n      <IconButton icon={<PinIcon />} />\n    </article>\n  )\n}\n",
	}
	ix, err := IndexTemplates(app(t, "react-shop", files))
	if err != nil {
		t.Fatal(err)
	}
	button := func(x, file string, line, col int) *LiveElement {
		return &LiveElement{Tag: "button", Attrs: map[string]string{"type": "button", "class": "icon-btn"},
			Meta:  &DevLoc{File: "src/IconButton.jsx", Line: 3, Column: 5, Framework: "react"},
			Owner: &DevLoc{File: file, Line: line, Column: col, Framework: "react", Name: "IconButton"}}
	}
	live := map[string]*LiveElement{
		"/html/body/header/button":          button("/html/body/header/button", "src/Header.jsx", 3, 18),
		"/html/body/main/article[1]/button": button("", "src/NoteCard.jsx", 6, 7),
		"/html/body/main/article[2]/button": button("", "src/NoteCard.jsx", 6, 7),
	}
	recs := []*Record{
		{ID: "fix-1", RuleID: "button-name", Kind: KindAttribute, XPath: "/html/body/header/button", Attribute: "aria-label", Value: "Notifications"},
		{ID: "fix-2", RuleID: "button-name", Kind: KindAttribute, XPath: "/html/body/main/article[1]/button", Attribute: "aria-label", Value: "Pin"},
		{ID: "fix-3", RuleID: "button-name", Kind: KindAttribute, XPath: "/html/body/main/article[2]/button", Attribute: "aria-label", Value: "Pin"},
	}
	plan := ix.Plan(recs, live)
	changed, notes := ix.Apply(plan, nil)
	if len(notes) > 0 || len(plan.NotPlaced) > 0 {
		t.Fatalf("notes %q, not placed %q", notes, plan.NotPlaced)
	}
	if got := string(changed["src/Header.jsx"]); !strings.Contains(got, `<IconButton icon={<Bell />} label="Notifications" />`) {
		t.Errorf("Header.jsx:\n%s", got)
	}
	if got := string(changed["src/NoteCard.jsx"]); !strings.Contains(got, `<IconButton icon={<PinIcon />} label="Pin" />`) {
		t.Errorf("NoteCard.jsx:\n%s", got)
	}
	if _, ok := changed["src/IconButton.jsx"]; ok {
		t.Errorf("IconButton.jsx was edited:\n%s", changed["src/IconButton.jsx"])
	}
	for _, g := range plan.Fixes {
		if x, shown, ok := g.ShownWhen(); !ok || !shown(&LiveElement{Attrs: map[string]string{"aria-label": g.rec.Value}}) || x == "" {
			t.Errorf("%s: its edit would not show as the button's aria-label", g.Loc.File)
		}
	}
}
