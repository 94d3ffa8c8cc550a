package evidence

import "testing"

func TestContrastMaths(t *testing.T) {
	t.Parallel()
	grey, _ := ParseColor("#b4b4b4")
	white, _ := ParseColor("rgb(255, 255, 255)")
	if r := ContrastRatio(grey, white); r < 2.0 || r > 2.1 {
		t.Errorf("contrast #b4b4b4 on white = %.2f, axe says 2.07", r)
	}
	nearest := NearestCompliant(grey, white, 4.5)
	if r := ContrastRatio(nearest, white); r < 4.5 {
		t.Errorf("nearest compliant %s only reaches %.2f", nearest.Hex(), r)
	}
	// The nearest compliant grey is #767676 give or take rounding.
	if nearest.Hex() > "#777777" || nearest.Hex() < "#707070" {
		t.Errorf("nearest compliant grey %s is not the closest passing one", nearest.Hex())
	}
	half, _ := ParseColor("rgba(0, 0, 0, 0.5)")
	if got := half.Over(white).Hex(); got != "#808080" {
		t.Errorf("50%% black over white = %s", got)
	}
	if RequiredRatio(24, 400) != 3 || RequiredRatio(19, 700) != 3 || RequiredRatio(16, 700) != 4.5 {
		t.Error("large-text thresholds")
	}
}
