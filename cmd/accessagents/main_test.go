package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// These tests run the real binary, built once, against real clients.
var (
	binPath    string
	webSrv     *httptest.Server
	clientsDir string
)

func TestMain(m *testing.M) {
	if probs := browser.ResolveRuntime(browser.RuntimeOverrides{}).Check(); len(probs) > 0 {
		fmt.Fprintln(os.Stderr, "cmd tests need the browser runtime; run `make setup`:", probs)
		os.Exit(1)
	}
	clientsDir, _ = filepath.Abs("../../testdata/mcpclients")
	if _, err := os.Stat(filepath.Join(clientsDir, "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		fmt.Fprintln(os.Stderr, "cmd tests need the npm test clients; run `make setup` (npm ci in testdata/mcpclients)")
		os.Exit(1)
	}
	dir, err := os.MkdirTemp("", "aa-cmd-test-")
	if err != nil {
		panic(err)
	}
	// Every binary the tests start keeps its skills in the scratch dir.
	os.Setenv("ACCESSAGENTS_SKILLS_DIR", filepath.Join(dir, "skills"))
	binPath = filepath.Join(dir, "accessagents")
	if out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build: %v\n%s", err, out)
		os.Exit(1)
	}
	mux := http.NewServeMux()
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServer(http.Dir("../../testdata/pages"))))
	webSrv = httptest.NewServer(mux)
	code := m.Run()
	webSrv.Close()
	os.RemoveAll(dir)
	os.Exit(code)
}

// runBin runs the binary with args and returns stdout, stderr and exit code.
func runBin(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binPath, args...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), code
}

func TestCLI(t *testing.T) {
	t.Parallel()
	out, _, code := runBin(t, "version")
	if code != 0 || !strings.HasPrefix(out, "accessagents ") {
		t.Errorf("version: %q %d", out, code)
	}
	out, _, code = runBin(t, "doctor")
	if code != 0 || !strings.Contains(out, "all good") {
		t.Errorf("doctor with the runtime installed: %d\n%s", code, out)
	}
	out, _, code = runBin(t, "doctor", "--browser-path", "/nonexistent/chromium")
	if code != 1 || !strings.Contains(out, "chromium") || !strings.Contains(out, "fix:") {
		t.Errorf("doctor with a bad browser path: %d\n%s", code, out)
	}
	out, _, code = runBin(t, "tools", "--format", "json")
	var tools []map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &tools) != nil || len(tools) < 15 {
		t.Errorf("tools --format json: %d, %d tools", code, len(tools))
	}
	for _, bad := range [][]string{{"--viewport", "huge"}, {"--toolsets", "nope"}, {"frobnicate"}, {"--no-such-flag"}} {
		if _, errOut, code := runBin(t, bad...); code != 2 || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q", bad, code, errOut)
		}
	}
}

// TestSetupIsIdempotent runs `accessagents setup` twice into a scratch dir
// (npm ci from the embedded lockfile; Chromium is already installed).
func TestSetupIsIdempotent(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	dir := t.TempDir()
	for i := 0; i < 2; i++ {
		_, errOut, code := runBin(t, "setup", "--dir", dir)
		if code != 0 {
			t.Fatalf("setup run %d: exit %d\n%s", i+1, code, errOut)
		}
		if i == 1 && !strings.Contains(errOut, "already present") {
			t.Errorf("second setup reinstalled:\n%s", errOut)
		}
	}
	out, _, code := runBin(t, "doctor", "--runtime-dir", dir)
	if code != 0 || !strings.Contains(out, dir) {
		t.Errorf("doctor does not find the setup dir: %d\n%s", code, out)
	}
}

// sdkResult is what testdata/mcpclients/e2e.mjs prints.
type sdkResult struct {
	OK       bool     `json:"ok"`
	Error    string   `json:"error"`
	Tools    []string `json:"tools"`
	Saved    bool     `json:"saved"`
	BadError string   `json:"badError"`
	Image    bool     `json:"image"`
	Steps    []struct {
		Name    string `json:"name"`
		IsError bool   `json:"isError"`
	} `json:"steps"`
}

