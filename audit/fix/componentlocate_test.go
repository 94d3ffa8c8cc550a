package fix

import "testing"

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
