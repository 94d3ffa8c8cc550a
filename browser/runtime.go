package browser

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// DriverVersion is the playwright-core version playwright-go v0.5200.1 insists on.
const DriverVersion = "1.52.0"

// AxeVersion is the pinned axe-core version the auditor loads at run time.
const AxeVersion = "4.14.1"

//go:embed runtime/package.json
var runtimePackageJSON []byte

//go:embed runtime/package-lock.json
var runtimePackageLock []byte

// Runtime locates the external pieces the browser needs at run time: the
// Playwright driver (node + playwright-core) and a Chromium binary. Nothing is
// embedded or committed; setup installs them (see Provision).
type Runtime struct {
	// DriverDir holds node and package/cli.js, as playwright-go expects.
	DriverDir string
	// BrowserPath is the Chromium executable.
	BrowserPath string
	// HeadlessShellPath is Chromium's headless shell, found beside a
	// system Chromium (never when a path was given): headless runs use it.
	HeadlessShellPath string
	// AxePath is axe.min.js, loaded by the auditor.
	AxePath string
	// Sources says where each piece was found (flag, env, cache, repo), for doctor.
	Sources map[string]string
}

// RuntimeOverrides carries the explicit choices from flags; empty means "look".
type RuntimeOverrides struct {
	DriverDir   string
	BrowserPath string
	RuntimeDir  string
}

// Env names understood by ResolveRuntime.
const (
	EnvDriverPath  = "PLAYWRIGHT_DRIVER_PATH"
	EnvBrowserPath = "ACCESSAGENTS_BROWSER_PATH"
	EnvRuntimeDir  = "ACCESSAGENTS_RUNTIME_DIR"
)

// ErrRuntimeMissing reports that setup has not been run (or is incomplete).
var ErrRuntimeMissing = errors.New("browser runtime not installed")

// DefaultCacheDir is the per-user runtime directory `accessagents setup` fills.
func DefaultCacheDir() string {
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "accessagents", "runtime")
	}
	return filepath.Join(os.TempDir(), "accessagents-runtime")
}

// ResolveRuntime finds driver, Chromium and axe-core in this order: flags,
// env vars, the per-user cache, then a repo-local `.runtime` (make setup)
// found by walking up from the working directory and the executable.
// It never fails: missing pieces are left empty for Check to report.
func ResolveRuntime(o RuntimeOverrides) Runtime {
	rt := Runtime{Sources: map[string]string{}}
	dirs := runtimeDirCandidates(o)

	switch {
	case o.DriverDir != "":
		rt.DriverDir, rt.Sources["driver"] = o.DriverDir, "flag --driver-path"
	case os.Getenv(EnvDriverPath) != "":
		rt.DriverDir, rt.Sources["driver"] = os.Getenv(EnvDriverPath), "env "+EnvDriverPath
	default:
		for _, d := range dirs {
			if isFile(filepath.Join(d.path, "driver", "package", "cli.js")) {
				rt.DriverDir, rt.Sources["driver"] = filepath.Join(d.path, "driver"), d.source
				break
			}
		}
	}
	for _, d := range dirs {
		p := filepath.Join(d.path, "node_modules", "axe-core", "axe.min.js")
		if isFile(p) {
			rt.AxePath, rt.Sources["axe"] = p, d.source
			break
		}
	}
	switch {
	case o.BrowserPath != "":
		rt.BrowserPath, rt.Sources["chromium"] = o.BrowserPath, "flag --browser-path"
	case os.Getenv(EnvBrowserPath) != "":
		rt.BrowserPath, rt.Sources["chromium"] = os.Getenv(EnvBrowserPath), "env "+EnvBrowserPath
	default:
		if p := findChromium(); p != "" {
			rt.BrowserPath, rt.Sources["chromium"] = p, "system"
		}
		if p := findHeadlessShell(); p != "" {
			rt.HeadlessShellPath, rt.Sources["chromium-headless-shell"] = p, "system"
		}
	}
	return rt
}

// LaunchPath is the executable to launch: Chromium's headless shell for a
// headless run when it is there, else Chromium. The shell is the same
// Blink and V8 without the browser's windowing layer, which a headless
// run never shows: the checks corpus found the same thing in both, on
// 91 CPU-seconds of the machine instead of 199 (docs/development.md). A
// path given by flag or environment is launched as given.
func (rt Runtime) LaunchPath(headless bool) string {
	if headless && rt.HeadlessShellPath != "" {
		return rt.HeadlessShellPath
	}
	return rt.BrowserPath
}

