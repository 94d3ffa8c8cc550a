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

// TestHelpAndAmountPaths: from an independent review — a help or docs
// section hides no action path (a bare verb or an id ends it), and an
// amount is a payment only when sent to a money verb, not to a fee
// calculator or an article.
func TestHelpAndAmountPaths(t *testing.T) {
	for _, c := range [][3]string{
		{"GET", "http://x/help/account/delete?confirm=1", "1"},
		{"GET", "http://x/support/subscription/cancel", "1"},
		{"GET", "http://x/my/support/subscription/cancel", "1"},
		{"GET", "http://x/transfer/fees?amount=100", "0"},
		{"GET", "http://x/help/how-to-transfer-money?amount=100", "0"},
		{"GET", "http://x/payments/transfer?amount=500&to=m", "1"},
		{"GET", "http://x/help/payment-methods", "0"},
		{"GET", "http://x/docs/api/delete-endpoint", "0"},
	} {
		if v := ClassifyRequest(c[0], c[1], "", ""); v.Destructive() != (c[2] == "1") {
			t.Errorf("%s %s -> %s %v, want destructive=%s", c[0], c[1], v.Category, v.Signals, c[2])
		}
	}
}
