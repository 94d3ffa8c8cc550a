package guard

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestFormContextIsEvidence: a submitter with no label or only a generic
// one is judged by what the form is about (its heading, legend,
// aria-label) and where it posts; #17 and #18 of the attack report.
func TestFormContextIsEvidence(t *testing.T) {
	post := func(e *Element) *Element { e.FormMethod = "post"; return e }
	cases := []struct {
		name     string
		a        Action
		category string
	}{
		{"#17 confirm transfer posting to /api/tx", Action{Kind: Click, Element: post(&Element{Tag: "button", Name: "Confirm transfer", FormAction: "http://x.test/api/tx"})}, Payment},
		{"continue posting to /api/tx", Action{Kind: Click, Element: post(&Element{Tag: "button", Name: "Continue", FormAction: "http://x.test/api/tx"})}, Payment},
		{"enter in the amount field posting to /api/tx", Action{Kind: Key, Key: "Enter", Element: post(&Element{Tag: "input", Type: "text", Name: "Amount", Editable: true,
			FormAction: "http://x.test/api/tx", FormSubmit: "Confirm transfer"})}, Payment},
		{"#18 enter in the password field of a buttonless 'Close account' form", Action{Kind: Submit, Element: post(&Element{Tag: "input", Type: "password", Name: "Password",
			Editable: true, FormInputs: []string{"password"}, Context: "Close account"})}, Account},
		{"the same by key", Action{Kind: Key, Key: "Enter", Element: post(&Element{Tag: "input", Type: "password", Name: "Password",
			Editable: true, FormInputs: []string{"password"}, Context: "Close account"})}, Account},
		{"Submit under 'Delete workspace'", Action{Kind: Click, Element: post(&Element{Tag: "button", Name: "Submit", Context: "Delete workspace"})}, Deletion},
		{"Weiter under 'Konto löschen'", Action{Kind: Click, Element: post(&Element{Tag: "button", Name: "Weiter", Context: "Konto löschen"})}, Account},
		{"an unlabelled submitter under a homoglyph heading", Action{Kind: Click, Element: post(&Element{Tag: "button", Context: "D\u0435lete account"})}, Account},
	}
	for _, c := range cases {
		if v := Classify(c.a); !v.Destructive() || v.Category != c.category {
			t.Errorf("%s: %+v, want %s", c.name, v, c.category)
		}
	}
	benign := []Action{
		{Kind: Submit, Element: post(&Element{Tag: "input", Type: "password", Name: "Password", Editable: true, FormInputs: []string{"password"}, Context: "Sign in"})},
		{Kind: Submit, Element: &Element{Tag: "input", Type: "search", Name: "Search", Editable: true, FormMethod: "get", FormAction: "http://x.test/transactions"}},
		{Kind: Click, Element: post(&Element{Tag: "button", Name: "Save", FormAction: "http://x.test/profile"})},
		{Kind: Click, Element: &Element{Tag: "button", Name: "Cancel", Context: "Close account"}},
	}
	for _, a := range benign {
		if v := Classify(a); v.Destructive() {
			t.Errorf("benign %+v: %+v", a.Element, v)
		}
	}
}

// TestCSSGeneratedLabel: #9, a button whose only label is ::before content.
func TestCSSGeneratedLabel(t *testing.T) {
	for _, e := range []*Element{
		{Tag: "button", Role: "button", Pseudo: "Delete my account"},
		{Tag: "button", Role: "button", Name: "Go", Text: "Go", Pseudo: "Delete account"},
		{Tag: "span", Role: "button", Pseudo: "Ｐａｙ now"},
	} {
		if v := Classify(Action{Kind: Click, Element: e}); !v.Destructive() {
			t.Errorf("%+v: %+v", e, v)
		}
	}
	if v := Classify(Action{Kind: Click, Element: &Element{Tag: "button", Pseudo: "→"}}); v.Destructive() {
		t.Errorf("an arrow icon: %+v", v)
	}
}

