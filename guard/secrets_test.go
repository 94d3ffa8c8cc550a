package guard

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSecretsBindingAndLength(t *testing.T) {
	dir := t.TempDir()
	load := func(body string) (*Secrets, error) {
		p := filepath.Join(dir, "s.env")
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return LoadSecrets(p)
	}
	s, err := load("# team\nAPP@https://app.example.com,https://sso.example.com:8443=\"p@ss=word\"\nPIN=4321\nexport FREE=open-sesame\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Bound("APP"); len(got) != 2 || got[0] != "https://app.example.com" || got[1] != "https://sso.example.com:8443" {
		t.Errorf("APP bound to %q", got)
	}
	if got := s.Unbound(); strings.Join(got, ",") != "FREE,PIN" {
		t.Errorf("unbound %q", got)
	}
	for origin, ok := range map[string]bool{"https://app.example.com/login?next=/": true, "https://sso.example.com:8443/": true,
		"https://APP.example.com:443/x": true, "http://app.example.com/": false, "https://app.example.com.evil.test/": false,
		"about:blank": false, "": false, "https://evil.test/#https://app.example.com": false} {
		out, _, err := s.FillFor(origin, "pw ${APP} pin ${PIN}")
		if ok != (err == nil) {
			t.Errorf("%s: %v", origin, err)
		}
		if ok && out != "pw p@ss=word pin 4321" {
			t.Errorf("%s: filled %q", origin, out)
		}
		var soe *SecretOriginError
		if !ok && (!errors.As(err, &soe) || soe.Name != "APP" || out != "" || strings.Contains(err.Error(), "p@ss")) {
			t.Errorf("%s: refusal %v (out %q)", origin, err, out)
		}
	}
	// Every value is redacted, the shortest (4) included.
	if got := s.Redact("pin 4321, pw p@ss=word"); got != "pin [REDACTED:PIN], pw [REDACTED:APP]" {
		t.Errorf("redact: %q", got)
	}
	for body, want := range map[string]string{
		"PIN=123\n":                      "secret PIN is 3 characters",
		"EMPTY=\n":                       "secret EMPTY is 0 characters",
		"APP@app.example.com=longenough": "not an origin",
		"APP@https://app.example.com/login=longenough": "not an origin",
		"APP@ftp://x=longenough":                       "not an origin",
		"@https://a.example=longenough":                "want NAME=value",
	} {
		if _, err := load(body); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", body, err, want)
		}
	}
}
