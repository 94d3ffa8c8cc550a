package tools

import (
	"bufio"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// beaconSite serves a form whose field reports every keystroke's value back
// to the server: what the server hears is what the page received.
type beaconSite struct {
	*httptest.Server
	mu    sync.Mutex
	heard []string
	spoof string // an origin the page claims to be (window.origin is replaceable)
}

func newBeaconSite(t *testing.T) *beaconSite {
	b := &beaconSite{}
	b.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/beacon" {
			b.mu.Lock()
			b.heard = append(b.heard, r.URL.Query().Get("v"))
			b.mu.Unlock()
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		b.mu.Lock()
		spoof := b.spoof
		b.mu.Unlock()
		if spoof != "" {
			fmt.Fprintf(w, `<script>window.origin = %q; Object.defineProperty(Document.prototype, 'URL', {get: () => %q + '/'});</script>`, spoof, spoof)
		}
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Token form</title></head><body><main>
<label>API token <input id="token" name="token"></label>
<script>document.getElementById('token').addEventListener('input', e => fetch('/beacon?v=' + encodeURIComponent(e.target.value)));</script>
</main></body></html>`)
	}))
	t.Cleanup(b.Close)
	return b
}

// await waits until the server has heard want (a page's beacon is sent
// after the keystroke that caused it, at the machine's pace); false if it
// never comes.
func (b *beaconSite) await(want string) bool {
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if strings.Contains(b.received(), want) {
			return true
		}
	}
	return false
}

func (b *beaconSite) received() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return strings.Join(b.heard, "\n")
}

// TestBoundSecretOnlyOnItsOrigin: a secret bound to one origin is typed
// there, and refused (isError, security log) on any other origin, by
// browser_type and by a skill replayed elsewhere; the other page never
// receives a character of it.
func TestBoundSecretOnlyOnItsOrigin(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	const secret = "tok_bound_5e4d3c2b1a"
	home, other := newBeaconSite(t), newBeaconSite(t)
	other.spoof = home.URL // the attacker's page claims to be the bound origin
	dir := t.TempDir()
	env := filepath.Join(dir, "secrets.env")
	os.WriteFile(env, []byte("API_TOKEN@"+home.URL+"="+secret+"\nLOOSE=unbound-value-42\n"), 0o600)
	secrets, err := guard.LoadSecrets(env)
	if err != nil {
		t.Fatal(err)
	}
	secLog := filepath.Join(dir, "sec.jsonl")
	tb := *testBox
	tb.Log = slog.New(guard.RedactingHandler(slog.NewTextHandler(io.Discard, nil), secrets))
	tb.Guard = &Guardian{Policy: guard.Policy{Confirm: guard.ConfirmDeny}, Writes: guard.WritesStandard, Log: guard.NewLog(secLog, secrets.Redact),
		Confirms: guard.NewConfirmations(nil), Secrets: secrets}
	srv, err := tb.NewServer(ServerOptions{Name: "bound-secrets", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)

	mustOK(t, c, "browser_navigate", map[string]any{"url": home.URL + "/"}, nil)
	mustOK(t, c, "browser_type", map[string]any{"selector": "#token", "text": "${API_TOKEN}"}, nil)
	if !home.await(secret) {
		t.Errorf("the bound origin did not receive the secret: %q", home.received())
	}
	// Coordinates name no verifiable frame: a bound secret is refused even here.
	mustFail(t, c, "browser_type", map[string]any{"x": 100, "y": 30, "text": "${API_TOKEN}"}, "coordinates", "selector or ref")

	mustOK(t, c, "browser_navigate", map[string]any{"url": other.URL + "/"}, nil)
	msg := mustFail(t, c, "browser_type", map[string]any{"selector": "#token", "text": "my key is ${API_TOKEN}"},
		"${API_TOKEN}", home.URL, other.URL, "secret binding", "--secrets")
	if strings.Contains(msg, secret) {
		t.Errorf("the refusal leaks the value: %s", msg)
	}
	// An unbound secret keeps today's behaviour: typed anywhere.
	mustOK(t, c, "browser_type", map[string]any{"selector": "#token", "text": "${LOOSE}"}, nil)

	// A skill recorded on the right site, replayed with the other origin as
	// its start URL, is refused at the TYPE step.
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Enter the API token on the token form", "start_url": home.URL + "/",
		"plan": []map[string]any{{"action": "TYPE", "target_description": "API token", "value": "${API_TOKEN}", "semantic_role": "form_field",
			"hints": map[string]any{"selector": "#token", "role": "textbox", "name": "API token"}}}}, &saved)
	// (A token field's value is saved as the run-time slot ${secret}.)
	res := call(t, c, "skill_run", map[string]any{"id": saved.ID, "start_url": other.URL + "/", "variables": map[string]string{"secret": "${API_TOKEN}"}})
	if !res.IsError || !strings.Contains(text(res), "secret binding") {
		t.Errorf("skill replay on another origin: %s", text(res))
	}
	if !other.await("unbound-value-42") {
		t.Errorf("the unbound secret was not typed: %q", other.received())
	}
	if got := other.received(); strings.Contains(got, secret) || strings.Contains(got, "tok_") {
		t.Errorf("the other origin received the bound secret: %q", got)
	}

	f, err := os.Open(secLog)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	refusals := 0
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := sc.Text()
		if strings.Contains(line, secret) {
			t.Errorf("security log holds the value: %s", line)
		}
		if strings.Contains(line, `"secret-binding"`) && strings.Contains(line, other.URL) {
			refusals++
		}
	}
	if refusals != 2 {
		t.Errorf("security log has %d secret-binding refusals on the other origin, want 2 (browser_type and skill_run)", refusals)
	}
}
