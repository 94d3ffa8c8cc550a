// Package audit runs the real axe-core in pages driven by the browser
// package, keeps each session's Planner-Executor-Validator state, applies
// typed DOM fixes under Do-No-Harm checks, and exports what was fixed.
package audit

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
)

// ErrAxeMissing means axe-core is not installed (run `accessagents setup`).
var ErrAxeMissing = errors.New("axe-core not installed; run `accessagents setup` (or `make setup`)")

// DefaultTags are the WCAG 2.1 A/AA rule tags a scan runs by default.
var DefaultTags = []string{"wcag2a", "wcag2aa", "wcag21a", "wcag21aa"}

// runOptions are axe's options for a scan of the rules tagged tags. Rules
// axe marks experimental are left out of a tag run; the one WCAG rule among
// them that the ACT rules define (css-orientation-lock, ACT b33eff: a page
// locked to one orientation by a CSS transform, 1.3.4) is run when the
// standard includes WCAG 2.1 AA. IBM's rule tests of 1.3.4 failed on every
// page without it.
func runOptions(tags []string) map[string]any {
	o := map[string]any{
		"runOnly":     map[string]any{"type": "tag", "values": tags},
		"resultTypes": []string{"violations"},
		"xpath":       true,
	}
	if slices.Contains(tags, "wcag21aa") {
		o["rules"] = map[string]any{"css-orientation-lock": map[string]any{"enabled": true}}
	}
	return o
}

// Axe holds axe-core's source, read once from the installed package and
// injected into pages with Evaluate (which works under a strict CSP, where
// adding a script tag does not).
type Axe struct {
	src     string
	version string
	// held is each browser context's held scripts (holdIn).
	held sync.Map // playwright.BrowserContext → *holding
}

// LoadAxe reads axe.min.js from path.
func LoadAxe(path string) (*Axe, error) {
	if path == "" {
		return nil, ErrAxeMissing
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrAxeMissing, err)
	}
	a := &Axe{src: privateGlobal(string(b))}
	// The banner reads "/*! axe v4.14.1 ...".
	if i := strings.Index(a.src, "axe v"); i >= 0 {
		rest := a.src[i+5:]
		if j := strings.IndexAny(rest, " \n*"); j > 0 {
			a.version = rest[:j]
		}
	}
	return a, nil
}

// AxeGlobal is the window property our axe-core lives under. axe assigns
// itself to window.axe; pages have their own window.axe (another library, a
// different axe version, a read-only property), so ours is renamed at load:
// the page's global is never replaced, and the page can never replace ours.
const AxeGlobal = "__accessagentsAxe"

// privateGlobal makes axe's one global assignment use AxeGlobal.
func privateGlobal(src string) string {
	for _, from := range []string{"window.axe=axe", "window.axe = axe"} {
		if strings.Contains(src, from) {
			return strings.Replace(src, from, "window."+AxeGlobal+"=axe", 1)
		}
	}
	// An axe build whose assignment reads otherwise: alias after loading.
	return src + "\n;window." + AxeGlobal + " = window.axe;"
}

// Version is the loaded axe-core version.
func (a *Axe) Version() string { return a.version }

// hidePollutionJS takes enumerable properties a page added to
// Object.prototype off it (some legacy scripts do; axe's for-in loops and
// polyfills then break) and returns the function that puts them back.
const hidePollutionJS = `() => {
  const taken = [];
  for (const k in Object.prototype) {
    const d = Object.getOwnPropertyDescriptor(Object.prototype, k);
    if (d && d.configurable) { taken.push([k, d]); delete Object.prototype[k]; }
  }
  return () => { for (const [k, d] of taken) { try { Object.defineProperty(Object.prototype, k, d); } catch (e) {} } };
}`
