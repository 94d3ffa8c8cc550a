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
// done, runs the checks and returns what TurnResult reads.
var TurnJS = "({ only, judged, maxNodes }) => {\n  const scope = null;\n" + cheapDefsJS + `
  if (only.includes('aa-animated-image') && htmlDoc()) readAnimations();
  return async () => {
    const raw = only.length ? await (async () => {` + cheapLoopJS + `})() : [];
    const facts = {};
    if (judged.includes('` + langPartsID + `')) {
      try { facts['` + langPartsID + `'] = { lang: ((scope) => {` + checksLangJS + `)(null) }; } catch (e) { facts['` + langPartsID + `'] = { error: String(e && e.message || e) }; }
    }
    return { raw, facts };
  };
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
// raw results, the Go-judged checks judged, in RunCheap's order.
func TurnResult(v json.RawMessage, arg map[string]any) ([]finding.RawCheck, error) {
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
			raw = append(raw, judgeLangPage(*f.Lang))
		default:
			raw = append(raw, finding.RawCheck{ID: id, Error: fmt.Sprintf("accessagents check %s: the page turn returned nothing for it", id)})
		}
	}
	return raw, nil
}
