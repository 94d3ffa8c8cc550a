package checks

import (
	"encoding/json"
	"fmt"

	"github.com/accessagents/accessagents/audit/finding"
)

// A scan runs the cheap checks in the same page turn as axe: one
// evaluation from Go where there were three (axe, the checks, the
// language facts Go judges), and the checks' I/O (reading animated
// images) started before axe runs, so it overlaps axe's work. The
// results are the ones RunCheap gives.

// TurnJS is a page function for that turn. Called with TurnArg's value
// before axe runs, it defines the check library and starts reading the
// page's images; it returns an async function that, called once axe is
// done, runs the checks and returns what TurnResult reads. Its arguments
// are what the last scan found for each check whose result stands (or
// null) and the last scan's selectors with the rule for reusing them (or
// null); its found and sels properties are then what each check found
// and the selectors written, kept in the page for the next re-scan.
var TurnJS = "({ only, judged, maxNodes }) => {\n  const scope = null;\n" + cheapDefsJS + `
  if (only.includes('aa-animated-image') && htmlDoc()) readAnimations();
  const run = async (stood, reuse) => {
    const kept = {}, sels = new WeakMap();
    run.found = kept;
    run.sels = sels;
    const raw = only.length ? await (async () => {` + cheapLoopJS + `})() : [];
    const facts = {};
    if (judged.includes('` + langPartsID + `')) {
      try { facts['` + langPartsID + `'] = { lang: ((scope, lazy) => {` + checksLangJS + `)(null, true) }; } catch (e) { facts['` + langPartsID + `'] = { error: String(e && e.message || e) }; }
    }
    return { raw, facts };
  };
  return run;
}`

// TurnArg is TurnJS's argument for the cheap checks only names (every
// check id must be a cheap one; CheapFor gives such a list).
func TurnArg(only []string) map[string]any {
	js, judged := []string{}, []string{}
	for _, id := range only {
		if _, ok := judgedCheck(id); ok {
			judged = append(judged, id)
		} else if !SourceCheck(id) {
			js = append(js, id)
		}
	}
	return map[string]any{"only": js, "judged": judged, "maxNodes": finding.MaxNodesKept}
}

// turnOut is what TurnJS's runner returns.
type turnOut struct {
	Raw   []finding.RawCheck `json:"raw"`
	Facts map[string]struct {
		Lang  *langPage `json:"lang"`
		Error string    `json:"error"`
	} `json:"facts"`
}

// TurnResult turns what TurnJS's runner returned for arg into the checks'
// raw results, the Go-judged checks judged, in RunCheap's order. eval
// reads the same document again, for where the few things a Go-judged
// check flags are.
func TurnResult(v json.RawMessage, arg map[string]any, eval Eval) ([]finding.RawCheck, error) {
	var got turnOut
	if err := json.Unmarshal(v, &got); err != nil {
		return nil, fmt.Errorf("accessagents checks: %w", err)
	}
	raw := got.Raw
	judged, _ := arg["judged"].([]string)
	for _, id := range judged {
		f := got.Facts[id]
		switch {
		case f.Error != "":
			raw = append(raw, finding.RawCheck{ID: id, Error: fmt.Sprintf("accessagents check %s: %s", id, f.Error)})
		case id == langPartsID && f.Lang != nil:
			r, err := judgeLangPage(*f.Lang, eval)
			if err != nil {
				r = finding.RawCheck{ID: id, Error: err.Error()}
			}
			raw = append(raw, r)
		default:
			raw = append(raw, finding.RawCheck{ID: id, Error: fmt.Sprintf("accessagents check %s: the page turn returned nothing for it", id)})
		}
	}
	return raw, nil
}

// standsUnless lists the cheap checks whose result a re-scan may keep
// from the last scan when nothing about the page's look changed and only
// attributes did that no rule drawing the page reads (aria-label, alt,
// title, lang: the re-scan's quiet attributes, rescan.js): for each, the
// quiet attributes its verdicts read. Such a check's last findings stand
// unless one of those changed; where each finding is, and what it says,
// is written out again (a summary that names another element or a
// field's name is read then). A check not listed runs on every re-scan:
// every check that reads media, timing, the viewport, scrolling (what
// lies under a point) or the pointer, and those that read lang. TestStandingChecksIgnoreQuietAttributes holds each entry to
// what it says.
var standsUnless = map[string][]string{
	"aa-target-size":  {},
	"aa-visual-order": {},
	"aa-fake-heading": {},
	"aa-color-only":   {},
	"aa-text-list":    {},
	// These read names (or may: a field's label, a link's text with its
	// images' alt), and none reads lang: they stand after a change of
	// lang only.
	"aa-sensory-instructions": names, "aa-autocomplete": names, "aa-title-generic": names, "aa-link-purpose": names,
	"aa-label-in-name": names, "aa-layout-table": names, "aa-pseudo-content": names, "aa-radio-group": names,
	"aa-placeholder-label": names, "aa-no-visible-label": names, "aa-label-for": names, "aa-hint-unlinked": names,
	"aa-table-headers": names, "aa-heading-text": names, "aa-link-symbol": names, "aa-alt-placeholder": names, "aa-bypass": names,
}

// names are the quiet attributes that make up a name.
var names = []string{"aria-label", "alt", "title"}

// StandsUnless is, for the checks among ids whose result a re-scan may
// keep, the quiet attributes each one reads (see standsUnless).
func StandsUnless(ids []string) map[string]any {
	out := map[string]any{}
	for _, id := range ids {
		if reads, ok := standsUnless[id]; ok {
			out[id] = reads
		}
	}
	return out
}