// TestArticleLinksAreNavigation: a plain same-site link to an article under
// /blog/ whose label reads as its title opens the article (#7 of the
// report); a link or button that does the act stays destructive.
func TestArticleLinksAreNavigation(t *testing.T) {
	const origin = "http://x.test"
	link := func(label, href string) *Element {
		return &Element{Tag: "a", Role: "link", Name: label, Text: label, Href: href, Origin: origin}
	}
	benign := []*Element{
		link("Password reset tips", origin+"/blog/password-reset-tips"),
		link("How we handle account deletion", origin+"/blog/how-we-handle-account-deletion"),
		link("Why we never delete your data", origin+"/news/2026/why-we-never-delete-your-data"),
		link("Account deletion guide", origin+"/help/articles/4411"),
		link("Zahlungen stornieren: so geht es", origin+"/hilfe/zahlungen-stornieren"),
		{Tag: "button", Name: "Undo delete", Text: "Undo delete"},
		{Tag: "button", Name: "Show deleted items", Text: "Show deleted items"},
		{Tag: "button", AriaLabel: "Close", Name: "Close", Text: "×"},
	}
	for _, e := range benign {
		if v := Classify(Action{Kind: Click, Element: e}); v.Destructive() {
			t.Errorf("benign %q → %s: %+v", e.Name, e.Href, v)
		}
	}
	for _, u := range []string{origin + "/blog/password-reset-tips", origin + "/blog/how-we-handle-account-deletion"} {
		if v := Classify(Action{Kind: Navigate, URL: u}); v.Destructive() {
			t.Errorf("navigation to %s: %+v", u, v)
		}
	}
	withHandler := link("Password reset tips", origin+"/blog/password-reset-tips")
	withHandler.OnHandler = true
	asButton := link("Password reset tips", origin+"/blog/password-reset-tips")
	asButton.Role = "button"
	inAForm := link("Password reset tips", origin+"/blog/password-reset-tips")
	inAForm.FormMethod = "post"
	destructive := []*Element{
		link("Delete my account", origin+"/account/delete"),
		link("How we handle account deletion", origin+"/account/delete"),
		link("Delete my account", origin+"/help/articles/123"),
		link("Delete my account", origin+"/blog/delete-my-account"),
		link("Password reset tips", "http://elsewhere.test/blog/password-reset-tips"),
		link("Password reset tips", origin+"/account/reset-password"),
		withHandler, asButton, inAForm,
		{Tag: "button", Name: "Password reset tips", Text: "Password reset tips"},
		{Tag: "button", Name: "Delete account", Text: "Delete account", Href: origin + "/blog/how-to"},
	}
	for _, e := range destructive {
		if v := Classify(Action{Kind: Click, Element: e}); !v.Destructive() {
			t.Errorf("%s %q → %s (role %s): %+v", e.Tag, e.Name, e.Href, e.Role, v)
		}
	}
}

// TestMatcherAgreesWithAlternation: the literal prefilter never loses a
// match — on every label the tests use, each rule finds what one regexp
// over all its terms finds.
func TestMatcherAgreesWithAlternation(t *testing.T) {
	var texts []string
	for _, s := range []string{"delete account", "pay now", "close my account", "order history", "jetzt kündigen",
		"注文を確定する", "振込履歴", "make this repository public", "transfer cad 2,500", "清空购物车", "wykonaj przelew",
		"résilier l'abonnement", "xdelete", "the delete key", "réinitialiser", "undo delete", "zahlungspflichtig bestellen"} {
		texts = append(texts, s, "x "+s, s+" now", strings.ToUpper(s[:1])+s[1:])
	}
	v, err := parseVocab(vocabJSON)
	if err != nil {
		t.Fatal(err)
	}
	nospace := map[string]bool{}
	for _, l := range v.NoSpace {
		nospace[l] = true
	}
	for i, r := range v.Rules {
		var sp, ns []string
		for _, lang := range slices.Sorted(maps.Keys(r.Terms)) {
			if nospace[lang] {
				ns = append(ns, r.Terms[lang]...)
			} else {
				sp = append(sp, r.Terms[lang]...)
			}
		}
		one := regexp.MustCompile(`(^|[^\pL\pN])(` + strings.Join(sp, "|") + `)($|[^\pL\pN])`)
		two := regexp.MustCompile(`(?:` + strings.Join(ns, "|") + `)`)
		for _, s := range texts {
			want, at := "", -1
			if loc := one.FindStringSubmatchIndex(s); loc != nil {
				want, at = s[loc[4]:loc[5]], loc[4]
			}
			if loc := two.FindStringIndex(s); loc != nil && (at < 0 || loc[0] < at) {
				want, at = s[loc[0]:loc[1]], loc[0]
			}
			if got, gotAt := lex.rules[i].m.find(s); got != want || gotAt != at {
				t.Errorf("rule %d (%s) on %q: %q@%d, one regexp finds %q@%d", i, r.Category, s, got, gotAt, want, at)
			}
		}
	}
}
