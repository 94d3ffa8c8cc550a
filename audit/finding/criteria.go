package finding

// Every success criterion a finding fails. axe tags a rule with each
// criterion it tests (link-name: 2.4.4 and 4.1.2), and WCAG's failure
// techniques name more (F89: an empty link fails 2.4.4, 2.4.9 and 4.1.2;
// F68: an unlabelled field fails 1.3.1, 3.3.2 and 4.1.2). A finding is
// counted once and listed under each.

import (
	_ "embed"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
)

//go:embed criteria.json
var criteriaJSON []byte

// alsoFails maps a rule to the criteria its failures also fail, and
// techniqueFails a failure technique to the criteria it names
// (criteria.json, read once at start).
var alsoFails, techniqueFails, criterionLevel = func() (map[string][]string, map[string][]string, map[string]string) {
	type entry struct {
		Source   string   `json:"source"`
		Criteria []string `json:"criteria"`
	}
	var doc struct {
		Rules      map[string]entry  `json:"rules"`
		Techniques map[string]entry  `json:"techniques"`
		Levels     map[string]string `json:"levels"`
	}
	if err := json.Unmarshal(criteriaJSON, &doc); err != nil {
		panic("finding: criteria.json: " + err.Error())
	}
	flat := func(es map[string]entry) map[string][]string {
		m := make(map[string][]string, len(es))
		for id, e := range es {
			m[id] = e.Criteria
		}
		return m
	}
	return flat(doc.Rules), flat(doc.Techniques), doc.Levels
}()

// techniqueCriteria is what the failure technique a finding's data names
// (data.failure, "F55") fails, or nil.
func techniqueCriteria(data json.RawMessage) []string {
	if len(data) == 0 {
		return nil
	}
	var d struct {
		Failure string `json:"failure"`
	}
	if json.Unmarshal(data, &d) != nil {
		return nil
	}
	return techniqueFails[d.Failure]
}

// LevelOf is a criterion's conformance level when criteria.json names it,
// else "".
func LevelOf(sc string) string { return criterionLevel[sc] }

// criteriaFor is every criterion a finding of rule fails: its own (sc),
// its tags' and the techniques' (criteria.json), each once, in WCAG's
// order. A best practice with no criterion has none.
func criteriaFor(rule, sc string, tags []string) []string {
	out := CriteriaOf(tags)
	if sc != "" {
		out = append(out, sc)
	}
	if extra, ok := alsoFails[rule]; ok && (sc != "" || len(out) > 0) {
		out = append(out, extra...)
	}
	return sortCriteria(out)
}

// sortCriteria orders criteria as WCAG numbers them (1.4.10 after 1.4.9)
// and drops repeats.
func sortCriteria(cs []string) []string {
	key := func(c string) [3]int {
		var k [3]int
		for i, p := range strings.SplitN(c, ".", 3) {
			k[i], _ = strconv.Atoi(p)
		}
		return k
	}
	slices.SortFunc(cs, func(a, b string) int {
		ka, kb := key(a), key(b)
		for i := range ka {
			if ka[i] != kb[i] {
				return ka[i] - kb[i]
			}
		}
		return 0
	})
	return slices.Compact(cs)
}
