package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/accessagents/accessagents/crawl"
	"github.com/accessagents/accessagents/crawl/crawltest"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// journalRecords reads the finished pages of the crawl in dir.
func journalRecords(t *testing.T, dir string) []crawl.Record {
	t.Helper()
	var out []crawl.Record
	if err := crawl.Records(dir, func(r crawl.Record) error { out = append(out, r); return nil }); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCrawlSiteInterruptResume crawls the generated site, interrupts the
// crawl with SIGINT once some pages are done, resumes it with the same
// --out and checks every URL was recorded exactly once with the right
// status, and that repeated violations became template-level findings.
func TestCrawlSiteInterruptResume(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := crawltest.New(12, 3, 4, false)
	defer site.Close()
	out := t.TempDir()
	args := []string{"audit", "--crawl", site.URL + "/", "--out", out, "--concurrency", "2", "--query-variants", "3", "--rate-interval", "0s"}

	cmd := exec.Command(binPath, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Interrupt once 6 pages are journaled: by event (the journal), not time.
	journal := filepath.Join(out, crawl.JournalName)
	for done := 0; done < 6; {
		time.Sleep(200 * time.Millisecond)
		done = 0
		if f, err := os.Open(journal); err == nil {
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				if strings.Contains(sc.Text(), `"status":"scanned"`) {
					done++
				}
			}
			f.Close()
		}
		if cmd.ProcessState != nil {
			t.Fatal("crawl ended before it could be interrupted")
		}
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 2 || !strings.Contains(stderr.String(), "interrupted") {
		t.Fatalf("interrupted crawl: %v, stderr %s", err, stderr.String())
	}
	first := len(journalRecords(t, out))

	stdout, errOut, code := runBin(t, args...)
	if code != 1 || !strings.Contains(errOut, "resuming") {
		t.Fatalf("resumed crawl: exit %d (want 1: violations)\n%s\n%s", code, stdout, errOut)
	}
	recs := journalRecords(t, out)
	if len(recs) <= first {
		t.Fatalf("resume added nothing: %d then %d records", first, len(recs))
	}
	byURL := map[string]crawl.Record{}
	for _, r := range recs {
		if _, dup := byURL[r.URL]; dup {
			t.Errorf("%s recorded twice", r.URL)
		}
		byURL[r.URL] = r
	}
	want := map[string]string{
		"/": crawl.StatusScanned, "/about": crawl.StatusScanned, "/old-about": crawl.StatusDuplicate,
		"/broken": crawl.StatusHTTPError, "/missing": crawl.StatusHTTPError, "/catalogue.pdf": crawl.StatusAsset,
		"/loop": crawl.StatusRedirectLoop, "/private/admin": crawl.StatusRobots, "/trap/a/a/a/a/": crawl.StatusTrap,
		"/articles/4": crawl.StatusScanned, // only in the sitemap
	}
	for i := 1; i <= 12; i++ {
		want[fmt.Sprintf("/products/%d", i)] = crawl.StatusScanned
	}
	for path, st := range want {
		if r := byURL[site.URL+path]; r.Status != st {
			t.Errorf("%s: status %q (%s), want %q", path, r.Status, r.Detail, st)
		}
	}
	traps := 0
	for _, r := range recs {
		if r.Status == crawl.StatusTrap {
			traps++
		}
		if strings.Contains(r.URL, "example.invalid") || strings.Contains(r.URL, "utm_source") {
			t.Errorf("out of scope or unnormalised URL recorded: %s", r.URL)
		}
	}
	if traps < 2 {
		t.Errorf("want the calendar and the nested archive recorded as traps, got %d trap records", traps)
	}

	var s crawl.SiteSummary
	b, err := os.ReadFile(filepath.Join(out, "site.json"))
	if err != nil || json.Unmarshal(b, &s) != nil {
		t.Fatalf("site.json: %v", err)
	}
	if !s.Complete || s.PagesTotal != len(recs) {
		t.Errorf("site.json: complete %v, %d pages, journal %d", s.Complete, s.PagesTotal, len(recs))
	}
	found := false
	for _, tp := range s.Templates {
		if tp.RuleID == "image-alt" && tp.Selector == "#photo-N" {
			found = true
			if tp.Pages != 12 || tp.Instances != 12 {
				t.Errorf("image-alt template: %d pages %d nodes, want 12 and 12", tp.Pages, tp.Instances)
			}
		}
	}
	if !found {
		t.Errorf("no template-level image-alt finding for the product photo: %+v", s.Templates)
	}
	if html, err := os.ReadFile(filepath.Join(out, "site.html")); err != nil || !strings.Contains(string(html), "#photo-N") {
		t.Errorf("site.html missing or without the template finding: %v", err)
	}
}

// TestCrawlBaselineGate runs the CI flow end to end: a first run is the
// baseline; the same site against it passes; a regression fails with only
// the new finding; --fail-on filters by impact.
func TestCrawlBaselineGate(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := crawltest.New(3, 1, 2, false)
	defer site.Close()
	dir := t.TempDir()
	urls := filepath.Join(dir, "urls.txt")
	os.WriteFile(urls, []byte(strings.Join([]string{site.URL + "/products/1", site.URL + "/products/2", site.URL + "/articles/1", site.URL + "/articles/2"}, "\n")), 0o644)
	audit := func(name string, extra ...string) (string, int) {
		args := append([]string{"audit", "--urls", urls, "--out", filepath.Join(dir, name), "--format", "sarif", "--rate-interval", "0s"}, extra...)
		stdout, stderr, code := runBin(t, args...)
		t.Logf("%s: exit %d\n%s%s", name, code, stdout, stderr)
		return stdout, code
	}
	if _, code := audit("base"); code != 1 {
		t.Fatalf("first run: exit %d, want 1 (the site has violations)", code)
	}
	baseline := filepath.Join(dir, "base", "site.json")
	if _, code := audit("same", "--baseline", baseline); code != 0 {
		t.Fatalf("unchanged site against its baseline: exit %d, want 0", code)
	}
	site.Regression.Store(true)
	stdout, code := audit("regressed", "--baseline", baseline)
	// The regression is a select with no label at all: axe's select-name
	// (1.3.1, 4.1.2) and, as nothing on screen names it, 3.3.2's check.
	if code != 1 || !strings.Contains(stdout, "2 findings new") || !strings.Contains(stdout, "select-name") || !strings.Contains(stdout, "aa-no-visible-label") {
		t.Fatalf("regression: exit %d, want 1 with the new select's select-name and aa-no-visible-label findings", code)
	}
	sarif, err := os.ReadFile(filepath.Join(dir, "regressed", "site.sarif"))
	if err != nil || !strings.Contains(string(sarif), `"partialFingerprints"`) {
		t.Errorf("site.sarif: %v", err)
	}
	if _, code := audit("badflag", "--fail-on", "bogus"); code != 2 {
		t.Errorf("--fail-on bogus: exit %d, want 2", code)
	}
}

// TestCrawlLoginWall: without a session, a public crawl records the
// members-only "My account" page as behind a login and goes on; a crawl
// that starts behind the login (no session, or an expired one) stops and
// says so. `login` records a session by a scripted form fill; with
// --storage-state holding it the crawl audits the pages behind the login.
func TestCrawlLoginWall(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := crawltest.New(1, 1, 1, true)
	defer site.Close()
	dir := t.TempDir()
	args := []string{"audit", "--crawl", site.URL + "/", "--include", "/", "--include", "/account/**", "--rate-interval", "0s"}
	stdout, stderr, code := runBin(t, append(args, "--out", filepath.Join(dir, "anon"))...)
	if code != 0 || !strings.Contains(stdout, "led to a login page") || !strings.Contains(stdout, "--storage-state") {
		t.Fatalf("anonymous crawl of a public page linking to a login wall: exit %d, want 0 (the public page passes) and a login note\n%s\n%s", code, stdout, stderr)
	}
	anon := map[string]string{}
	for _, r := range journalRecords(t, filepath.Join(dir, "anon")) {
		anon[strings.TrimPrefix(r.URL, site.URL)] = r.Status
	}
	if anon["/"] != crawl.StatusScanned || anon["/account/"] != crawl.StatusLoginWall {
		t.Errorf("anonymous crawl: %v; want / scanned and /account/ recorded as %s", anon, crawl.StatusLoginWall)
	}
	expired := filepath.Join(dir, "expired.json")
	os.WriteFile(expired, []byte(`{"cookies":[{"name":"`+crawltest.SessionCookie+`","value":"expired","domain":"127.0.0.1","path":"/","expires":-1,"httpOnly":true,"secure":false,"sameSite":"Lax"}],"origins":[]}`), 0o600)
	for name, extra := range map[string][]string{"none": nil, "expired": {"--storage-state", expired}} {
		stdout, stderr, code = runBin(t, append([]string{"audit", "--crawl", site.URL + "/account/", "--rate-interval", "0s", "--out", filepath.Join(dir, "start-"+name)}, extra...)...)
		if code != 2 || !strings.Contains(stderr, "login page") || !strings.Contains(stderr, "--storage-state") {
			t.Errorf("crawl starting behind the login, session %s: exit %d, want 2 with a login message\n%s\n%s", name, code, stdout, stderr)
		}
	}
	// Record the session with the scripted login (credentials from --secrets).
	secrets := filepath.Join(dir, "login.env")
	os.WriteFile(secrets, []byte("LOGIN_USER="+crawltest.LoginUser+"\nLOGIN_PASSWORD="+crawltest.LoginPassword+"\n"), 0o600)
	state := filepath.Join(dir, "state.json")
	stdout, stderr, code = runBin(t, "login", "--url", site.URL+"/login", "--secrets", secrets, "--out", state, "--output-dir", filepath.Join(dir, "output"))
	if code != 0 {
		t.Fatalf("login: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if b, err := os.ReadFile(state); err != nil || !strings.Contains(string(b), crawltest.SessionValue) || strings.Contains(stderr, crawltest.LoginPassword) {
		t.Fatalf("state.json lacks the session cookie, or the password leaked to stderr: %v", err)
	}
	stdout, stderr, code = runBin(t, append(args, "--out", filepath.Join(dir, "user"), "--storage-state", state)...)
	if code != 1 {
		t.Fatalf("logged-in crawl: exit %d, want 1\n%s\n%s", code, stdout, stderr)
	}
	recs := journalRecords(t, filepath.Join(dir, "user"))
	scanned := map[string]bool{}
	for _, r := range recs {
		if r.Status == crawl.StatusScanned {
			scanned[strings.TrimPrefix(r.URL, site.URL)] = true
		}
	}
	if !scanned["/account/"] || !scanned["/account/orders"] {
		t.Errorf("logged-in crawl did not audit the account pages: %+v", recs)
	}
}
