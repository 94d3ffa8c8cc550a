package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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

// buildKeepingWhatBuilds runs the project's build with the edits
// (changed). When it fails, and passes on the files as they were, the
// edits of each file are left out in turn: the first file without whose
// edits the build passes holds what broke it, and its fixes are taken
// out (a rename that a stylesheet or a type names, say). When no one file
// explains it, every edit is taken out. A build that failed before the
// edits too keeps them, and says so. It returns the build's verdict and
// what the working tree now holds.
func buildKeepingWhatBuilds(ctx context.Context, root string, tree *workTree, changed map[string][]byte, fixes []*fix.SourceFix,
	keep func(*fix.SourceFix) bool, takeOut func(*fix.SourceFix, string)) (string, map[string][]byte, error) {
	verdict := projectBuild(ctx, root)
	if !strings.HasPrefix(verdict, "failed") || len(changed) == 0 {
		return verdict, changed, nil
	}
	if err := tree.write(nil); err != nil {
		return verdict, changed, err
	}
	if before := projectBuild(ctx, root); strings.HasPrefix(before, "failed") {
		// Not the edits' doing: they stay.
		return verdict + " (it failed without the edits too)", changed, tree.write(changed)
	}
	_, why, _ := strings.Cut(verdict, ": ")
	for _, rel := range slices.Sorted(maps.Keys(changed)) {
		without := maps.Clone(changed)
		delete(without, rel)
		if err := tree.write(without); err != nil {
			return verdict, changed, err
		}
		if again := projectBuild(ctx, root); !strings.HasPrefix(again, "failed") {
			for _, g := range fixes {
				if keep(g) && g.Loc.File == rel {
					takeOut(g, "taken out: with it, the project's build failed ("+truncate(why, 300)+")")
				}
			}
			return again + " (after taking out the edits in " + rel + ", with which it failed)", without, nil
		}
	}
	for _, g := range fixes {
		if keep(g) {
			takeOut(g, "taken out: with the edits, the project's build failed ("+truncate(why, 300)+"), and no one file's edits explain it")
		}
	}
	return "passed (after taking out every edit: with them it failed)", nil, tree.write(nil)
}

// truncate cuts s to n bytes at a rune boundary, with an ellipsis.
func truncate(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
