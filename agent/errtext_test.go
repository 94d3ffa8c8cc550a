package agent

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// errTextMatch finds code that reads an error's text: strings.Contains
// (HasPrefix, Index, …) on err.Error() or on a tool result's message, and
// err.Error() compared with ==. Our own failures are matched with
// errors.Is (the in-process client maps a result's code back to the
// sentinel), so a reworded message can never silently kill a branch.
var errTextMatch = regexp.MustCompile(`strings\.(Contains|ContainsAny|HasPrefix|HasSuffix|Index|EqualFold|Count)\((strings\.ToLower\()?([A-Za-z_]\w*\.)*([A-Za-z_]\w*\.Error\(\)|(msg|errText|errMsg|message|last|failure)\b)|\.Error\(\)\s*(==|!=)`)

// allowMark on the line or in the comment just above allows a match: the text
// compared is a third party's (Playwright, Chromium, axe-core, an LLM
// server), which offers nothing better to test.
const allowMark = "third-party text:"

func TestNoCodeMatchesOurOwnErrorText(t *testing.T) {
	for _, tc := range []struct {
		line string
		bad  bool
	}{
		{`if strings.Contains(err.Error(), "no element matches") {`, true},
		{`if strings.Contains(last, "three strikes") || strings.Contains(msg, "refused") {`, true},
		{`ok := strings.HasPrefix(strings.ToLower(err.Error()), "destructive")`, true},
		{`if err.Error() == "no such skill" {`, true},
		{`if errors.Is(err, browser.ErrNotFound) {`, false},
		{`if strings.Contains(out.ContentType, "xml") {`, false},
	} {
		if got := errTextMatch.MatchString(tc.line); got != tc.bad {
			t.Errorf("pattern on %q: %v, want %v", tc.line, got, tc.bad)
		}
	}
	root := ".."
	var found []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "third_party", "testdata", "node_modules", ".git", "out":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		lines := strings.Split(string(b), "\n")
		for i, l := range lines {
			if !errTextMatch.MatchString(l) || strings.Contains(l, allowMark) || commentAbove(lines, i, allowMark) {
				continue
			}
			found = append(found, path+":"+strconv.Itoa(i+1)+": "+strings.TrimSpace(l))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Errorf("%s\n\tmatch our own failures with errors.Is on the sentinel (agent.ToolError unwraps to it); "+
			"if this is a third party's text, say so in a %q comment on the line above", f, allowMark)
	}
}

// commentAbove says whether the comment lines right above lines[i] hold
// mark.
func commentAbove(lines []string, i int, mark string) bool {
	for j := i - 1; j >= 0 && strings.HasPrefix(strings.TrimSpace(lines[j]), "//"); j-- {
		if strings.Contains(lines[j], mark) {
			return true
		}
	}
	return false
}
