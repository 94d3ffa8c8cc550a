package audit

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/accessagents/accessagents/audit/finding"
)

// BaselineDiff is what changed on a page since a previous audit of it.
type BaselineDiff struct {
	Path      string               `json:"path"`
	Before    int                  `json:"violations_before"` // violating nodes in the baseline
	New       []*finding.Violation `json:"new"`               // open now, not in the baseline
	Fixed     []*finding.Violation `json:"fixed"`             // in the baseline, gone now
	Unchanged int                  `json:"unchanged"`
}

// LoadScanBaseline reads a previous `accessagents audit --format json`
// output of the page.
func LoadScanBaseline(path string) (ScanResult, error) {
	var base ScanResult
	b, err := os.ReadFile(path)
	if err != nil {
		return base, fmt.Errorf("--baseline: %w", err)
	}
	if err := json.Unmarshal(b, &base); err != nil || base.Violations == nil {
		return base, fmt.Errorf("--baseline %s: not the JSON of `accessagents audit --format json` (want an object with a violations list): %v", path, err)
	}
	base.Expand()
	return base, nil
}

// DiffBaseline compares the open violations now with a baseline's, by
// violation id (a hash of rule and target, stable across scans).
func DiffBaseline(path string, base ScanResult, now []*finding.Violation) *BaselineDiff {
	d := &BaselineDiff{Path: path, Before: base.TotalViolations, New: []*finding.Violation{}, Fixed: []*finding.Violation{}}
	was := map[string]bool{}
	for _, v := range base.Violations {
		was[v.ID] = true
	}
	is := map[string]bool{}
	for _, v := range now {
		is[v.ID] = true
		if was[v.ID] {
			d.Unchanged++
		} else {
			d.New = append(d.New, v)
		}
	}
	for _, v := range base.Violations {
		if !is[v.ID] {
			d.Fixed = append(d.Fixed, v)
		}
	}
	return d
}