type runtimeDir struct{ path, source string }

func runtimeDirCandidates(o RuntimeOverrides) []runtimeDir {
	var out []runtimeDir
	if o.RuntimeDir != "" {
		out = append(out, runtimeDir{o.RuntimeDir, "flag --runtime-dir"})
	}
	if v := os.Getenv(EnvRuntimeDir); v != "" {
		out = append(out, runtimeDir{v, "env " + EnvRuntimeDir})
	}
	out = append(out, runtimeDir{DefaultCacheDir(), "user cache"})
	if d := findRepoRuntime(); d != "" {
		out = append(out, runtimeDir{d, "repo .runtime"})
	}
	return out
}

// findRepoRuntime walks up from the working directory and the executable
// looking for the `.runtime` directory that `make setup` creates.
func findRepoRuntime() string {
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, dir := range starts {
		for {
			cand := filepath.Join(dir, ".runtime")
			if isFile(filepath.Join(cand, "package.json")) {
				return cand
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	return ""
}

// chromiumCandidates prefers the real Debian binary over its shell wrapper,
// which prints a harmless but noisy warning on every start.
var chromiumCandidates = []string{
	"/usr/lib/chromium/chromium",
	"/usr/bin/chromium",
	"/usr/bin/chromium-browser",
	"/usr/bin/google-chrome",
	"/usr/bin/google-chrome-stable",
	"/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
	"/Applications/Chromium.app/Contents/MacOS/Chromium",
}

// headlessShellCandidates: Debian's chromium-headless-shell, then the
// name Chrome for Testing gives it.
var headlessShellCandidates = []string{
	"/usr/lib/chromium/chromium-headless-shell",
	"/usr/bin/chromium-headless-shell",
}

func findHeadlessShell() string {
	for _, p := range headlessShellCandidates {
		if isExecutable(p) {
			return p
		}
	}
	for _, name := range []string{"chromium-headless-shell", "chrome-headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

func findChromium() string {
	for _, p := range chromiumCandidates {
		if isExecutable(p) {
			return p
		}
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Problem is one missing or broken runtime piece and the exact fix.
type Problem struct {
	Component string
	Detail    string
	Fix       string
}

func (p Problem) String() string {
	return fmt.Sprintf("%s: %s\n  fix: %s", p.Component, p.Detail, p.Fix)
}

// Check reports what is missing; an empty result means the runtime is usable.
func (rt Runtime) Check() []Problem {
	var probs []Problem
	if rt.DriverDir == "" || !isFile(filepath.Join(rt.DriverDir, "package", "cli.js")) {
		probs = append(probs, Problem{"playwright driver", "playwright-core " + DriverVersion + " not found",
			"run `accessagents setup` (or `make setup` in a clone), or set " + EnvDriverPath})
	} else if v := driverVersion(rt.DriverDir); v != DriverVersion {
		probs = append(probs, Problem{"playwright driver", fmt.Sprintf("version %q at %s, need %s exactly", v, rt.DriverDir, DriverVersion),
			"run `accessagents setup` to reinstall the pinned version"})
	}
	if rt.DriverDir != "" && os.Getenv("PLAYWRIGHT_NODEJS_PATH") == "" && !isExecutable(filepath.Join(rt.DriverDir, "node")) {
		probs = append(probs, Problem{"node", "no node executable in " + rt.DriverDir,
			"install Node.js ≥18 (apt-get install nodejs) and re-run `accessagents setup`"})
	}
	if rt.BrowserPath == "" || !isExecutable(rt.BrowserPath) {
		probs = append(probs, Problem{"chromium", "no Chromium executable found",
			"apt-get install -y chromium (or pass --browser-path / set " + EnvBrowserPath + ")"})
	}
	if rt.AxePath == "" {
		probs = append(probs, Problem{"axe-core", "axe-core " + AxeVersion + " not found",
			"run `accessagents setup` (or `make setup` in a clone)"})
	}
	return probs
}

func driverVersion(dir string) string {
	return packageVersion(filepath.Join(dir, "package", "package.json"))
}

// packageVersion reads the "version" of an installed npm package.
func packageVersion(packageJSON string) string {
	b, err := os.ReadFile(packageJSON)
	if err != nil {
		return ""
	}
	var pkg struct {
		Version string `json:"version"`
	}
	if json.Unmarshal(b, &pkg) != nil {
		return ""
	}
	return pkg.Version
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func isExecutable(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}
