package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHTTPRefusesOpenBindWithoutToken: serving beyond loopback needs a
// bearer token, and the refusal says why and what to do.
func TestHTTPRefusesOpenBindWithoutToken(t *testing.T) {
	t.Parallel()
	_, stderr, code := runBin(t, "serve", "--http", "0.0.0.0:0", "--output-dir", t.TempDir())
	if code != 2 || !strings.Contains(stderr, "non-loopback") || !strings.Contains(stderr, "--http-token-file") {
		t.Errorf("exit %d, stderr %q: want 2 and a reason naming --http-token-file", code, stderr)
	}
}

func TestHTTPTokenConfig(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	t.Setenv("ACCESSAGENTS_HTTP_TOKEN", "")
	cfg, err := parseConfig([]string{"serve", "--http-token-file", write("ok", "0123456789abcdef0123\n")}, os.Stderr)
	if err != nil || cfg.HTTPToken != "0123456789abcdef0123" {
		t.Errorf("token file: %q %v", cfg.HTTPToken, err)
	}
	for name, body := range map[string]string{"empty": "\n", "short": "abc123", "spaces": "0123456789 abcdef0123"} {
		if _, err := parseConfig([]string{"serve", "--http-token-file", write(name, body)}, os.Stderr); err == nil {
			t.Errorf("%s token file accepted", name)
		}
	}
	if _, err := parseConfig([]string{"serve", "--http-token-file", filepath.Join(dir, "missing")}, os.Stderr); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing token file: %v", err)
	}
	t.Setenv("ACCESSAGENTS_HTTP_TOKEN", "from-the-environment-0123")
	if cfg, err := parseConfig([]string{"serve"}, os.Stderr); err != nil || cfg.HTTPToken != "from-the-environment-0123" {
		t.Errorf("env token: %q %v", cfg.HTTPToken, err)
	}
}
