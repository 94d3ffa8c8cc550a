package fix

import (
	"fmt"
	"slices"
	"testing"
)

// A Vue element is told apart by its literal style as the page shows it
// (rgb() colours, a last semicolon) and by its words around the values
// it prints, not by a bare sibling that writes neither.
func TestVueElementByStyleAndWordsAroundValues(t *testing.T) {
	ix, _ := compIn(t, "vue-shop", "src/Foot.vue", "<template>\n  <div class=\"bottom\">\n    <p><a href=\"tel:1\">Call</a></p>\n    <p style=\"color: #b3b3b3; font-size: 0.85rem\">&copy; {{ year }} {{ name }}. In an emergency call 911.</p>\n  </div>\n</template>\n", "p")
	el := LiveElement{Tag: "p", Attrs: map[string]string{"style": "color: rgb(179, 179, 179); font-size: 0.85rem;", "data-v-b5ab11ca": ""},
		Text: "© 2026 Riverside Family Clinic. In an emergency call 911.", Up: []LiveElement{{Tag: "div", Attrs: map[string]string{"class": "bottom"}}}}
	at, ok := locateInFile(ix.Files[0], el, &DevLoc{Framework: "vue"})
	if !ok || at.Loc.Line != 4 || at.Loc.Confidence != "high" {
		t.Errorf("located at %+v (%v), want line 4, high confidence", at.Loc, ok)
	}
}

// Like rows of a form, alike in markup, are told apart by their place
// among their parent's children of that tag, when the component writes as
// many as the page shows; rows a loop repeats are not.
func TestLikeComponentSiblingsByTheirPlace(t *testing.T) {
	ix, _ := compIn(t, "vue-shop", "src/Form.vue", "<template>\n  <form class=\"f\">\n    <div class=\"field\"><input v-model=\"a\"></div>\n    <div class=\"field\"><input v-model=\"b\"></div>\n    <div class=\"field\"><input v-model=\"c\"></div>\n  </form>\n</template>\n", "div")
	el := LiveElement{Tag: "div", Attrs: map[string]string{"class": "field"}, Nth: 2, Of: 3, Up: []LiveElement{{Tag: "form", Attrs: map[string]string{"class": "f"}}}}
	at, ok := locateInFile(ix.Files[0], el, &DevLoc{Framework: "vue"})
	if !ok || at.Loc.Line != 4 || at.Loc.Confidence != "medium" {
		t.Errorf("the second row: %+v (%v), want line 4, medium confidence", at.Loc, ok)
	}
	ix, _ = compIn(t, "vue-shop", "src/List.vue", "<template>\n  <ul class=\"l\">\n    <li class=\"i\">{{ first }}</li>\n    <li v-for=\"x in xs\" class=\"i\">{{ x }}</li>\n  </ul>\n</template>\n", "li")
	el = LiveElement{Tag: "li", Attrs: map[string]string{"class": "i"}, Text: "Second", Nth: 2, Of: 2, Up: []LiveElement{{Tag: "ul", Attrs: map[string]string{"class": "l"}}}}
	if at, _ := locateInFile(ix.Files[0], el, &DevLoc{Framework: "vue"}); at.Loc.Confidence != "low" {
		t.Errorf("a row beside a looped row was placed by its place: %+v", at.Loc)
	}
}

// A literal style is compared declaration by declaration as the CSS lexer
// reads it: rgb() against hex, a semicolon inside url() kept in its value.
func TestSameStyle(t *testing.T) {
	for _, c := range []struct {
		written, shown string
		same           bool
	}{
		{"color: #b3b3b3; font-size: 0.85rem", "color: rgb(179, 179, 179); font-size: 0.85rem;", true},
		{"color: #b3b3b3; background: url(a;b.png)", "color: rgb(179, 179, 179); background: url(a;b.png);", true},
		{"color: #b3b3b3", "color: rgb(179, 179, 180);", false},
		{"color: #b3b3b3", "color: rgb(179, 179, 179); font-size: 12px;", false},
	} {
		if got := sameStyle(c.written, c.shown); got != c.same {
			t.Errorf("sameStyle(%q, %q) = %v", c.written, c.shown, got)
		}
	}
}

// A value printed inside a component (a router's <Link>{book.title}</Link>)
// is read from the element the page shows in its place, whatever its tag:
// a book cover's alt comes from its card's title link.
func TestDataThroughAComponent(t *testing.T) {
	_, at := compIn(t, "react-shop", "src/BookCard.jsx", "import { Link } from 'react-router-dom'\nexport default function BookCard({ book }) {\n  return (\n    <article className=\"book-card\">\n      <img className=\"book-cover\" src={book.cover} />\n      <h3 className=\"book-title\"><Link to={book.url}>{book.title}</Link></h3>\n    </article>\n  )\n}\n", "img")
	var got []string
	for _, c := range compDataCandidates(at.file, at.comp) {
		got = append(got, fmt.Sprintf("%s up %d %v", c.expr, c.up, c.down))
	}
	want := "{book.title} up 1 [{h3 1 book-title} {* 1 }]"
	if !slices.Contains(got, want) {
		t.Errorf("candidates %q, want %q", got, want)
	}
}

// A styled component (const Avatar = styled.img`…`) is the element it
// renders, its children inside it: an avatar's alt comes from the card's
// <Name>{contact.name}</Name> beside it.
func TestStyledComponentsAreTheirElements(t *testing.T) {
	src := "import styled from 'styled-components'\nconst Card = styled.article`padding: 1rem;`\nconst Avatar = styled.img.attrs({ width: 48 })`border-radius: 50%;`\nexport const Name = styled('h3')`margin: 0;`\nexport default function ContactCard({ contact }) {\n  return (\n    <Card>\n      <Avatar src={contact.avatar} />\n      <Name>{contact.name}</Name>\n    </Card>\n  )\n}\n"
	ix, at := compIn(t, "react-shop", "src/ContactCard.jsx", src, "img")
	if at.comp.component || at.comp.parent == nil || at.comp.parent.tag != "article" {
		t.Fatalf("the avatar: %+v (parent %+v)", at.comp, at.comp.parent)
	}
	// React names the styled component's use as the <img>'s owner (the
	// element itself is written in styled-components): that use is it.
	if use, ok := ix.callSite(&DevLoc{File: "src/ContactCard.jsx", Line: at.comp.line, Column: at.comp.col + 1, Framework: "react", Name: "Avatar"}); !ok || use.comp != at.comp {
		t.Errorf("the styled component's use was not found: %+v %v", use.Loc, ok)
	}
	var got []string
	for _, c := range compDataCandidates(at.file, at.comp) {
		got = append(got, fmt.Sprintf("%s up %d %v", c.expr, c.up, c.down))
	}
	if want := "{contact.name} up 1 [{h3 1 }]"; !slices.Contains(got, want) {
		t.Errorf("candidates %q, want %q", got, want)
	}
}
