package checks

import (
	_ "embed"

	"github.com/accessagents/accessagents/audit/interactive"
)

// LinkRunJS finds runs of links before the content; the crawl's site facts
// read it too.
//
//go:embed linkrun.js
var LinkRunJS string

//go:embed bypass.js
var checksBypassJS string

//go:embed order.js
var checksOrderJS string

// sequenceJS holds the page checks of 2.4.1, 1.3.2 and 2.4.3 that run in
// the cheap page call.
var sequenceJS = LinkRunJS + checksBypassJS + checksOrderJS

// sequenceChecks are the checks of how a person moves through a page:
// past its repeated blocks (2.4.1) and in its reading and focus order
// (1.3.2, 2.4.3).
func sequenceChecks() []Check {
	return append([]Check{
		check("aa-bypass", "2.4.1", "2a", "serious", "bypass-blocks", "A page with many links before its content needs a skip link, a main landmark or a heading to get past them", false, false),
	}, orderChecks()...)
}

// sequenceDocs says what the findings of this file's checks, lang.go's and
// the order checks (catalogue_lists.go, interactive/order.go) prove and
// leave (docs/checks.md).
func sequenceDocs() map[string]checkDoc {
	return map[string]checkDoc{
		langPartsID: {"A block of 12 or more words (8 or more of them not names, 60 or more letters) that whatlanggo identifies as another language than the page's lang, with confidence 0.5 or more among all languages and 0.95 against the page's, when neither it nor a container declares a lang; 6 to 11 words is needs review. Code, addresses, URLs and passages with their own lang are left out.",
			"Short foreign phrases and single words, lists of names, and passages marked with a wrong lang (aa-lang-mismatch)."},
		"aa-bypass": {"10 or more links in a run before the content (by document order, rendered, whatever the markup: plain divs count) with no skip link to an element after them, no main landmark and no heading after them: G1, G123, H69 and ARIA11 all absent. With a navigation landmark or another landmark after the links it is needs review. A page with no heading and no landmark anywhere, whose first link is not a same-page link to where its content starts (past the first 5 navigation links, at most a line of text on), fails with 5 or more navigation links (links not inside a sentence), wherever they are.",
			"Whether a skip link that exists really moves focus; other mechanisms (a collapsible menu, an access key); blocks repeated across pages, which the crawl's aa-site-bypass compares."},
		"aa-visual-order": {"CSS (floats to the right, flex or grid order, a reversed direction, absolute positions) shows a container's children in another order (rows top to bottom, each left to right) than the document's, and the children are a sequence whose document order is the wrong one: numbered items the screen shows in order and the document does not, form fields, or a group headed as steps (F1). Other reordered text is needs review; side-by-side links and buttons are left to aa-focus-order.",
			"Whether the screen or the document is right when nothing numbers the items; overlapping boxes (carousels, stacks), page regions side by side (main, aside, nav…) and a lone field shown after its label are skipped."},
		interactive.TabOrderID: {"A form, or a fieldset, tab panel, section or article of 15 controls or fewer outside forms, whose controls the real Tab walk takes, because of a positive tabindex, in an order that follows neither its rows nor its columns (F44).",
			"Positive tabindex in an order that follows the layout (axe's tabindex best practice), and orders that follow the layout but not the meaning."},
	}
}
