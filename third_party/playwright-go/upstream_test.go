package playwright_test

import (
	"bytes"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	// The copy is checked against the release it was taken from, which go.mod
	// pins; this import keeps that pin (and the module's sources) in place.
	_ "github.com/playwright-community/playwright-go"
)

const (
	upstream = "github.com/playwright-community/playwright-go"
	ours     = "github.com/accessagents/accessagents/third_party/playwright-go"
)

// TestCopyDiffersOnlyWherePatchesSays compares every Go file of this copy
// with the pinned upstream release. Apart from the import path of its
// internal package, a file may differ only if PATCHES.md names it, and every
// file PATCHES.md names must differ: the document stays the exact account of
// what we changed.
func TestCopyDiffersOnlyWherePatchesSays(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", upstream).Output()
	if err != nil {
		t.Fatalf("go list -m %s: %v", upstream, err)
	}
	dir := strings.TrimSpace(string(out))
	doc, err := os.ReadFile("PATCHES.md")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile(`[a-z_]+\.go\b`).FindAllString(string(doc), -1) {
		if !strings.HasSuffix(m, "_test.go") { // this test, not a patched file
			named[m] = true
		}
	}
	var differ []string
	err = filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		mine, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		theirs, err := os.ReadFile(filepath.Join(dir, path))
		if err != nil {
			t.Errorf("%s is not in upstream %s: %v", path, dir, err)
			return nil
		}
		// Compared as gofmt prints them: the import path's rename moves an
		// import line, which is not a patch.
		mine = bytes.ReplaceAll(mine, []byte(ours), []byte(upstream))
		if m, err := format.Source(mine); err == nil {
			mine = m
		}
		if th, err := format.Source(theirs); err == nil {
			theirs = th
		}
		if !bytes.Equal(mine, theirs) {
			differ = append(differ, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range differ {
		if !named[f] {
			t.Errorf("%s differs from upstream but PATCHES.md does not say why", f)
		}
	}
	for f := range named {
		if !slices.Contains(differ, f) {
			t.Errorf("PATCHES.md names %s, which is identical to upstream", f)
		}
	}
	if len(differ) == 0 {
		t.Error("no file differs from upstream: the copy carries no patch")
	}
}
