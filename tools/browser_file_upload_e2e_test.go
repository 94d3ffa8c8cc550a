package tools

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestFileUploadFromUploadDirOnly: files from --upload-dir go into a file
// field and through the chooser a button opens, and the app shows each by
// name and size; a path outside the directory (absolute, "..", or a
// symlink leading out) is refused and nothing reaches the page. A click
// that opens a chooser is told so instead of waiting on it.
func TestFileUploadFromUploadDirOnly(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	dir, outside := t.TempDir(), t.TempDir()
	write := func(path, body string) {
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(dir, "report.pdf"), "%PDF-1.4 twelve")
	write(filepath.Join(dir, "beach.png"), "not really a png")
	write(filepath.Join(outside, "secret.txt"), "do not send")
	if err := os.Symlink(filepath.Join(outside, "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	tb := *testBox
	tb.UploadDir = dir
	srv, err := tb.NewServer(ServerOptions{Name: "upload", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/upload.html")}, nil)

	res := mustOK(t, c, "browser_file_upload", map[string]any{"selector": "#doc", "paths": []string{"report.pdf"}}, nil)
	if !strings.Contains(text(res), "report.pdf") {
		t.Errorf("the result does not name the file: %s", text(res))
	}
	var chooser struct {
		Chooser bool `json:"chooser"`
	}
	mustOK(t, c, "browser_file_upload", map[string]any{"text": "Attach a photo", "paths": []string{filepath.Join(dir, "beach.png")}}, &chooser)
	if !chooser.Chooser {
		t.Error("the button's file chooser was not used")
	}
	var found findTextResult
	for _, want := range []string{"report.pdf (15 bytes)", "beach.png (16 bytes)"} {
		mustOK(t, c, "browser_find_by_text", map[string]any{"text": want, "exact": true}, &found)
		if !found.Found {
			t.Errorf("the app does not show %q", want)
		}
	}
	for _, bad := range []string{filepath.Join(outside, "secret.txt"), "../" + filepath.Base(outside) + "/secret.txt", "link.txt", "/etc/passwd", "missing.txt"} {
		mustFail(t, c, "browser_file_upload", map[string]any{"selector": "#doc", "paths": []string{bad}}, "path refused")
	}
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "secret.txt", "exact": false}, &found)
	if found.Found {
		t.Error("a file from outside the upload directory reached the page")
	}
	// The page's chooser event can reach us after the click's call has
	// returned (a busy machine): then the next call says so.
	told := text(mustOK(t, c, "browser_click", map[string]any{"text": "Attach a photo"}, nil))
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(told, "file chooser") && time.Now().Before(deadline); {
		told = text(mustOK(t, c, "browser_wait", map[string]any{"ms": 50}, nil))
	}
	if !strings.Contains(told, "file chooser") {
		t.Errorf("a click that opened a file chooser does not say so, in its call or the next: %s", told)
	}
	// Without --upload-dir the tool refuses and says how to turn it on.
	mustFail(t, connect(t, testMCP), "browser_file_upload", map[string]any{"selector": "#doc", "paths": []string{"report.pdf"}}, "--upload-dir")
}
