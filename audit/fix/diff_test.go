package fix

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDiffAppliesWithGitAndPatch: the patch of a fix applies with git apply
// and with GNU patch (no fuzz), for a file with and without a final newline,
// with the change near the end (the hunk shows the last line) and far from
// it, and for a one-line file.
func TestDiffAppliesWithGitAndPatch(t *testing.T) {
	var long []string
	for i := 0; i < 40; i++ {
		long = append(long, "<p>line</p>")
	}
	body := strings.Join(long, "\n")
	cases := map[string][2]string{
		"short, no final newline":    {"<html>\n<img src=a.png>\n</html>", "<html>\n<img src=a.png alt=\"\">\n</html>"},
		"short, final newline":       {"<html>\n<img src=a.png>\n</html>\n", "<html>\n<img src=a.png alt=\"\">\n</html>\n"},
		"one line, final newline":    {"<img src=a.png>\n", "<img src=a.png alt=\"\">\n"},
		"one line, no final newline": {"<img src=a.png>", "<img src=a.png alt=\"\">"},
		"change far from the end":    {"<img src=a.png>\n" + body, "<img src=a.png alt=\"\">\n" + body},
		"last line changed":          {body + "\n<img src=a.png>", body + "\n<img src=a.png alt=\"\">"},
	}
	for name, c := range cases {
		diff, err := Diff("page.html", []byte(c[0]), []byte(c[1]))
		if err != nil {
			t.Fatal(err)
		}
		for _, tool := range [][]string{{"git", "apply", "-p1"}, {"patch", "-p1", "--fuzz=0", "--quiet"}} {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "page.html"), []byte(c[0]), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(tool[0], tool[1:]...)
			cmd.Dir, cmd.Stdin = dir, strings.NewReader(diff)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s: %s: %v\n%s\npatch:\n%s", name, tool[0], err, out, diff)
				continue
			}
			got, _ := os.ReadFile(filepath.Join(dir, "page.html"))
			if string(got) != c[1] {
				t.Errorf("%s: %s gave %q, want %q", name, tool[0], got, c[1])
			}
		}
	}
}
