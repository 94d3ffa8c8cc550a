package audit

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/accessagents/accessagents/browser"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
)

// A child frame first gets a trivial probe: a frame whose script never
// yields (or whose document never commits) does not answer it within
// probeTimeout and is reported incomplete. A frame that answers is
// responsive, so the real work (loading axe, running it) gets the generous
// frameTimeout: on a loaded machine a new renderer can take seconds to
// compile axe, and that is slowness, not a broken frame.
const (
	probeTimeout = 10 * time.Second
	frameTimeout = time.Minute
)

// IncompleteFrame is a frame axe could not test.
type IncompleteFrame struct {
	Frame  string `json:"frame"`  // selector of the frame element
	URL    string `json:"url"`    // the frame's document, when known
	Reason string `json:"reason"` // why it was not tested
}

// frameBudget is that bound; frames left when it runs out are incomplete.
const frameBudget = 30 * time.Second

// ErrFrameBudget means the scan's time for frames ran out first.
var ErrFrameBudget = errors.New("the scan's time for frames ran out")

// ErrFrameTimeout means a frame did not answer within frameTimeout.
var ErrFrameTimeout = errors.New("frame did not answer in time")

// evalIn runs expr in frame f, giving up after d (playwright-go's Evaluate
// takes no timeout; the abandoned call ends with the page).
func evalIn(f playwright.Frame, d time.Duration, expr string, arg any) (any, error) {
	type res struct {
		v   any
		err error
	}
	ch := make(chan res, 1)
	go func() {
		v, err := f.Evaluate(expr, arg)
		ch <- res{v, err}
	}()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case r := <-ch:
		return r.v, r.err
	case <-t.C:
		return nil, ErrFrameTimeout
	}
}

// evalJSONIn is evalIn for a function whose result is decoded into out;
// the page sends it as JSON text (see browser.EvalJSON for why).
func evalJSONIn(f playwright.Frame, d time.Duration, expr string, arg any, out any) error {
	v, err := evalIn(f, d, browser.JSONResultJS(expr), arg)
	if err != nil {
		return err
	}
	return browser.DecodeJSONResult(v, out)
}

type frameContext struct {
	FrameSelector json.RawMessage `json:"frameSelector"`
	FrameContext  json.RawMessage `json:"frameContext"`
}

// childPartials enters one child frame through its element.
func (a *Axe) childPartials(parent playwright.Frame, k frameContext, options map[string]any, out *axeOutcome) ([]any, string, error) {
	var sel any
	if err := json.Unmarshal(k.FrameSelector, &sel); err != nil {
		return nil, "", err
	}
	var fctx any
	if err := json.Unmarshal(k.FrameContext, &fctx); err != nil {
		return nil, "", err
	}
	h, err := evalHandleIn(parent, probeTimeout, shadowSelectJS, sel)
	if err != nil {
		return nil, "", err
	}
	defer h.Dispose()
	el := h.AsElement()
	if el == nil {
		return nil, "", errors.New("frame element not found")
	}
	child, err := el.ContentFrame()
	if err != nil || child == nil {
		return nil, "", fmt.Errorf("frame has no document: %v", err)
	}
	if noScripts(parent, el) {
		return nil, child.URL(), ErrSandboxedFrame
	}
	list, err := a.partials(child, fctx, options, false, out)
	return list, child.URL(), err
}

// ErrSandboxedFrame means a frame's sandbox forbids scripts, so axe cannot
// run in it. Chromium gives such a document no script context at all: an
// evaluation there never answers, and the scan would wait out the probe.
var ErrSandboxedFrame = errors.New("sandboxed without allow-scripts: no script can run in it")

// noScripts reports whether a frame element's sandbox attribute leaves out
// allow-scripts. The browser applies the attribute when the frame loads, so
// a page that edits it afterwards can fool this either way; the probe still
// catches what this misses (and a CSP sandbox header), only more slowly.
// It runs in the parent frame with the probe's bound, like every other
// call a page's own scripts could stall.
func noScripts(parent playwright.Frame, el playwright.ElementHandle) bool {
	v, err := evalIn(parent, probeTimeout, `(e) => e.tagName === 'IFRAME' && e.hasAttribute('sandbox') && !e.sandbox.contains('allow-scripts')`, el)
	b, _ := v.(bool)
	return err == nil && b
}

func evalHandleIn(f playwright.Frame, d time.Duration, expr string, arg any) (playwright.JSHandle, error) {
	type res struct {
		h   playwright.JSHandle
		err error
	}
	ch := make(chan res, 1)
	go func() {
		h, err := f.EvaluateHandle(expr, arg)
		ch <- res{h, err}
	}()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case r := <-ch:
		return r.h, r.err
	case <-t.C:
		go func() {
			if r := <-ch; r.h != nil {
				r.h.Dispose()
			}
		}()
		return nil, ErrFrameTimeout
	}
}

// frameLabel renders axe's frame selector ("iframe#ad", or a shadow path).
func frameLabel(sel json.RawMessage) string {
	var one string
	if json.Unmarshal(sel, &one) == nil {
		return one
	}
	if s, err := finding.PlaywrightSelector(json.RawMessage("[" + string(sel) + "]")); err == nil {
		return s
	}
	return string(sel)
}
