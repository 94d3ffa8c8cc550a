package fix

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/pmezard/go-difflib/difflib"
)

// Diff renders a unified diff between two versions of file that git apply
// and patch both accept: a file without a final newline gets the "\ No
// newline at end of file" line wherever a hunk shows its last line (difflib
// knows neither case: it adds a newline to the last line, and turns a
// final newline into an extra empty line).
func Diff(file string, a, b []byte) (string, error) {
	al, aEOL := splitLines(a)
	bl, bEOL := splitLines(b)
	d, err := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{A: al, B: bl,
		FromFile: "a/" + file, ToFile: "b/" + file, Context: 3})
	if err != nil || d == "" || aEOL && bEOL {
		return d, err
	}
	return markNoEOL(d, len(al), len(bl), !aEOL, !bEOL), nil
}

// splitLines splits s into lines that each end in "\n"; eol reports
// whether s itself ended in one (the last line's newline is added if not).
func splitLines(s []byte) (lines []string, eol bool) {
	if len(s) == 0 {
		return nil, true
	}
	lines = strings.SplitAfter(string(s), "\n")
	if lines[len(lines)-1] == "" {
		return lines[:len(lines)-1], true
	}
	lines[len(lines)-1] += "\n"
	return lines, false
}

var hunkHeader = regexp.MustCompile(`^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@`)

// markNoEOL adds "\ No newline at end of file" after the diff line that is
// the last line of a (aLast) or of b (bLast) when that side lacks one.
func markNoEOL(d string, aN, bN int, aNoEOL, bNoEOL bool) string {
	var out strings.Builder
	a, b := 0, 0
	for _, line := range strings.SplitAfter(d, "\n") {
		if line == "" {
			continue
		}
		out.WriteString(line)
		if m := hunkHeader.FindStringSubmatch(line); m != nil {
			a, _ = strconv.Atoi(m[1])
			b, _ = strconv.Atoi(m[3])
			// A range "start,len" covers lines start..start+len-1; count up
			// from the line before it (for an empty range, start is that line).
			if m[2] != "0" {
				a--
			}
			if m[4] != "0" {
				b--
			}
			continue
		}
		if strings.HasPrefix(line, "---") || strings.HasPrefix(line, "+++") {
			continue
		}
		endA, endB := false, false
		switch line[0] {
		case ' ':
			a, b = a+1, b+1
			endA, endB = a == aN, b == bN
		case '-':
			a++
			endA = a == aN
		case '+':
			b++
			endB = b == bN
		}
		if endA && aNoEOL || endB && bNoEOL {
			out.WriteString("\\ No newline at end of file\n")
		}
	}
	return out.String()
}
