package guard

import "testing"

func TestClassifyExamples(t *testing.T) {
	btn := func(label string) *Element { return &Element{Tag: "button", Role: "button", Name: label, Text: label} }
	cases := []struct {
		name     string
		a        Action
		category string
		severity string
	}{
		{"pay now", Action{Kind: Click, Element: btn("Pay now")}, Payment, High},
		{"place order", Action{Kind: Click, Element: btn("Place order")}, Payment, High},
		{"delete project", Action{Kind: Click, Element: btn("Delete project")}, Deletion, High},
		{"div delete account", Action{Kind: Click, Element: &Element{Tag: "div", Role: "button", Name: "Delete account"}}, Account, High},
		{"icon-only aria-label", Action{Kind: Click, Element: &Element{Tag: "button", AriaLabel: "Delete"}}, Deletion, High},
		{"sign out", Action{Kind: Click, Element: btn("Sign out")}, Account, Medium},
		{"reset", Action{Kind: Click, Element: btn("Reset all settings")}, Data, High},
		{"publish", Action{Kind: Click, Element: btn("Publish post")}, Publication, Medium},
		{"ok in delete dialog", Action{Kind: Click, Element: &Element{Tag: "button", Name: "OK", Context: "Are you sure you want to delete this project?", InDialog: true}}, Deletion, High},
		{"card form by enter", Action{Kind: Submit, Element: &Element{Tag: "input", Type: "text", Name: "Name on card", FormInputs: []string{"text", "cc-number", "cc-exp"}, FormSubmit: "Continue"}}, Payment, High},
		{"unlabelled by id", Action{Kind: Click, Element: &Element{Tag: "button", ID: "btnDeleteAccount"}}, Account, High},
		{"logout link", Action{Kind: Click, Element: &Element{Tag: "a", Role: "link", Name: "Me", Href: "/account/logout"}}, Account, Medium},
		{"navigate to logout", Action{Kind: Navigate, URL: "https://app.example.com/logout"}, Account, Medium},
	}
	for _, c := range cases {
		v := Classify(c.a)
		if v.Category != c.category || v.Severity != c.severity || len(v.Signals) == 0 || v.Explanation == "" {
			t.Errorf("%s: %+v, want %s/%s", c.name, v, c.category, c.severity)
		}
	}
	benign := []Action{
		{Kind: Click, Element: &Element{Tag: "button", Name: "Cancel", Context: "Are you sure you want to delete this project?", InDialog: true}},
		{Kind: Click, Element: btn("Delete filter")},
		{Kind: Click, Element: btn("Sign up")},
		{Kind: Click, Element: btn("Remove from view")},
		{Kind: Click, Element: &Element{Tag: "a", Role: "link", Name: "PayPal help", Href: "/help/paypal"}},
		{Kind: Click, Element: btn("Save")},
		{Kind: Navigate, URL: "https://app.example.com/projects"},
		{Kind: Click, Element: btn("Clear search")},
	}
	for _, a := range benign {
		if v := Classify(a); v.Destructive() {
			t.Errorf("benign %+v classified %+v", a.Element, v)
		}
	}
}

func TestSanitize(t *testing.T) {
	in := "Click\u200b here\u202e to \u2066approve\u2069\ufeff"
	if got := Sanitize(in); got != "Click here to approve" {
		t.Errorf("Sanitize: %q", got)
	}
}

func BenchmarkClassify(b *testing.B) {
	e := &Element{Tag: "div", Role: "button", Name: "Delete account", ID: "danger-zone-btn", Class: "btn btn-danger",
		Context: "Danger zone: deleting your account removes all projects"}
	for i := 0; i < b.N; i++ {
		Classify(Action{Kind: Click, Element: e})
	}
}
