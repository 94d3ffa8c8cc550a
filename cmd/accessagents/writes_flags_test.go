package main

import (
	"io"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/guard"
)

// TestWritesFlags: strict by default; --writes standard opts out;
// --allow-writes is repeatable and comma-separated, from the flag or the
// environment; a malformed scope or mode fails start-up naming the flag.
func TestWritesFlags(t *testing.T) {
	cfg, err := parseConfig(nil, io.Discard)
	if err != nil || cfg.Writes != guard.WritesStrict || len(cfg.AllowWrites) != 0 {
		t.Fatalf("default: %v %q %v", err, cfg.Writes, cfg.AllowWrites)
	}
	cfg, err = parseConfig([]string{"--writes", "standard", "--allow-writes", "POST https://a.example/api/**, PUT https://a.example/x",
		"--allow-writes", "* http://127.0.0.1:8080/**"}, io.Discard)
	if err != nil || cfg.Writes != guard.WritesStandard || len(cfg.AllowWrites) != 3 {
		t.Fatalf("flags: %v %q %v", err, cfg.Writes, cfg.AllowWrites)
	}
	t.Setenv("ACCESSAGENTS_ALLOW_WRITES", "DELETE https://a.example/api/*")
	t.Setenv("ACCESSAGENTS_WRITES", "strict")
	if cfg, err = parseConfig(nil, io.Discard); err != nil || len(cfg.AllowWrites) != 1 || cfg.AllowWrites[0].Method != "DELETE" {
		t.Fatalf("env: %v %v", err, cfg.AllowWrites)
	}
	for _, bad := range [][]string{{"--writes", "lenient"}, {"--allow-writes", "https://a.example/api"}, {"--allow-writes", "POST a.example/api"}} {
		_, err := parseConfig(bad, io.Discard)
		if err == nil || !strings.Contains(err.Error(), bad[0]) {
			t.Errorf("%v: error %v, want one naming %s", bad, err, bad[0])
		}
	}
}
