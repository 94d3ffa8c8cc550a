package skills

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func openTemp(t testing.TB) *Store {
	t.Helper()
	s, err := Open(context.Background(), t.TempDir(), Lexical{}, Options{Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// planFor builds a plan that uses the task's first slot, as a recorded run
// would (the literal value is templatised on save).
func planFor(task string) []Step {
	p := Parse(task)
	plan := []Step{{Action: "CLICK", TargetDescription: "New", SemanticRole: "primary_action"}}
	for _, k := range slices.Sorted(maps.Keys(p.Bindings)) {
		plan = append(plan, Step{Action: "TYPE", TargetDescription: k + " field", Value: p.Bindings[k]})
	}
	return append(plan, Step{Action: "CLICK", TargetDescription: "Save", SemanticRole: "confirmation"})
}

func TestParseSlotsAndTemplates(t *testing.T) {
	a := Parse("Create a project called 'Alpha' in Linear")
	b := Parse(`Make a new project named "Beta" in Linear`)
	if a.Template != b.Template || a.Template != "create project ${name} linear" {
		t.Errorf("templates %q / %q", a.Template, b.Template)
	}
	if a.Bindings["name"] != "Alpha" || b.Bindings["name"] != "Beta" {
		t.Errorf("bindings %v / %v", a.Bindings, b.Bindings)
	}
	c := Parse("Invite bob@example.com on 2026-12-01 with 3 seats, see https://x.example/a")
	for slot, want := range map[string]string{"email": "bob@example.com", "date": "2026-12-01", "number": "3", "url": "https://x.example/a"} {
		if c.Bindings[slot] != want {
			t.Errorf("slot %s = %q, want %q (%v)", slot, c.Bindings[slot], want, c.Bindings)
		}
	}
	if !Parse("Don't delete project X").Negated || Parse("Delete project X").Negated {
		t.Error("negation")
	}
}

func TestPrepareTemplatisesAndHidesSecrets(t *testing.T) {
	plan := []Step{
		{Action: "click", TargetDescription: "New project"},
		{Action: "TYPE", TargetDescription: "Project name", Value: "Alpha"},
		{Action: "TYPE", TargetDescription: "Password", Value: "hunter2"},
		{Action: "TYPE", TargetDescription: "Field", Value: "s3cr3t-token", Hints: &Hints{Selector: "input[name=api_key]"}},
	}
	out, err := Prepare(plan, map[string]string{"name": "Alpha"})
	if err != nil {
		t.Fatal(err)
	}
	if out[0].Action != "CLICK" || out[0].SemanticRole != "primary_action" || out[1].Value != "${name}" || out[1].SemanticRole != "form_field" {
		t.Errorf("prepared: %+v", out[:2])
	}
	if out[2].Value != "${secret}" || out[3].Value != "${secret}" {
		t.Errorf("secrets kept: %q %q", out[2].Value, out[3].Value)
	}
	for _, bad := range [][]Step{nil, {{Action: "DRAG", TargetDescription: "x"}}, {{Action: "TYPE", TargetDescription: "x"}},
		{{Action: "CLICK", TargetDescription: "x", SemanticRole: "boss"}}, {{Action: "CLICK"}}} {
		if _, err := Prepare(bad, nil); err == nil {
			t.Errorf("plan %+v accepted", bad)
		}
	}
}

// TestParaphraseSet scores the labelled pairs in testdata: no must-not-match
// pair may hit; recall on should-match pairs is reported.
func TestParaphraseSet(t *testing.T) {
	b, err := os.ReadFile("../testdata/skills/paraphrases.json")
	if err != nil {
		t.Fatal(err)
	}
	var pairs []struct {
		Saved    string `json:"saved"`
		SavedURL string `json:"saved_url"`
		Query    string `json:"query"`
		QueryURL string `json:"query_url"`
		Kind     string `json:"kind"`
		Match    bool   `json:"match"`
	}
	if err := json.Unmarshal(b, &pairs); err != nil {
		t.Fatal(err)
	}
	if len(pairs) < 60 {
		t.Fatalf("only %d pairs", len(pairs))
	}
	var should, recalled, mustNot, falseHits int
	for _, p := range pairs {
		s := openTemp(t)
		ctx := context.Background()
		if _, err := s.Add(ctx, p.Saved, planFor(p.Saved), p.SavedURL); err != nil {
			t.Fatalf("save %q: %v", p.Saved, err)
		}
		res, err := s.Find(ctx, p.Query, p.QueryURL)
		if err != nil {
			t.Fatalf("find %q: %v", p.Query, err)
		}
		if p.Match {
			should++
			if res.Hit {
				recalled++
			} else {
				t.Logf("missed paraphrase: %q ~ %q (%+v)", p.Saved, p.Query, res.NearestMiss)
			}
			continue
		}
		mustNot++
		if res.Hit {
			falseHits++
			t.Errorf("FALSE HIT (%s): saved %q, query %q, score %.3f", p.Kind, p.Saved, p.Query, res.Score)
		}
	}
	t.Logf("paraphrase set: %d pairs; recall %d/%d (%.0f%%) on should-match; %d false hits on %d must-not-match",
		len(pairs), recalled, should, 100*float64(recalled)/float64(should), falseHits, mustNot)
	if recalled*10 < should*7 {
		t.Errorf("recall %d/%d is below 70%%", recalled, should)
	}
}

func TestFindExplainsMissesAndFillsSlots(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	sk, err := s.Add(ctx, "Create a project called Alpha in Linear", planFor("Create a project called Alpha in Linear"), "https://linear.app/acme")
	if err != nil {
		t.Fatal(err)
	}
	if sk.Plan[1].Value != "${name}" {
		t.Fatalf("plan not templatised: %+v", sk.Plan)
	}
	hit, err := s.Find(ctx, `Make a new project named "Beta" in Linear`, "https://app.linear.app/acme/x")
	if err != nil || !hit.Hit || hit.Bindings["name"] != "Beta" || hit.Score <= DefaultThreshold || hit.Skill.ID != sk.ID {
		t.Fatalf("paraphrase hit: %+v %v", hit, err)
	}
	miss, _ := s.Find(ctx, "Archive the project called Alpha in Linear", "https://linear.app/acme")
	if miss.Hit || miss.NearestMiss == nil || !strings.Contains(miss.NearestMiss.Reason, "different action") {
		t.Errorf("archive vs create: %+v", miss)
	}
	low, _ := s.Find(ctx, "Create a project board called Alpha in Linear", "https://linear.app/acme")
	if low.Hit || low.NearestMiss == nil || low.NearestMiss.Score >= DefaultThreshold+0.05 {
		t.Errorf("different object: %+v", low)
	}
	// Three failed runs demote; saving again reinstates.
	for i := 0; i < DemoteAfter; i++ {
		if _, err := s.RecordRun(sk.ID, false); err != nil {
			t.Fatal(err)
		}
	}
	dem, _ := s.Find(ctx, "Create a project called Gamma in Linear", "https://linear.app/acme")
	if dem.Hit || dem.NearestMiss == nil || !strings.Contains(dem.NearestMiss.Reason, "demoted") {
		t.Errorf("demoted skill still hits: %+v", dem)
	}
	again, err := s.Add(ctx, "Create a project called Zeta in Linear", planFor("Create a project called Zeta in Linear"), "https://linear.app/acme")
	if err != nil || again.ID != sk.ID || again.Stats.Demoted {
		t.Fatalf("re-save: %+v %v", again, err)
	}
	if back, _ := s.Find(ctx, "Create a project called Gamma in Linear", "https://linear.app/acme"); !back.Hit {
		t.Errorf("re-saved skill does not hit: %+v", back)
	}
	// A plan slot the task cannot fill is refused on save.
	if _, err := s.Add(ctx, "Create a project", []Step{{Action: "TYPE", TargetDescription: "Name", Value: "${name}"}}, "https://linear.app/"); err == nil ||
		!strings.Contains(err.Error(), "${name}") {
		t.Errorf("unbound plan slot: %v", err)
	}
}

func TestExportImportAndEmbedderChange(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	s, err := Open(ctx, dir, Lexical{}, Options{Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	task := "Create a project called Alpha in Linear"
	if _, err := s.Add(ctx, task, planFor(task), "https://linear.app/acme"); err != nil {
		t.Fatal(err)
	}
	b, err := s.Export(nil)
	if err != nil || len(b.Skills) != 1 || b.Skills[0].Embedding != nil {
		t.Fatalf("export: %+v %v", b, err)
	}
	raw, _ := json.Marshal(b)
	s.Close()
	other, _ := Open(ctx, t.TempDir(), Lexical{}, Options{Logger: quietLog()})
	defer other.Close()
	ids, err := other.Import(ctx, raw)
	if err != nil || len(ids) != 1 {
		t.Fatalf("import: %v %v", ids, err)
	}
	if res, _ := other.Find(ctx, "Make a project named Omega in Linear", "https://linear.app/acme"); !res.Hit {
		t.Errorf("imported skill does not hit: %+v", res)
	}
	// Reopening with another embedder re-embeds; one that fails refuses.
	re, err := Open(ctx, dir, fakeEmbedder{id: "fake-v2"}, Options{Logger: quietLog()})
	if err != nil {
		t.Fatalf("re-embed: %v", err)
	}
	all, _ := re.List(ctx, "", 10)
	re.Close()
	raw2, _ := os.ReadFile(dir + "/skills/" + all[0].ID + ".json")
	if !strings.Contains(string(raw2), `"embedder": "fake-v2"`) {
		t.Errorf("store not re-embedded: %s", raw2)
	}
	if _, err := Open(ctx, dir, fakeEmbedder{id: "broken", fail: true}, Options{Logger: quietLog()}); err == nil ||
		!strings.Contains(err.Error(), `embedded with "fake-v2"`) {
		t.Errorf("failing embedder: %v", err)
	}
}

type fakeEmbedder struct {
	id   string
	fail bool
}

func (f fakeEmbedder) ID() string { return f.id }
func (f fakeEmbedder) Embed(ctx context.Context, text string) ([]float32, error) {
	if f.fail {
		return nil, fmt.Errorf("endpoint unreachable")
	}
	return Lexical{}.Embed(ctx, text)
}

// TestConcurrentSavesAndFinds: several goroutines save, find, record runs
// and list at once (run with -race).
func TestConcurrentSavesAndFinds(t *testing.T) {
	browsertest.Slow(t)
	s := openTemp(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 25; i++ {
				task := fmt.Sprintf("Create a project called P%d_%d in Linear", g, i)
				sk, err := s.Add(ctx, task, planFor(task), fmt.Sprintf("https://site%d-example.com/", g))
				if err != nil {
					t.Error(err)
					return
				}
				if _, err := s.Find(ctx, "Make a project named X in Linear", fmt.Sprintf("https://site%d-example.com/", g)); err != nil {
					t.Error(err)
				}
				s.RecordRun(sk.ID, i%2 == 0)
				s.List(ctx, "project", 5)
			}
		}(g)
	}
	wg.Wait()
	// Same template per site: each site keeps one refreshed skill.
	if n := s.Count(); n != 8 {
		t.Errorf("%d skills, want 8 (one per site)", n)
	}
}

func TestSecondProcessOpensReadOnly(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	a, err := Open(ctx, dir, Lexical{}, Options{Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	// flock locks are per open file description, so a second Open in this
	// process behaves like another process.
	b, err := Open(ctx, dir, Lexical{}, Options{Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if _, err := b.Add(ctx, "Log out", []Step{{Action: "CLICK", TargetDescription: "Log out"}}, "https://x.example.com/"); err == nil ||
		!strings.Contains(err.Error(), "read-only") {
		t.Errorf("second opener could save: %v", err)
	}
}
