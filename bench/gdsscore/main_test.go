package main

import (
	"strings"
	"testing"
)

// TestCorpusMatchesPublishedFigures: every one of the 142 test pages is
// matched to its entry in tests.json, and the published figures the table
// quotes come out as the GDS audit published them (best single tool 57,
// the 13 tools together 90, axe 41).
func TestCorpusMatchesPublishedFigures(t *testing.T) {
	tests, err := loadTests("../../testdata/gds-audit")
	if err != nil {
		t.Fatal(err)
	}
	if len(tests) != 142 {
		t.Fatalf("%d tests, want 142", len(tests))
	}
	examples := 0
	for _, tc := range tests {
		if len(tc.Published) != 13 {
			t.Errorf("%s: %d published results, want 13", tc.File, len(tc.Published))
		}
		examples += len(tc.Examples)
	}
	if examples == 0 {
		t.Error("no test links to an example page")
	}
	if n := unionOf(tests); n != 90 {
		t.Errorf("the 13 tools together found %d, want 90", n)
	}
	rows := strings.Join(publishedRows(tests), "")
	if !strings.Contains(rows, "| sortsite (2017, published) | 57 |") || !strings.Contains(rows, "| axe (2017, published) | 41 |") ||
		len(publishedRows(tests)) != 13 {
		t.Errorf("published rows:\n%s", rows)
	}
	table := summary(tests, map[string]string{})
	if !strings.Contains(table, "| The 13 tools together (2017, published) | 90 |") {
		t.Errorf("summary:\n%s", table)
	}
}
