package guard

import "testing"

// TestThirdAttackerFalsePositives: controls a third attacker found refused
// that a person would call harmless — a newsletter sign-up, links into a
// help or docs section — pass; the destructive twins still do not.
func TestThirdAttackerFalsePositives(t *testing.T) {
	checkLabels(t, "attack-3", []labelWant{{"Subscribe", Payment}, {"Subscribe to Pro", Payment}},
		[]string{"Subscribe to newsletter", "Subscribe to our newsletter", "Join the mailing list"})
	link := func(label, href string) *Element {
		return &Element{Tag: "a", Role: "link", Name: label, Text: label, Href: href, Origin: "https://app.example"}
	}
	for _, c := range []struct {
		label, href string
		destructive bool
	}{
		{"Payment methods FAQ", "https://app.example/help/payment-methods", false},
		{"Payment methods", "https://app.example/faq/payment-methods", false},
		{"DELETE endpoint reference", "https://app.example/docs/api/delete-endpoint", false},
		{"Delete", "https://app.example/docs/123/delete", true},
		{"Read more", "https://app.example/api/help/account/delete?confirm=1", true},
		{"Read more", "https://app.example/docs/123/delete?confirm=1", true},
		{"Read more", "https://app.example/help/requests/55/delete", true},
		{"Pricing help", "https://app.example/help/pay?amount=900&to=mallory&currency=USD", true},
		{"Payment methods FAQ", "https://app.example/en/help/payment-methods", false},
		{"Continue", "https://app.example/account/delete?confirm=yes", true},
	} {
		v := Classify(Action{Kind: Click, Element: link(c.label, c.href), URL: "https://app.example/"})
		if v.Destructive() != c.destructive {
			t.Errorf("link %q → %s: %s/%s (%s), want destructive=%v", c.label, c.href, v.Category, v.Severity, v.Explanation, c.destructive)
		}
	}
}
