// Package interactive holds the on-request checks that act in the page as a
// person would: the real Tab walk and its focus pixels (keyboard traps,
// unreachable controls, focus visibility and order), hover and focus
// content, zoom, reflow and text spacing, changes of context on focus and
// input, and text in images. Each takes seconds rather than milliseconds,
// so they run when asked (--checks all, audit_run_checks), never in a
// default scan. Their catalogue entries live in package checks.
package interactive

import (
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// htmlDocExpr is true on an HTML document with a body (or a frameset).
// An SVG or other XML document, or an HTML one whose body a script took
// away, has no HTML content for our checks: none of them applies there,
// and each must say so by finding nothing rather than by failing.
const htmlDocExpr = `(!!document.body && !!document.documentElement && document.documentElement.namespaceURI === 'http://www.w3.org/1999/xhtml')`

// HTMLDocJS declares htmlDoc() for the in-page check runners.
const HTMLDocJS = "  const htmlDoc = () => " + htmlDocExpr + ";\n"

// isHTMLDoc says whether the page holds an HTML document our checks apply to.
func isHTMLDoc(p playwright.Page) (bool, error) {
	v, err := p.Evaluate("() => " + htmlDocExpr)
	if err != nil {
		return false, fmt.Errorf("accessagents checks: read the document type: %w", err)
	}
	ok, _ := v.(bool)
	return ok, nil
}

// noMotionCSS stops transitions, animations and the caret so two
// screenshots differ only by focus styles.
const noMotionCSS = `*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}`

const styleOnJS = `(css) => { const s = document.createElement('style'); s.setAttribute('data-accessagents-check', ''); s.textContent = css; document.head.appendChild(s); }`

const styleOffJS = `() => document.querySelectorAll('style[data-accessagents-check]').forEach((s) => s.remove())`
