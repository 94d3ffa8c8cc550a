package main

import (
	"os"
	"testing"

	"github.com/accessagents/accessagents/audit/checks"
)

// TestChecksDocIsCurrent: docs/checks.md is what the catalogue says, and
// every check says what it proves and what it leaves for a person.
func TestChecksDocIsCurrent(t *testing.T) {
	for _, c := range checks.All() {
		if p, l := checks.Doc(c.ID); p == "" || l == "" {
			t.Errorf("%s has no entry in audit/checks/catalogue.go", c.ID)
		}
	}
	b, err := os.ReadFile("../../docs/checks.md")
	if err != nil || string(b) != render() {
		t.Errorf("docs/checks.md is out of date (%v): run go run ./bench/checksdoc", err)
	}
}
