package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/accessagents/accessagents/audit/fix"
)

// fix --source's writes: the app's working tree, edited only where it still
// holds what was read, the patch's paths, and the project's own build.

// projectBuild runs the project's own build (package.json's "build"
// script, found at the source root or above it), bounded to three minutes.
func projectBuild(ctx context.Context, root string) string {
	for dir := root; ; dir = filepath.Dir(dir) {
		b, err := os.ReadFile(filepath.Join(dir, "package.json"))
		if err == nil {
			var pkg struct {
				Scripts map[string]string `json:"scripts"`
			}
			if json.Unmarshal(b, &pkg) != nil || pkg.Scripts["build"] == "" {
				return ""
			}
			ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, "npm", "run", "build", "--silent")
			how := ""
			if sharesDevOutput(dir, pkg.Scripts["build"]) {
				// next build before Next.js 16 writes the .next folder the
				// running dev server reads, and breaks it: the type check
				// is run instead, when the project has one.
				tsc := filepath.Join(dir, "node_modules", ".bin", "tsc")
				if _, err := os.Stat(filepath.Join(dir, "tsconfig.json")); err != nil {
					return ""
				}
				if _, err := os.Stat(tsc); err != nil {
					return ""
				}
				cmd, how = exec.CommandContext(ctx, tsc, "--noEmit"), " (tsc --noEmit, since next build would overwrite the running dev server's .next)"
			}
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			if err != nil {
				return "failed" + how + ": " + buildFailure(string(out))
			}
			return "passed" + how
		}
		if up := filepath.Dir(dir); up == dir || dir == "/" {
			return ""
		}
	}
}

// sharesDevOutput says whether the build writes where the running dev
// server reads: next build before Next.js 16 (16 keeps dev output in
// .next/dev).
func sharesDevOutput(dir, script string) bool {
	if !strings.Contains(script, "next build") {
		return false
	}
	b, err := os.ReadFile(filepath.Join(dir, "node_modules", "next", "package.json"))
	if err != nil {
		return true // not known: assumed shared
	}
	var v struct {
		Version string `json:"version"`
	}
	if json.Unmarshal(b, &v) != nil {
		return true
	}
	major, _, _ := strings.Cut(v.Version, ".")
	n, err := strconv.Atoi(major)
	return err != nil || n < 16
}

// buildFailure is the last five lines of a failed build's output that say
// something: not the stack frames a Node tool prints under its error, nor
// the braces and getters of the error object it dumps.
func buildFailure(out string) string {
	var said []string
	for _, l := range strings.Split(out, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "at ") || strings.Trim(t, "{}[](),;") == "" || strings.HasSuffix(t, "[Getter/Setter]") {
			continue
		}
		said = append(said, t)
	}
	return strings.Join(said[max(0, len(said)-5):], " / ")
}

// workTree writes templates into the app's working tree, refusing to
// overwrite a file someone edited since it was read or last written.
type workTree struct {
	ix   *fix.TemplateIndex
	last map[string][]byte // what each file holds now, as far as we know
}

func newWorkTree(ix *fix.TemplateIndex) *workTree {
	w := &workTree{ix: ix, last: map[string][]byte{}}
	for _, f := range ix.Files {
		w.last[f.Rel] = f.Src
	}
	return w
}

// write makes every template hold changed[rel], or its original.
func (w *workTree) write(changed map[string][]byte) error {
	for _, f := range w.ix.Files {
		want, ok := changed[f.Rel]
		if !ok {
			want = f.Src
		}
		if bytes.Equal(w.last[f.Rel], want) {
			continue
		}
		path := filepath.Join(w.ix.Root, filepath.FromSlash(f.Rel))
		now, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if !bytes.Equal(now, w.last[f.Rel]) {
			return fmt.Errorf("%s changed while the fixes were being made; left as it is", f.Rel)
		}
		if err := os.WriteFile(path, want, 0o644); err != nil {
			return err
		}
		w.last[f.Rel] = want
	}
	return nil
}
