package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

// TestGoInstallFromModuleProxy is the README's first install line run the
// way a user runs it: `go install …/cmd/accessagents@latest` resolves the
// module through a proxy (here a file:// one built from this checkout's
// committed tree, with the dependencies from the local module cache), builds
// it, and the binary answers `tools`. A replace directive in go.mod, or a
// file the build needs that is not committed, fails it.
//
// The build uses this machine's module cache, so the dependencies sit where
// `make setup` compiled them and come from the build cache: under a module
// cache of its own each dependency's directory differs, which is part of
// its build-cache key, and the test recompiled every one of them (220 s of
// a busy CI run). The module gets a version of its own per run, removed
// from the cache afterwards.
func TestGoInstallFromModuleProxy(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: builds the whole binary from a module zip")
	}
	const modPath = "github.com/accessagents/accessagents"
	version := fmt.Sprintf("v0.0.1-installtest.%d", time.Now().UnixNano())
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	proxy := t.TempDir()
	vdir := filepath.Join(proxy, modPath, "@v")
	if err := os.MkdirAll(vdir, 0o755); err != nil {
		t.Fatal(err)
	}
	zf, err := os.Create(filepath.Join(vdir, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	// The committed tree (git archive works in a clone and a worktree alike;
	// nothing uncommitted, such as .runtime, gets in).
	tree := t.TempDir()
	archive := exec.Command("sh", "-c", `git -C "$1" archive --format=tar HEAD | tar -x -C "$2"`, "sh", root, tree)
	if out, err := archive.CombinedOutput(); err != nil {
		t.Fatalf("git archive HEAD: %v\n%s", err, out)
	}
	mv := module.Version{Path: modPath, Version: version}
	if err := modzip.CreateFromDir(zf, mv, tree); err != nil {
		t.Fatalf("module zip of HEAD: %v", err)
	}
	if err := zf.Close(); err != nil {
		t.Fatal(err)
	}
	gomod, err := exec.Command("git", "-C", root, "show", "HEAD:go.mod").Output()
	if err != nil {
		t.Fatal(err)
	}
	info, _ := json.Marshal(map[string]any{"Version": version, "Time": time.Now().UTC().Format(time.RFC3339)})
	for name, data := range map[string][]byte{"list": []byte(version + "\n"), version + ".mod": gomod, version + ".info": info} {
		if err := os.WriteFile(filepath.Join(vdir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The dependencies come from this machine's module cache, as a second
	// file:// proxy; fill it first (a no-op when it already holds them).
	dl := exec.Command("go", "mod", "download")
	dl.Dir = root
	if out, err := dl.CombinedOutput(); err != nil {
		t.Fatalf("go mod download: %v\n%s", err, out)
	}
	cache, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	modcache := strings.TrimSpace(string(cache))
	deps := filepath.Join(modcache, "cache", "download")
	t.Cleanup(func() { forgetModule(t, modcache, modPath, version) })
	bin, home := t.TempDir(), t.TempDir()
	cmd := exec.Command("go", "install", modPath+"/cmd/accessagents@latest")
	cmd.Dir = home // outside our module, as a user's shell is
	cmd.Env = append(os.Environ(),
		"GOPROXY=file://"+proxy+",file://"+deps,
		"GOSUMDB=off", "GOFLAGS=-modcacherw", "GOTOOLCHAIN=local",
		"GOBIN="+bin)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go install …@latest: %v\n%s", err, out)
	}
	out, err := exec.Command(filepath.Join(bin, "accessagents"), "tools", "--format", "json").Output()
	if err != nil {
		t.Fatalf("installed binary: %v", err)
	}
	if !strings.Contains(string(out), `"browser_navigate"`) {
		t.Errorf("installed binary's tool list lacks browser_navigate:\n%.300s", out)
	}
}

// forgetModule removes one version of a module from the module cache: its
// extracted tree, its downloaded files and the version list the run wrote
// (this module is never downloaded otherwise).
func forgetModule(t *testing.T, modcache, modPath, version string) {
	esc, err := module.EscapePath(modPath)
	if err != nil {
		t.Error(err)
		return
	}
	if err := os.RemoveAll(filepath.Join(modcache, esc+"@"+version)); err != nil {
		t.Errorf("removing the test version from the module cache: %v", err)
	}
	dl := filepath.Join(modcache, "cache", "download", esc, "@v")
	files, _ := filepath.Glob(filepath.Join(dl, version+".*"))
	for _, f := range append(files, filepath.Join(dl, "list")) {
		if err := os.Remove(f); err != nil && !os.IsNotExist(err) {
			t.Errorf("removing %s from the module cache: %v", f, err)
		}
	}
	// The directories the run made, now empty (a directory still holding
	// anything stays).
	for dir := dl; dir != modcache && strings.HasPrefix(dir, modcache); dir = filepath.Dir(dir) {
		_ = os.Remove(dir)
	}
	for dir := filepath.Dir(filepath.Join(modcache, esc)); dir != modcache && strings.HasPrefix(dir, modcache); dir = filepath.Dir(dir) {
		_ = os.Remove(dir)
	}
}
