package audit

import "testing"

func TestFileAndIconWords(t *testing.T) {
	cases := map[string]string{
		"blue-ceramic-mug.svg": "Blue ceramic mug", "IMG_2041.jpg": "", "linen_tote-bag_640x480.png": "Linen tote bag",
		"a1b2c3d4e5f6.webp": "", "hero-final-copy.jpg": "",
	}
	for in, want := range cases {
		if got := fileWords(in); got != want {
			t.Errorf("fileWords(%q) = %q, want %q", in, got, want)
		}
	}
	icons := map[string][]string{
		"Checkout": {"checkout", "icon icon-cart-checkout"}, "Search": {"search-btn", "icon icon-search"},
		"Cart": {"cart-link", "icon icon-cart"}, "Twitter": {"icon-twitter.svg"}, "": {"price", "logo"},
	}
	for want, hints := range icons {
		if got := IconWords(hints...); got != want {
			t.Errorf("IconWords(%q) = %q, want %q", hints, got, want)
		}
	}
}

func TestInferLang(t *testing.T) {
	cases := map[string]string{
		"Everyday goods. Add to cart. Prices include VAT. Free returns within 30 days for your order and the shipping.": "en",
		"Die Preise enthalten die Mehrwertsteuer und sind nicht verhandelbar, wir liefern mit der Post.":                "de",
		"Vous pouvez retourner les articles dans les trente jours pour un remboursement et nous payons le port.":        "fr",
		"$18.00 $24.00": "",
	}
	for text, want := range cases {
		if got := InferLang(text); got != want {
			t.Errorf("InferLang(%.30q) = %q, want %q", text, got, want)
		}
	}
}

func TestContrastMaths(t *testing.T) {
	grey, _ := ParseColor("#b4b4b4")
	white, _ := ParseColor("rgb(255, 255, 255)")
	if r := ContrastRatio(grey, white); r < 2.0 || r > 2.1 {
		t.Errorf("contrast #b4b4b4 on white = %.2f, axe says 2.07", r)
	}
	fix := NearestCompliant(grey, white, 4.5)
	if r := ContrastRatio(fix, white); r < 4.5 {
		t.Errorf("nearest compliant %s only reaches %.2f", fix.Hex(), r)
	}
	// The nearest compliant grey is #767676 give or take rounding.
	if fix.Hex() > "#777777" || fix.Hex() < "#707070" {
		t.Errorf("nearest compliant grey %s is not the closest passing one", fix.Hex())
	}
	half, _ := ParseColor("rgba(0, 0, 0, 0.5)")
	if got := half.Over(white).Hex(); got != "#808080" {
		t.Errorf("50%% black over white = %s", got)
	}
	if RequiredRatio(24, 400) != 3 || RequiredRatio(19, 700) != 3 || RequiredRatio(16, 700) != 4.5 {
		t.Error("large-text thresholds")
	}
}

func TestPlannerProposesAutocomplete(t *testing.T) {
	v := &Violation{ID: "v00000000001", RuleID: "aa-autocomplete", Selector: "#email", Data: []byte(`{"autocomplete":"email"}`)}
	hs, why := PlanFixes(v, Inspection{}, PlanContext{}, 1)
	if len(hs) != 1 || hs[0].Fixes[0].Attribute != "autocomplete" || hs[0].Fixes[0].Value != "email" {
		t.Fatalf("aa-autocomplete: %+v %q", hs, why)
	}
	if hs, _ := PlanFixes(&Violation{RuleID: "aa-autocomplete", Selector: "#x"}, Inspection{}, PlanContext{}, 1); len(hs) != 0 {
		t.Errorf("no purpose, yet a fix: %+v", hs)
	}
}
