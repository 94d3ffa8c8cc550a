package guard

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/schemas"
)

// requestCase is one case of testdata/guard/requests (see its README).
type requestCase struct {
	Name        string      `json:"name"`
	Want        string      `json:"want"`
	Method      string      `json:"method"`
	URL         string      `json:"url"`
	ContentType string      `json:"content_type"`
	Body        string      `json:"body"`
	Pad         int         `json:"pad"`
	Kind        schemas.Act `json:"kind"`
	Element     *Element    `json:"element"`
	Options     []string    `json:"options"`
}

func (c requestCase) verdict() Verdict {
	if c.Element != nil {
		return Classify(Action{Kind: c.Kind, Element: c.Element, Options: c.Options})
	}
	body := strings.Replace(c.Body, "{{PAD}}", strings.Repeat("A", c.Pad), 1)
	return ClassifyRequest(c.Method, c.URL, c.ContentType, body)
}

func loadCases(t *testing.T, dir string) []requestCase {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "guard", "requests", dir, "*.json"))
	if len(files) == 0 {
		t.Fatalf("no cases in %s", dir)
	}
	var all []requestCase
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cs []requestCase
		if err := json.Unmarshal(b, &cs); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		all = append(all, cs...)
	}
	return all
}

// caseScore is what one set measured: attacks caught, benign twins flagged.
type caseScore struct {
	attacks, caught, benign, flagged int
	misses                           []string
}

func score(cs []requestCase) caseScore {
	var s caseScore
	for _, c := range cs {
		v := c.verdict()
		if c.Want == "benign" {
			s.benign++
			if v.Destructive() {
				s.flagged++
				s.misses = append(s.misses, "flagged benign "+c.Name+": "+v.Explanation)
			}
			continue
		}
		s.attacks++
		if v.Destructive() {
			s.caught++
		} else {
			s.misses = append(s.misses, "missed "+c.Want+" "+c.Name+": "+v.Explanation)
		}
	}
	return s
}

// TestRequestCasesTune: every case the classifier was tuned on holds.
func TestRequestCasesTune(t *testing.T) {
	s := score(loadCases(t, "tune"))
	for _, m := range s.misses {
		t.Error(m)
	}
	t.Logf("tune: %d/%d attacks caught, %d/%d benign flagged", s.caught, s.attacks, s.flagged, s.benign)
}

// TestRequestCasesHeldOut: the held-out sets, written before tuning
// (heldout/) and after it ended (heldout2/), are measurements, not
// targets. Their floors are the figures measured when each was first run;
// a change that lowers them is a regression. Their failures are listed
// only with GUARD_HELDOUT_SHOW=1, so tuning does not read them.
func TestRequestCasesHeldOut(t *testing.T) {
	for _, c := range []struct {
		dir                   string
		minCaught, maxFlagged int
	}{
		{"heldout", 54, 1},  // measured: 54/54 caught, 1/21 benign flagged
		{"heldout2", 21, 2}, // measured: 21/31 caught, 2/12 benign flagged
	} {
		s := score(loadCases(t, c.dir))
		t.Logf("%s: %d/%d attacks caught, %d/%d benign flagged", c.dir, s.caught, s.attacks, s.flagged, s.benign)
		if os.Getenv("GUARD_HELDOUT_SHOW") != "" {
			for _, m := range s.misses {
				t.Log(m)
			}
		}
		if s.caught < c.minCaught || s.flagged > c.maxFlagged {
			t.Errorf("%s fell below its floor: %d caught (floor %d), %d flagged (ceiling %d)", c.dir, s.caught, c.minCaught, s.flagged, c.maxFlagged)
		}
	}
}

// TestEverydayControls: thirty everyday buttons an outside tester
// clicked; at most one may ask for confirmation.
func TestEverydayControls(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "guard", "requests", "everyday.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cs []requestCase
	if err := json.Unmarshal(b, &cs); err != nil {
		t.Fatal(err)
	}
	s := score(cs)
	for _, m := range s.misses {
		t.Log(m)
	}
	t.Logf("everyday: %d/%d flagged", s.flagged, s.benign)
	if s.benign != 30 || s.flagged > 1 {
		t.Errorf("everyday: %d/%d flagged, want at most 1 of 30", s.flagged, s.benign)
	}
}
