package main

import (
	"bufio"
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/tools"
)

// Secret names the scripted login fills in (from --secrets).
const (
	loginUserVar     = "LOGIN_USER"
	loginPasswordVar = "LOGIN_PASSWORD"
)

// runLogin records a logged-in storage state for --storage-state: either a
// person logs in in a visible window (--headless=false) and presses Enter
// here, or the form is filled from --secrets (LOGIN_USER, LOGIN_PASSWORD).
// Everything goes through the tools, guard included.
func runLogin(ctx context.Context, cfg Config, tb *tools.Toolbox, secrets *guard.Secrets) (int, error) {
	if cfg.StartURL == "" {
		return 2, fmt.Errorf("login needs --url, the login page, e.g. accessagents login --url https://app.example/login --out state.json")
	}
	out := cfg.OutDir
	if out == "" {
		out = "storage-state.json"
	}
	if err := allowLoginWrites(tb, cfg.StartURL); err != nil {
		return 2, err
	}
	c, closeC, err := agent.Connect(ctx, tb, "accessagents-login", version)
	if err != nil {
		return 2, err
	}
	defer closeC()
	step := func(tool string, args map[string]any) error {
		err := c.Call(ctx, tool, args, nil)
		if agent.IsToolError(err) {
			err = fmt.Errorf("%s: %w", tool, err)
		}
		return err
	}
	if err := step("browser_navigate", map[string]any{"url": cfg.StartURL}); err != nil {
		return 2, err
	}
	names := secrets.Names()
	switch {
	case slices.Contains(names, loginUserVar) && slices.Contains(names, loginPasswordVar):
		user := `input:is([type=email],[type=text],[autocomplete=username],:not([type])):visible >> nth=0`
		pass := `input[type=password]:visible >> nth=0`
		if err := step("browser_type", map[string]any{"selector": user, "text": "${" + loginUserVar + "}"}); err != nil {
			return 2, err
		}
		if err := step("browser_type", map[string]any{"selector": pass, "text": "${" + loginPasswordVar + "}", "submit": true}); err != nil {
			return 2, err
		}
		if err := step("browser_wait", map[string]any{"ms": 500}); err != nil {
			return 2, err
		}
	case cfg.Headless:
		return 2, fmt.Errorf("login: a person logs in in a visible window (--headless=false), or put %s and %s in a --secrets file for a scripted login", loginUserVar, loginPasswordVar)
	default:
		fmt.Fprintln(os.Stderr, "login: log in in the browser window, then press Enter here")
		line := make(chan struct{})
		go func() { bufio.NewReader(os.Stdin).ReadString('\n'); close(line) }()
		select {
		case <-line:
		case <-ctx.Done():
			return 2, ctx.Err()
		}
	}
	name := "login-" + strconv.Itoa(os.Getpid()) + ".json"
	var saved struct {
		Path string `json:"path"`
	}
	if err := c.Call(ctx, "browser_save_storage_state", map[string]any{"name": name}, &saved); err != nil {
		return 2, fmt.Errorf("save storage state: %w", err)
	}
	data, err := os.ReadFile(saved.Path)
	os.Remove(saved.Path)
	if err != nil {
		return 2, err
	}
	if dir := filepath.Dir(out); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return 2, err
		}
	}
	if err := os.WriteFile(out, data, 0o600); err != nil {
		return 2, err
	}
	fmt.Fprintf(os.Stderr, "login: storage state written to %s (it holds session cookies: keep it secret); use it with --storage-state %s\n", out, out)
	return 0, nil
}

// allowLoginWrites lets the login form post under the strict write policy:
// the operator who runs `login --url` asked for exactly that write, so the
// login page's own origin gets a scope for this run (any path: a form often
// posts to /session or /auth/callback). A sign-in on another origin (an SSO
// provider) still needs the operator's --allow-writes.
func allowLoginWrites(tb *tools.Toolbox, start string) error {
	if tb.Guard == nil {
		return nil
	}
	u, err := url.Parse(start)
	if err != nil || u.Host == "" {
		return fmt.Errorf("--url %q is not an absolute URL", start)
	}
	scopes, err := guard.ParseWriteScopes([]string{"POST " + u.Scheme + "://" + u.Host + "/**"})
	if err != nil {
		return fmt.Errorf("login scope for %s: %w", u.Host, err)
	}
	tb.Guard.AllowWrites = append(tb.Guard.AllowWrites, scopes...)
	return nil
}
