package tools

// vocabAttackCases are the attack report's vocabulary, Unicode, CSS-label,
// form-context and article-link cases (issue 10): each page's destructive
// control must be refused under --confirm=deny with the page's own handler
// never run, and its twin must work with no question asked.
func vocabAttackCases() []attackCase {
	typeSubmit := func(sel, text string) toolCall {
		return tc("browser_type", map[string]any{"selector": sel, "text": text, "submit": true})
	}
	return []attackCase{
		// "Dеlete account" with a Cyrillic е; the twin "Shоw deleted items" has a Cyrillic о.
		{page: "vocab-homoglyph.html", attack: []toolCall{click("#attack"), key("Enter", "#attack")}, twin: click("#benign")},
		// The only label is CSS ::before content.
		{page: "vocab-css-label.html", attack: []toolCall{click("#attack"), key("Space", "#attack")}, twin: click("#benign")},
		{page: "vocab-dialog-transfer.html", setup: []toolCall{click("#attack")}, attack: []toolCall{acceptDialog}, cleanup: []toolCall{dismissDialog},
			twinSetup: []toolCall{click("#benign")}, twin: acceptDialog},
		// A form with no action and no button under the heading "Close account", submitted by Enter.
		{page: "vocab-form-noaction.html", attack: []toolCall{typeSubmit("#attack", "hunter22"), key("Enter", "#attack")},
			twin: typeSubmit("#benign", "hunter22")},
		{page: "vocab-transfer-form.html", attackPath: "/api/tx",
			attack: []toolCall{click("#attack"), key("Enter", "#amount"), typeSubmit("#amount", "9")}, twin: click("#benign")},
		{page: "vocab-de.html", attack: []toolCall{click("#attack")}, twin: click("#benign")},
		{page: "vocab-ja.html", attack: []toolCall{click("#attack")}, twin: click("#benign")},
		// Article links on the same site open with no question; the same
		// title on a link to /account/delete is refused.
		{page: "vocab-blog-links.html", attackPath: "/account/delete", attack: []toolCall{click("#attack")},
			twin: click("#blog1"), twinKey: "/blog/password-reset-tips"},
		{page: "vocab-blog-links.html", attackPath: "/account/delete", attack: []toolCall{key("Enter", "#attack")},
			twin: click("#blog2"), twinKey: "/blog/how-we-handle-account-deletion"},
		{page: "vocab-blog-links.html", attackPath: "/account/delete", attack: []toolCall{click("#attack")}, twin: click("#benign")},
	}
}
