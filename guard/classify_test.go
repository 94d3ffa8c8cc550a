package guard

import (
	"context"
	"errors"
	"io"
	"net/netip"
	"os"
	"strings"
	"testing"
	"time"
)

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

func TestTerminalFailsClosedWithoutTTY(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	w.WriteString("y\n")
	w.Close()
	ok, err := Terminal{In: r, Out: io.Discard}.Ask(context.Background(), "Delete?")
	if ok || err == nil {
		t.Errorf("a pipe is not a terminal: ok=%v err=%v", ok, err)
	}
	if ok, _ := (Terminal{Yes: true}).Ask(context.Background(), "Delete?"); !ok {
		t.Error("--yes did not approve")
	}
}

func TestConfirmationsAndPolicy(t *testing.T) {
	now := time.Unix(1000, 0)
	c := NewConfirmations(func() time.Time { return now })
	b := Binding{Session: "s", URL: "u", Fingerprint: "f", Action: "click"}
	id := c.Issue(b)
	if err := c.Redeem(id, Binding{Session: "other", URL: "u", Fingerprint: "f", Action: "click"}); !errors.Is(err, ErrMismatch) {
		t.Errorf("other session: %v", err)
	}
	if err := c.Redeem(id, b); !errors.Is(err, ErrUnknownConfirmation) {
		t.Errorf("a burnt id redeemed: %v", err)
	}
	id = c.Issue(b)
	now = now.Add(ConfirmationTTL + time.Second)
	if err := c.Redeem(id, b); !errors.Is(err, ErrExpiredConfirmation) {
		t.Errorf("expired: %v", err)
	}
	// Claim spends only an id issued for exactly its binding.
	now = time.Unix(1000, 0)
	id = c.Issue(b)
	if c.Claim(id, Binding{Session: "s", URL: "u", Fingerprint: "g", Action: "click"}) {
		t.Error("claimed for another element")
	}
	if !c.Claim(id, b) {
		t.Error("a mismatched claim spent the id")
	}
	if c.Claim(id, b) {
		t.Error("claimed twice")
	}
	id = c.Issue(b)
	now = now.Add(ConfirmationTTL + time.Second)
	if c.Claim(id, b) {
		t.Error("claimed after expiry")
	}
	if _, err := ParseCategories("payment,nukes"); err == nil {
		t.Error("unknown category accepted")
	}
	if m, _ := ParseCategories("all"); len(m) != len(Categories) {
		t.Error("all")
	}
}

func TestURLPolicyChecks(t *testing.T) {
	ctx := context.Background()
	fixed := func(ip string) func(context.Context, string) ([]netip.Addr, error) {
		return func(context.Context, string) ([]netip.Addr, error) { return []netip.Addr{netip.MustParseAddr(ip)}, nil }
	}
	p := &URLPolicy{Resolver: fixed("93.184.216.34")}
	for _, u := range []string{"https://example.com/", "http://example.com:8080/x"} {
		if err := p.Check(ctx, u); err != nil {
			t.Errorf("%s: %v", u, err)
		}
	}
	for _, u := range []string{"http://169.254.169.254/latest", "http://[fd00:ec2::254]/", "http://[fe80::1]/", "file:///etc/passwd", "ftp://x/"} {
		if err := p.Check(ctx, u); err == nil {
			t.Errorf("%s allowed", u)
		}
	}
	// A name that resolves to the metadata address is blocked too.
	if err := (&URLPolicy{Resolver: fixed("169.254.169.254")}).Check(ctx, "http://metadata.internal/"); err == nil {
		t.Error("DNS to the metadata address allowed")
	}
	if err := (&URLPolicy{BlockPrivate: true, Resolver: fixed("10.1.2.3")}).Check(ctx, "http://intranet.example/"); err == nil {
		t.Error("private address allowed with --block-private-networks")
	}
	allow := &URLPolicy{Allowed: []string{"*.example.com", "https://api.other.org"}, Resolver: fixed("93.184.216.34")}
	for u, ok := range map[string]bool{"https://example.com/": true, "https://a.example.com/": true, "https://api.other.org/x": true,
		"http://api.other.org/": false, "https://evil.com/": false} {
		if err := allow.Check(ctx, u); (err == nil) != ok {
			t.Errorf("allowed-origins %s: %v", u, err)
		}
	}
}

// TestBenignLabelDoesNotCancelIdentifiers: each id, class, name and data-*
// value is a signal of its own; a Close or Cancel label agrees with the
// code only where an identifier itself says it backs out (cancel-delete).
func TestBenignLabelDoesNotCancelIdentifiers(t *testing.T) {
	for _, c := range []struct {
		e    Element
		want bool
	}{
		{Element{Tag: "button", Text: "Close", Class: "btn delete-account", Data: "action delete-account"}, true},
		{Element{Tag: "button", Text: "Close", Class: "btn close-account", Data: "action close-account"}, true},
		{Element{Tag: "button", Text: "Close", ID: "close-account"}, true},
		{Element{Tag: "button", Text: "Close", Class: "btn close delete-account"}, true},
		{Element{Tag: "button", Text: "Cancel", Class: "btn cancel-subscription"}, true},
		{Element{Tag: "button", Text: "Cancel", ID: "confirm-payment"}, true},
		{Element{Tag: "button", Text: "Cancel", ID: "cancel-delete"}, false},
		{Element{Tag: "button", Text: "Close", Class: "btn-close", Data: "bs-dismiss modal"}, false},
		{Element{Tag: "button", Text: "Close", ID: "close-delete-dialog"}, false},
	} {
		if got := Classify(Action{Kind: Click, Element: &c.e}); got.Destructive() != c.want {
			t.Errorf("%+v → %s %s (%s), want destructive=%v", c.e, got.Category, got.Severity, got.Explanation, c.want)
		}
	}
}

// TestCodeConflictReadsAsASentence: the guard's reason for a button whose
// code says checkout names the attributes that say it, says each word once,
// and says there is no visible label rather than quoting an empty one.
func TestCodeConflictReadsAsASentence(t *testing.T) {
	for _, c := range []struct {
		e    Element
		want string
	}{
		{Element{Tag: "button", ID: "checkout", Class: "checkout"}, `its id and class say "checkout", but it has no visible label`},
		{Element{Tag: "button", Text: "Close", ID: "close-account"}, `its id says "close account", but its label says "close"`},
	} {
		v := Classify(Action{Kind: Click, Element: &c.e})
		if !v.Destructive() || !strings.Contains(v.Explanation, c.want) {
			t.Errorf("%+v → %s (%s), want a destructive verdict saying %q", c.e, v.Category, v.Explanation, c.want)
		}
	}
}
