package tools

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestSkillImportPathsAreConfined: skill_import reads only regular files
// of at most 4 MiB inside the skills or output dir, never hangs on a
// device or FIFO, and says when an import replaced a saved skill.
func TestSkillImportPathsAreConfined(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	skillsDir := testBox.Skills.Dir()
	outDir := testBox.Browser.Config().OutputDir
	scratch := filepath.Join(skillsDir, "import-test")
	if err := os.MkdirAll(scratch, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(scratch) })
	fifo := filepath.Join(scratch, "bundle.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for name, target := range map[string]string{"zero.json": "/dev/zero", "stdin.json": "/dev/stdin", "passwd.json": "/etc/passwd"} {
		if err := os.Symlink(target, filepath.Join(scratch, name)); err != nil {
			t.Fatal(err)
		}
	}
	big := filepath.Join(scratch, "big.json")
	if err := os.WriteFile(big, make([]byte, MaxImportBytes+1), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{"/etc/passwd", "outside the directories"},
		{"/dev/zero", "outside the directories"},
		{"/dev/stdin", "outside the directories"},
		{"/proc/self/fd/0", "outside the directories"},
		{"../../../../etc/passwd", "/path"},
		{fifo, "named pipe"},
		{"import-test/bundle.fifo", "named pipe"},
		{"import-test/zero.json", "symlinks may not point outside"},
		{"import-test/stdin.json", "symlinks may not point outside"},
		{"import-test/passwd.json", "symlinks may not point outside"},
		{big, "the limit is 4194304"},
		{scratch, "directory"},
		{"import-test/missing.json", "does not exist"},
	} {
		mustFail(t, c, "skill_import", map[string]any{"path": tc.path}, "skill_import: /path", tc.want)
	}

	// A real round trip from the output dir, reporting the replacement.
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Archive the newsletter called 'Spring' in the mailer", "start_url": "https://mailer.example/lists",
		"plan": []map[string]any{{"action": "CLICK", "target_description": "Archive Spring", "semantic_role": "primary_action"}}}, &saved)
	var ex struct {
		Path string `json:"path"`
	}
	mustOK(t, c, "skill_export", map[string]any{"ids": []string{saved.ID}}, &ex)
	if rel, err := filepath.Rel(outDir, ex.Path); err != nil || strings.HasPrefix(rel, "..") {
		t.Fatalf("export written outside the output dir: %s", ex.Path)
	}
	var imp struct {
		Imported []string `json:"imported"`
		Replaced []string `json:"replaced"`
	}
	res := mustOK(t, c, "skill_import", map[string]any{"path": ex.Path}, &imp)
	if len(imp.Replaced) != 1 || !strings.HasPrefix(imp.Replaced[0], saved.ID) || !strings.Contains(text(res), "replaced an existing skill") {
		t.Errorf("import over an existing skill: %+v %q", imp, text(res))
	}
}
