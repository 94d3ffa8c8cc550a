package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeStartsWithInstall holds the README to what a newcomer needs
// first: install and client configuration on the first screen, the rest in
// docs/, under 300 lines.
func TestReadmeStartsWithInstall(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	if len(lines) >= 300 {
		t.Errorf("README.md has %d lines; keep it under 300 and move detail to docs/", len(lines))
	}
	first := strings.Join(lines[:min(len(lines), 45)], "\n")
	for _, want := range []string{"## Install", "go install github.com/accessagents/accessagents/cmd/accessagents@latest", "docker run -i --rm accessagents"} {
		if !strings.Contains(first, want) {
			t.Errorf("README's first screen (45 lines) lacks %q", want)
		}
	}
	if !strings.Contains(string(b), "## Connect your client") {
		t.Error("README has no client configuration section")
	}
}

var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocsLinksResolve: every relative link in README.md and docs/*.md
// names a file that exists and, with a #fragment, a heading in it.
func TestDocsLinksResolve(t *testing.T) {
	files, _ := filepath.Glob("../../docs/*.md")
	files = append(files, "../../README.md")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllStringSubmatch(string(b), -1) {
			link := m[1]
			if strings.Contains(link, "://") || strings.HasPrefix(link, "mailto:") {
				continue
			}
			path, frag, _ := strings.Cut(link, "#")
			target := f
			if path != "" {
				target = filepath.Join(filepath.Dir(f), path)
			}
			tb, err := os.ReadFile(target)
			if err != nil {
				if _, serr := os.Stat(target); serr == nil {
					continue // a directory or a non-text file that exists
				}
				t.Errorf("%s links to %s, which does not exist", filepath.Base(f), link)
				continue
			}
			if frag != "" && !hasAnchor(string(tb), frag) {
				t.Errorf("%s links to %s: no heading makes the anchor #%s", filepath.Base(f), link, frag)
			}
		}
	}
}

// hasAnchor reports whether a Markdown heading of doc renders as GitHub's
// anchor frag (lower case, punctuation dropped, spaces as hyphens).
func hasAnchor(doc, frag string) bool {
	for _, line := range strings.Split(doc, "\n") {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		h := strings.ToLower(strings.TrimSpace(strings.TrimLeft(line, "#")))
		var b strings.Builder
		for _, r := range h {
			switch {
			case r == ' ':
				b.WriteByte('-')
			case r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r > 127:
				b.WriteRune(r)
			}
		}
		if b.String() == frag {
			return true
		}
	}
	return false
}
