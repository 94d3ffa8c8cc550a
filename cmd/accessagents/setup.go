package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/browser"
)

// runSetup provisions the runtime: the same code path `make setup` uses.
func runSetup(ctx context.Context, cfg Config) (int, error) {
	dir := cfg.SetupDir
	if dir == "" {
		dir = browser.DefaultCacheDir()
	}
	err := browser.Provision(ctx, browser.ProvisionOptions{Dir: dir, InstallChromium: !cfg.NoChromium, InstallOCR: true, Log: os.Stderr})
	if err != nil {
		return 1, err
	}
	fmt.Fprintf(os.Stderr, "setup: done (%s)\n", dir)
	if runDoctor(Config{RuntimeDir: dir, BrowserPath: cfg.BrowserPath}, os.Stderr) != 0 {
		return 1, nil
	}
	return 0, nil
}

// runDoctor prints what was found where, and the exact fix for what is missing.
func runDoctor(cfg Config, w io.Writer) int {
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{DriverDir: cfg.DriverPath, BrowserPath: cfg.BrowserPath, RuntimeDir: cfg.RuntimeDir})
	row := func(name, path, src string) {
		if path == "" {
			fmt.Fprintf(w, "  %-18s missing\n", name)
			return
		}
		fmt.Fprintf(w, "  %-18s %s (%s)\n", name, path, src)
	}
	fmt.Fprintln(w, "accessagents doctor:")
	row("playwright driver", rt.DriverDir, rt.Sources["driver"])
	row("chromium", rt.BrowserPath, rt.Sources["chromium"])
	if rt.HeadlessShellPath != "" {
		row("headless shell", rt.HeadlessShellPath, rt.Sources["chromium-headless-shell"]+"; headless runs launch it")
	} else if rt.Sources["chromium"] == "system" {
		fmt.Fprintf(w, "  %-18s missing (optional: headless runs then launch chromium, which takes about twice the CPU; apt-get install -y chromium-headless-shell)\n", "headless shell")
	}
	row("axe-core", rt.AxePath, rt.Sources["axe"])
	ocrRows(w)
	probs := rt.Check()
	if len(probs) == 0 {
		fmt.Fprintln(w, "all good")
		return 0
	}
	fmt.Fprintln(w, "problems:")
	for _, p := range probs {
		fmt.Fprintln(w, "  "+p.String())
	}
	return 1
}

// ocrRows reports the optional image-fix helpers. They are not problems:
// without them text images and file names are never used for names, and
// those images are handed to a person.
func ocrRows(w io.Writer) {
	if o, err := evidence.FindOCR(); err == nil {
		fmt.Fprintf(w, "  %-18s %s (text in images)\n", "tesseract (OCR)", o.Bin)
	} else {
		fmt.Fprintf(w, "  %-18s missing: text images go to a person; fix: accessagents setup (apt-get install tesseract-ocr)\n", "tesseract (OCR)")
	}
	if n := evidence.LoadWords(evidence.DictPath).Len(); n > 0 {
		fmt.Fprintf(w, "  %-18s %s (%d words)\n", "word list", evidence.DictPath, n)
	} else {
		fmt.Fprintf(w, "  %-18s missing: no name from a file name; fix: accessagents setup (apt-get install wamerican)\n", "word list")
	}
}