func runSDK(t *testing.T, args ...string) sdkResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", append([]string{filepath.Join(clientsDir, "e2e.mjs"), "--page", webSrv.URL + "/pages/basic.html"}, args...)...)
	cmd.Dir = clientsDir
	out, err := cmd.Output()
	var res sdkResult
	if jerr := json.Unmarshal(out, &res); jerr != nil {
		t.Fatalf("sdk client: %v %v\n%s", err, jerr, out)
	}
	if !res.OK {
		t.Fatalf("sdk client failed: %s", res.Error)
	}
	return res
}

func checkSDK(t *testing.T, res sdkResult) {
	t.Helper()
	if len(res.Tools) < 15 {
		t.Errorf("listed %d tools", len(res.Tools))
	}
	if !res.Saved {
		t.Error("click through the SDK had no effect")
	}
	if !strings.Contains(res.BadError, `browser_click: /x: expected number, got string "12px"`) {
		t.Errorf("bad call error: %q", res.BadError)
	}
	if !res.Image {
		t.Error("no PNG image content from browser_screenshot")
	}
}

// TestSDKClientOverStdio: the official TypeScript SDK drives the binary.
func TestSDKClientOverStdio(t *testing.T) {
	t.Parallel()
	checkSDK(t, runSDK(t, "--stdio", binPath, "--output-dir", t.TempDir()))
}

var httpURL = regexp.MustCompile(`url=(http://\S+/mcp)`)

// startHTTP runs `accessagents serve --http 127.0.0.1:0` and returns its URL.
func startHTTP(t *testing.T) string {
	t.Helper()
	cmd := exec.Command(binPath, "serve", "--http", "127.0.0.1:0", "--output-dir", t.TempDir())
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := httpURL.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
	}()
	select {
	case u := <-found:
		return u
	case <-time.After(20 * time.Second):
		t.Fatal("HTTP server did not report its URL")
	}
	return ""
}

func TestSDKClientOverHTTP(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	checkSDK(t, runSDK(t, "--http", startHTTP(t)))
}

// TestConformanceSuite runs @modelcontextprotocol/conformance over HTTP with
// the expected-failures baseline: protocol scenarios must pass, and the tool
// fails the run if an expected failure starts passing.
func TestConformanceSuite(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	u := startHTTP(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, filepath.Join(clientsDir, "node_modules", ".bin", "conformance"), "server",
		"--url", u, "--expected-failures", filepath.Join(clientsDir, "..", "conformance-expected-failures.yml"))
	cmd.Dir = clientsDir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("conformance: %v\n%s", err, out)
	}
	for _, s := range []string{"server-initialize", "ping", "tools-list", "logging-set-level", "dns-rebinding-protection"} {
		if !regexp.MustCompile(`✓ ` + s + `: \d+ passed, 0 failed`).Match(out) {
			t.Errorf("protocol scenario %s did not pass:\n%s", s, out)
		}
	}
}

// BenchmarkColdStart times a fresh process from exec to the first
// browser_navigate result; the baseline (same run) is exec to tools/list,
// which starts no browser.
func BenchmarkColdStart(b *testing.B) {
	page := webSrv.URL + "/pages/basic.html"
	run := func(b *testing.B, tool string, args map[string]any) {
		for i := 0; i < b.N; i++ {
			c, err := client.NewStdioMCPClient(binPath, nil, "--output-dir", b.TempDir())
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			req := mcp.InitializeRequest{}
			req.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
			req.Params.ClientInfo = mcp.Implementation{Name: "bench", Version: "1"}
			if _, err := c.Initialize(ctx, req); err != nil {
				b.Fatal(err)
			}
			if tool == "" {
				if _, err := c.ListTools(ctx, mcp.ListToolsRequest{}); err != nil {
					b.Fatal(err)
				}
			} else {
				call := mcp.CallToolRequest{}
				call.Params.Name, call.Params.Arguments = tool, args
				res, err := c.CallTool(ctx, call)
				if err != nil || res.IsError {
					b.Fatalf("%v %+v", err, res)
				}
			}
			b.StopTimer()
			c.Close()
			b.StartTimer()
		}
	}
	b.Run("baseline-tools-list", func(b *testing.B) { run(b, "", nil) })
	b.Run("first-navigate", func(b *testing.B) { run(b, "browser_navigate", map[string]any{"url": page}) })
}
