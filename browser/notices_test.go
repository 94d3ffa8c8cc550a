package browser

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestRefusalNoticesAreCounted: the same refusal again is counted, not
// repeated, and past the cap refusals are only counted; taking the
// notices starts anew.
func TestRefusalNoticesAreCounted(t *testing.T) {
	fx := newEffectState()
	if !fx.block("the page tried POST /a") || fx.block("the page tried POST /a") || fx.block("the page tried POST /a") {
		t.Fatal("a repeated notice was new, or the first was not")
	}
	for _, p := range []string{"b", "c", "d", "e", "f", "g", "h", "i", "j"} {
		fx.block("the page tried POST /" + p)
	}
	got := fx.takeBlocked()
	want := []string{"the page tried POST /a (3 times)", "the page tried POST /b", "the page tried POST /c", "the page tried POST /d",
		"the page tried POST /e", "the page tried POST /f", "the page tried POST /g", "the page tried POST /h",
		"and 2 more requests or messages the page sent were refused (the security log has them)"}
	if !slices.Equal(got, want) {
		t.Errorf("notices:\n%q\nwant\n%q", got, want)
	}
	if got := fx.takeBlocked(); got != nil {
		t.Errorf("notices after taking them: %q", got)
	}
}

// TestSentWritesNeverPushOutARefusal: writes the guard let go are listed
// after refusals and capped on their own, so ten autosaves leave a
// refusal (and its confirmation id) whole.
func TestSentWritesNeverPushOutARefusal(t *testing.T) {
	fx := newEffectState()
	for i := range 10 {
		fx.sent.add(fmt.Sprintf("the page sent PATCH /draft/%d, which the guard let go", i), maxSent)
	}
	fx.block("the page tried POST /api/delete and the guard blocked it: … confirmation_id cf_1")
	got := fx.takeBlocked()
	if len(got) != 5 || !strings.Contains(got[0], "cf_1") || got[4] != "and 7 more writes the page sent were let go" {
		t.Errorf("notices: %q", got)
	}
}
