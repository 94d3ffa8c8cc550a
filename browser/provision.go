package browser

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// ProvisionOptions controls Provision.
type ProvisionOptions struct {
	// Dir receives package.json, node_modules and driver/.
	Dir string
	// InstallChromium runs apt-get when no Chromium is found and we are root.
	InstallChromium bool
	// InstallOCR installs Debian's tesseract-ocr (text in images) and
	// wamerican (the word list names are checked against) when missing.
	InstallOCR bool
	// Log receives progress lines (stderr in the CLI).
	Log io.Writer
}

// Provision installs the pinned npm runtime (playwright-core driver and
// axe-core) from the embedded lockfile into opts.Dir, links the driver
// layout playwright-go expects, and installs Debian Chromium if asked.
// It is idempotent: a second run with everything present does nothing.
func Provision(ctx context.Context, opts ProvisionOptions) error {
	logw := opts.Log
	if logw == nil {
		logw = io.Discard
	}
	dir, err := filepath.Abs(opts.Dir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create runtime dir: %w", err)
	}
	if err := writeIfChanged(filepath.Join(dir, "package.json"), runtimePackageJSON); err != nil {
		return err
	}
	if err := writeIfChanged(filepath.Join(dir, "package-lock.json"), runtimePackageLock); err != nil {
		return err
	}
	nm := filepath.Join(dir, "node_modules")
	if packageVersion(filepath.Join(nm, "playwright-core", "package.json")) != DriverVersion ||
		packageVersion(filepath.Join(nm, "axe-core", "package.json")) != AxeVersion {
		fmt.Fprintf(logw, "setup: npm ci (playwright-core@%s, axe-core@%s) in %s\n", DriverVersion, AxeVersion, dir)
		// --ignore-scripts: playwright-core has no install step we want, and
		// nothing may try to download a browser on a closed network.
		cmd := exec.CommandContext(ctx, "npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error")
		cmd.Dir = dir
		cmd.Stdout, cmd.Stderr = logw, logw
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("npm ci in %s: %w (is Node.js ≥18 with npm installed?)", dir, err)
		}
	} else {
		fmt.Fprintf(logw, "setup: npm packages already present in %s\n", nm)
	}
	if err := linkDriver(dir); err != nil {
		return err
	}
	if opts.InstallOCR {
		if missing := MissingOCRPackages(); len(missing) > 0 {
			fmt.Fprintf(logw, "setup: installing %v (apt-get): text in images and the word list for honest names\n", missing)
			if err := installApt(ctx, logw, missing...); err != nil {
				// Without OCR, fixes are still honest: text images go to a person.
				fmt.Fprintf(logw, "setup: warning: %v\n", err)
			}
		} else {
			fmt.Fprintln(logw, "setup: tesseract-ocr and wamerican present")
		}
	}
	if !opts.InstallChromium {
		return nil
	}
	var missing []string
	if p := findChromium(); p != "" {
		fmt.Fprintf(logw, "setup: chromium present at %s\n", p)
	} else {
		missing = append(missing, "chromium")
	}
	if p := findHeadlessShell(); p != "" {
		fmt.Fprintf(logw, "setup: chromium-headless-shell present at %s\n", p)
	} else {
		missing = append(missing, "chromium-headless-shell")
	}
	if len(missing) == 0 {
		return nil
	}
	fmt.Fprintf(logw, "setup: installing Debian %s (apt-get)\n", strings.Join(missing, " and "))
	err = installApt(ctx, logw, missing...)
	if err != nil && slices.Equal(missing, []string{"chromium-headless-shell"}) {
		// Headless runs then launch Chromium itself: slower, the same results.
		fmt.Fprintf(logw, "setup: warning: %v\n", err)
		return nil
	}
	return err
}

// MissingOCRPackages lists the Debian packages the image fixes want and
// this machine lacks: tesseract-ocr (the tesseract command) and wamerican
// (/usr/share/dict/words).
func MissingOCRPackages() []string {
	var out []string
	if _, err := exec.LookPath("tesseract"); err != nil {
		out = append(out, "tesseract-ocr")
	}
	if _, err := os.Stat("/usr/share/dict/words"); err != nil {
		out = append(out, "wamerican")
	}
	return out
}

// linkDriver creates dir/driver/{node,package} as symlinks: playwright-go
// wants node and package/cli.js side by side in one directory.
func linkDriver(dir string) error {
	drv := filepath.Join(dir, "driver")
	if err := os.MkdirAll(drv, 0o755); err != nil {
		return err
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return fmt.Errorf("node not found on PATH: install Node.js ≥18 (apt-get install nodejs)")
	}
	if node, err = filepath.Abs(node); err != nil {
		return err
	}
	links := map[string]string{
		filepath.Join(drv, "node"):    node,
		filepath.Join(drv, "package"): filepath.Join(dir, "node_modules", "playwright-core"),
	}
	for link, target := range links {
		if cur, err := os.Readlink(link); err == nil && cur == target {
			continue
		}
		_ = os.Remove(link)
		if err := os.Symlink(target, link); err != nil {
			return fmt.Errorf("link %s: %w", link, err)
		}
	}
	return nil
}

// installApt installs Debian packages; apt unpacks into TMPDIR, so it gets
// a private one (a shared /tmp being cleaned once broke an install), and one
// retry.
func installApt(ctx context.Context, logw io.Writer, pkgs ...string) error {
	if os.Geteuid() != 0 {
		return fmt.Errorf("%v not found; install with: sudo apt-get install -y %s (or pass --browser-path for chromium)", pkgs, strings.Join(pkgs, " "))
	}
	if _, err := exec.LookPath("apt-get"); err != nil {
		return fmt.Errorf("%v not found and apt-get unavailable; install them with your package manager", pkgs)
	}
	tmp, err := os.MkdirTemp("", "accessagents-apt-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	run := func(args ...string) error {
		cmd := exec.CommandContext(ctx, "apt-get", args...)
		cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "DEBIAN_FRONTEND=noninteractive")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("apt-get %v: %w\n%s", args, err, tail(out.Bytes(), 2000))
		}
		return nil
	}
	var lastErr error
	for attempt := 0; attempt < 2; attempt++ {
		if lastErr = run("update", "-qq"); lastErr != nil {
			continue
		}
		if lastErr = run(append([]string{"install", "-y", "-qq"}, pkgs...)...); lastErr == nil {
			return nil
		}
	}
	return lastErr
}

func writeIfChanged(path string, data []byte) error {
	if cur, err := os.ReadFile(path); err == nil && bytes.Equal(cur, data) {
		return nil
	}
	return os.WriteFile(path, data, 0o644)
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}
