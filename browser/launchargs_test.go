package browser

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestLaunchArgs checks the switches Chromium is launched with: the
// renderers' heap cap only when asked for, WebRTC kept off raw UDP only
// under a URL policy, and the shared list never modified.
func TestLaunchArgs(t *testing.T) {
	const heap = "--js-flags=--max-old-space-size=64"
	plain := launchArgs(Config{})
	if slices.Contains(plain, heap) || slices.Contains(plain, noProxiedUDP) {
		t.Errorf("no cap, no policy: %v", plain)
	}
	capped := launchArgs(Config{PageHeapMB: 64, ProxyURL: "http://127.0.0.1:1"})
	if !slices.Contains(capped, heap) || !slices.Contains(capped, noProxiedUDP) {
		t.Errorf("64 MB cap under a proxy: %v", capped)
	}
	if slices.Contains(chromiumArgs, heap) || len(launchArgs(Config{})) != len(plain) {
		t.Errorf("launchArgs changed the shared list: %v", chromiumArgs)
	}
}

// TestLaunchArgsKeepPlaywrightsFeatures: Chromium reads only the last
// --disable-features, and ours follows Playwright's, so every feature the
// installed driver disables must be in ours too (an upgrade that adds one
// fails here), and ours must be the only one we pass.
func TestLaunchArgsKeepPlaywrightsFeatures(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(testRT.DriverDir, "package", "lib", "server", "chromium", "chromiumSwitches.js"))
	if err != nil {
		t.Fatalf("the driver's Chromium switches: %v", err)
	}
	list := regexp.MustCompile(`(?s)disabledFeatures\s*=\s*\[(.*?)\]`).FindSubmatch(src)
	if list == nil {
		t.Fatal("no disabledFeatures list in chromiumSwitches.js: has Playwright moved it? Look for --disable-features there")
	}
	var theirs []string
	for _, line := range strings.Split(string(list[1]), "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		for _, m := range regexp.MustCompile(`"([A-Za-z0-9]+)"`).FindAllStringSubmatch(line, -1) {
			theirs = append(theirs, m[1])
		}
	}
	if len(theirs) < 5 {
		t.Fatalf("read %d features from the driver: %q", len(theirs), theirs)
	}
	var ours []string
	for _, a := range launchArgs(Config{ProxyURL: "http://127.0.0.1:1", PageHeapMB: 64}) {
		if v, ok := strings.CutPrefix(a, "--disable-features="); ok {
			if ours != nil {
				t.Fatalf("two --disable-features switches: Chromium would read only the last")
			}
			ours = strings.Split(v, ",")
		}
	}
	for _, f := range theirs {
		if !slices.Contains(ours, f) {
			t.Errorf("Playwright disables %s and our --disable-features would undo that: add it to playwrightDisabledFeatures", f)
		}
	}
	for _, f := range quietFeatures {
		if !slices.Contains(ours, f) {
			t.Errorf("%s not disabled: %q", f, ours)
		}
	}
}

// TestFailedLoadNotBlamedOnOtherRefusals: a load that fails for its own
// reason (here a refused connection) is reported as a navigation failure,
// even though the URL-policy proxy refused something else meanwhile (in
// the wild: Chromium's own background requests, or another session's
// tracker); only a refused tunnel is the policy's doing.
func TestFailedLoadNotBlamedOnOtherRefusals(t *testing.T) {
	browsertest.Slow(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String() + "/"
	ln.Close()
	m := NewManager(Config{Runtime: testRT, Headless: true, OutputDir: t.TempDir(),
		ProxyBlocks: func(time.Time) []string { return []string{"accounts.google.com:443: could not be resolved"} }})
	defer m.Close()
	s, _ := m.Session("refused")
	_, err = s.Navigate(testCtx(t), closed, NavigateOptions{})
	if !errors.Is(err, ErrNavigation) || errors.Is(err, ErrBadURL) || strings.Contains(err.Error(), "google") {
		t.Errorf("navigate to a closed port: %v; want a navigation failure that names no other refusal", err)
	}
}
