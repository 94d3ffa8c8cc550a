package audit

import (
	"slices"
	"testing"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
)

func TestWCAGOfReadsCriterionLevelAndVersion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tags               []string
		sc, level, version string
	}{
		{[]string{"cat.text-alternatives", "wcag2a", "wcag111", "section508"}, "1.1.1", "A", "2.0"},
		{[]string{"wcag2aa", "wcag143"}, "1.4.3", "AA", "2.0"},
		{[]string{"wcag21aa", "wcag1410"}, "1.4.10", "AA", "2.1"},
		{[]string{"wcag22aa", "wcag258"}, "2.5.8", "AA", "2.2"},
		{[]string{"wcag21aaa", "wcag233"}, "2.3.3", "AAA", "2.1"},
		{[]string{"best-practice", "cat.keyboard"}, "", "", ""},
		{[]string{"best-practice", "wcag246", "accessagents"}, "2.4.6", "", ""},
	} {
		sc, level, version := finding.WCAGOf(c.tags)
		if sc != c.sc || level != c.level || version != c.version {
			t.Errorf("%v: %q %q %q, want %q %q %q", c.tags, sc, level, version, c.sc, c.level, c.version)
		}
	}
	for _, c := range checks.All() {
		if !c.BestPractice && (c.Level == "" || c.Version == "") {
			t.Errorf("%s has no level or version", c.ID)
		}
	}
}

func TestStandardsAdmit(t *testing.T) {
	t.Parallel()
	must := func(name string) finding.Standard {
		s, err := finding.ParseStandard(name)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if _, err := finding.ParseStandard("wcag3"); err == nil {
		t.Error("an unknown standard was accepted")
	}
	if must("").Name != finding.DefaultStandard {
		t.Error("empty is not the default standard")
	}
	for _, c := range []struct {
		std, sc, level, version string
		want                    bool
	}{
		{"wcag2a", "1.1.1", "A", "2.0", true},
		{"wcag2a", "1.4.3", "AA", "2.0", false},
		{"wcag2aa", "1.3.5", "AA", "2.1", false},
		{"wcag21aa", "1.3.5", "AA", "2.1", true},
		{"wcag21aa", "2.5.8", "AA", "2.2", false},
		{"wcag22aa", "2.5.8", "AA", "2.2", true},
		{"wcag22aa", "2.3.3", "AAA", "2.1", false},
		{"wcag22aaa", "2.3.3", "AAA", "2.1", true},
		{"wcag21aa", "4.1.1", "A", "2.0", true},
		{"wcag22aa", "4.1.1", "A", "2.0", false}, // obsolete in 2.2
		{"wcag22aaa", "2.4.6", "", "", false},    // a best practice counts nowhere
	} {
		if got := must(c.std).Admits(c.sc, c.level, c.version); got != c.want {
			t.Errorf("%s admits %s (%s, %s) = %v, want %v", c.std, c.sc, c.level, c.version, got, c.want)
		}
	}
	if got := must("wcag2aa").AxeTags(false); !slices.Equal(got, []string{"wcag2a", "wcag2aa"}) {
		t.Errorf("wcag2aa axe tags %v", got)
	}
	if got := must("wcag22aa").AxeTags(true); !slices.Equal(got, []string{"wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"}) {
		t.Errorf("wcag22aa axe tags with best practice %v", got)
	}
	if !slices.Equal(must(finding.DefaultStandard).AxeTags(false), DefaultTags) {
		t.Error("the default standard runs other axe rules than before")
	}
}

// TestScanLevels: best-practice findings come apart from violations and are
// never scored; a criterion the standard does not count is not a violation.
func TestScanLevels(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	ctx := testCtx(t)
	rules := func(vs []*finding.Violation) []string {
		var out []string
		for _, v := range vs {
			if !slices.Contains(out, v.RuleID) {
				out = append(out, v.RuleID)
			}
		}
		return out
	}
	url := siteURL("/pages/levels.html")
	plain, err := testEngine.Scan(ctx, s, ScanOptions{URL: url, PageSize: 50})
	if err != nil {
		t.Fatal(err)
	}
	if plain.Standard != finding.DefaultStandard || len(plain.BestPractice) != 0 {
		t.Errorf("default scan: standard %q, %d best-practice findings", plain.Standard, len(plain.BestPractice))
	}
	got := rules(plain.Violations)
	if !slices.Contains(got, "image-alt") || !slices.Contains(got, "aa-autocomplete") || slices.Contains(got, "region") || slices.Contains(got, "heading-order") {
		t.Errorf("default scan violations %v: want image-alt and aa-autocomplete, no best practice", got)
	}
	for _, v := range plain.Violations {
		if v.Kind != finding.KindViolation || v.WCAG == "" || v.WCAGLevel == "" || v.WCAGVersion == "" {
			t.Errorf("%s: kind %q wcag %q level %q version %q", v.RuleID, v.Kind, v.WCAG, v.WCAGLevel, v.WCAGVersion)
		}
		if v.RuleID == "image-alt" && (v.WCAG != "1.1.1" || v.WCAGLevel != "A" || v.WCAGVersion != "2.0") {
			t.Errorf("image-alt: %s %s %s", v.WCAG, v.WCAGLevel, v.WCAGVersion)
		}
	}

	bp, err := testEngine.Scan(ctx, s, ScanOptions{URL: url, PageSize: 50, BestPractice: true})
	if err != nil {
		t.Fatal(err)
	}
	if bp.Score != plain.Score || bp.TotalViolations != plain.TotalViolations {
		t.Errorf("best practice changed the score: %d/%d, was %d/%d", bp.Score, bp.TotalViolations, plain.Score, plain.TotalViolations)
	}
	practice := rules(bp.BestPractice)
	for _, want := range []string{"region", "heading-order"} {
		if !slices.Contains(practice, want) {
			t.Errorf("best practice %v lacks %s", practice, want)
		}
	}
	for _, v := range bp.BestPractice {
		if v.Kind != finding.KindBestPractice {
			t.Errorf("%s in best_practice has kind %q", v.RuleID, v.Kind)
		}
	}

	old, err := testEngine.Scan(ctx, s, ScanOptions{URL: url, PageSize: 50, Standard: "wcag2aa", BestPractice: true})
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(rules(old.Violations), "aa-autocomplete") {
		t.Error("a WCAG 2.0 audit counted 1.3.5 (WCAG 2.1) as a violation")
	}
	if !slices.Contains(rules(old.BestPractice), "aa-autocomplete") {
		t.Errorf("with best practice, a 2.1 criterion in a 2.0 audit is reported apart: %v", rules(old.BestPractice))
	}
	if old.Score <= plain.Score {
		t.Errorf("fewer counted violations must score higher: %d vs %d", old.Score, plain.Score)
	}
}
