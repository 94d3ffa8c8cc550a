package report

import (
	"testing"

	"github.com/accessagents/accessagents/audit"
)

// TestTimeLine: the phases over a tenth of a second, largest first, after
// the total; nothing without timings.
func TestTimeLine(t *testing.T) {
	t.Parallel()
	got := TimeLine(&audit.Timings{Navigate: 300, Load: 20, Inject: 150, Axe: 1200, Finish: 90, Checks: 400, Source: 5, Serialise: 1, Total: 2200})
	want := "Scan time 2.2 s: axe-core's rules 1.2 s, our checks 0.4 s, opening the page 0.3 s, loading axe-core 0.1 s."
	if got != want {
		t.Errorf("TimeLine:\n got  %q\n want %q", got, want)
	}
	if TimeLine(nil) != "" {
		t.Error("no timings, yet a line")
	}
}
