package skills

import (
	"context"
	"maps"
	"slices"

	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	chromem "github.com/philippgille/chromem-go"
)

// Miss is the nearest skill that did not match, and why.
type Miss struct {
	ID     string  `json:"id"`
	Task   string  `json:"task"`
	Score  float64 `json:"score"`
	Reason string  `json:"reason"`
}

// FindResult is find_skill's answer.
type FindResult struct {
	Hit         bool              `json:"hit"`
	Score       float64           `json:"score"`
	Skill       *Skill            `json:"skill"`
	NearestMiss *Miss             `json:"nearest_miss"`
	Bindings    map[string]string `json:"bindings"`
	// Needs lists placeholders the caller must supply at run time (secrets).
	Needs []string `json:"needs,omitempty"`
}

// candidates per query: enough to look past a few guarded-out near misses.
const candidates = 8

// Find looks up a skill for task on url's site. A hit needs similarity above
// the threshold, the same site, the same action verbs, the same negation,
// no demotion, and the task's slots filling every placeholder of the plan.
func (s *Store) Find(ctx context.Context, task, pageURL string) (FindResult, error) {
	res := FindResult{Bindings: map[string]string{}}
	site, err := Site(pageURL)
	if err != nil {
		return res, fmt.Errorf("url: %w", err)
	}
	p := Parse(task)
	res.Bindings = p.Bindings
	if len(p.Tokens) == 0 {
		return res, fmt.Errorf("task %q has no content words to match on", task)
	}
	vec, err := s.emb.Embed(ctx, p.Template)
	if err != nil {
		return res, fmt.Errorf("embed task: %w", err)
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	// Hit path: only skills of this site with the same action verbs.
	hits, err := query(ctx, s.cols[verbCol(site, p.Verbs)], vec)
	if err != nil {
		return res, err
	}
	s.scan(hits, p, &res)
	if res.Hit {
		return res, nil
	}
	// Miss: look at every skill of the site, to explain the nearest one.
	all, err := query(ctx, s.cols[siteCol(site)], vec)
	if err != nil {
		return res, err
	}
	res.NearestMiss = nil
	s.scan(all, p, &res)
	if !res.Hit && res.NearestMiss != nil {
		res.Score = res.NearestMiss.Score
	}
	return res, nil
}

func query(ctx context.Context, c *chromem.Collection, vec []float32) ([]chromem.Result, error) {
	if c == nil || c.Count() == 0 {
		return nil, nil
	}
	return c.QueryEmbedding(ctx, vec, min(candidates, c.Count()), nil, nil)
}

// scan walks ranked results: the first acceptable one is the hit, the best
// other one the nearest miss.
func (s *Store) scan(hits []chromem.Result, p Parsed, res *FindResult) {
	for _, h := range hits {
		sk, ok := s.skills[h.ID]
		if !ok {
			continue
		}
		score := float64(h.Similarity)
		reason := s.reject(sk, p, score)
		if reason == "" && !res.Hit {
			res.Hit, res.Score, res.Skill = true, round4(score), clone(sk)
			for _, slot := range PlanSlots(sk.Plan, sk.StartURL) {
				if _, bound := p.Bindings[slot]; !bound {
					res.Needs = append(res.Needs, slot)
				}
			}
			continue
		}
		if res.NearestMiss == nil && (reason != "" || res.Hit) {
			if reason == "" {
				reason = "a better match was found"
			}
			res.NearestMiss = &Miss{ID: sk.ID, Task: sk.Task, Score: round4(score), Reason: reason}
		}
		if res.Hit && res.NearestMiss != nil {
			break
		}
	}
}

// reject says why sk cannot serve p, or "".
func (s *Store) reject(sk *Skill, p Parsed, score float64) string {
	switch {
	case strings.Join(sk.Verbs, ",") != strings.Join(p.Verbs, ","):
		return fmt.Sprintf("different action: %s vs %s", verbList(sk.Verbs), verbList(p.Verbs))
	case sk.Negated != p.Negated:
		return "one task is negated and the other is not"
	}
	if slot, was, now := fixedValue(sk, p); slot != "" {
		return fmt.Sprintf("the skill was saved for %s %q and its plan always acts on that (it does not take ${%s}); this task names %q: plan it step by step and skill_save it",
			slot, was, slot, now)
	}
	if gone, instead := namedElsewhere(sk, p); len(gone) > 0 {
		return fmt.Sprintf("the skill acts on %q, which this task does not name (it names %q); plan it step by step and skill_save it",
			strings.Join(gone, " "), strings.Join(instead, " "))
	}
	switch {
	case sk.Stats.Demoted:
		return fmt.Sprintf("demoted after %d consecutive failed runs; save it again to reinstate", sk.Stats.ConsecutiveFailures)
	case score <= s.threshold:
		return fmt.Sprintf("similarity %.3f is not above the %.2f threshold", score, s.threshold)
	}
	for _, slot := range PlanSlots(sk.Plan, sk.StartURL) {
		if _, ok := p.Bindings[slot]; !ok && !RunTimeSlot(slot) {
			return fmt.Sprintf("the task gives no value for ${%s}", slot)
		}
	}
	return ""
}

// fixedValue finds a value the task names that the saved skill's plan
// does not take as a slot, and that differs from the value it was saved
// with: a replay would act on the saved one.
func fixedValue(sk *Skill, p Parsed) (slot, was, now string) {
	used := map[string]bool{}
	for _, s := range PlanSlots(sk.Plan, sk.StartURL) {
		used[s] = true
	}
	for _, k := range slices.Sorted(maps.Keys(p.Bindings)) {
		if used[k] {
			continue
		}
		if old, ok := sk.Bindings[k]; ok && !strings.EqualFold(old, p.Bindings[k]) {
			return k, old, p.Bindings[k]
		}
	}
	return "", "", ""
}

// namedElsewhere finds the words of the saved task that its plan acts on
// literally (a product's name in a step's target, not a slot) and that the
// new task lacks, with the new task's own words in their place. A skill
// saved for "Open Watering can" whose plan clicks "Watering can" must not
// replay for "Open Pruning shears": similar tasks, another element.
func namedElsewhere(sk *Skill, p Parsed) (gone, instead []string) {
	planned := map[string]bool{}
	for _, st := range sk.Plan {
		// Folded as task words are (stems, synonyms), so they compare.
		for _, t := range Parse(st.TargetDescription + " " + st.Value).Tokens {
			planned[t] = true
		}
	}
	now := map[string]bool{}
	for _, t := range p.Tokens {
		now[t] = true
	}
	was := map[string]bool{}
	for _, t := range Parse(sk.Task).Tokens {
		was[t] = true
		if !now[t] && !strings.HasPrefix(t, "${") && planned[t] {
			gone = append(gone, t)
		}
	}
	for _, t := range p.Tokens {
		if !was[t] && !strings.HasPrefix(t, "${") {
			instead = append(instead, t)
		}
	}
	return gone, instead
}

func verbList(v []string) string {
	if len(v) == 0 {
		return "(none)"
	}
	return strings.Join(v, "+")
}

func round4(f float64) float64 { return float64(int64(f*10000+0.5)) / 10000 }

// List returns skills, best matches for query first (or newest first when
// query is empty), at most limit.
func (s *Store) List(ctx context.Context, query string, limit int) ([]*Skill, error) {
	if limit <= 0 {
		limit = 20
	}
	var vec []float32
	if strings.TrimSpace(query) != "" {
		var err error
		if vec, err = s.emb.Embed(ctx, Parse(query).Template); err != nil {
			return nil, err
		}
	}
	// Snapshot under the lock: RecordRun mutates stats concurrently.
	s.mu.RLock()
	all := make([]*Skill, 0, len(s.skills))
	score := make(map[string]float64, len(s.skills))
	for _, sk := range s.skills {
		all = append(all, clone(sk))
		if vec != nil {
			score[sk.ID] = dot(vec, sk.Embedding)
		}
	}
	s.mu.RUnlock()
	if vec == nil {
		sort.Slice(all, func(i, j int) bool { return all[i].UpdatedAt.After(all[j].UpdatedAt) })
	} else {
		sort.Slice(all, func(i, j int) bool { return score[all[i].ID] > score[all[j].ID] })
	}
	if len(all) > limit {
		all = all[:limit]
	}
	return all, nil
}

func dot(a, b []float32) float64 {
	var s float64
	for i := range min(len(a), len(b)) {
		s += float64(a[i]) * float64(b[i])
	}
	return s
}

// Bundle is the export format: portable across embedders (vectors are
// dropped and rebuilt on import).
type Bundle struct {
	Format     string   `json:"format"`
	ExportedAt string   `json:"exported_at"`
	Skills     []*Skill `json:"skills"`
}

// BundleFormat identifies export files.
const BundleFormat = "accessagents-skills/v1"

// Export returns every skill (or the ids given) as a Bundle.
func (s *Store) Export(ids []string) (Bundle, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	b := Bundle{Format: BundleFormat, ExportedAt: time.Now().UTC().Format(time.RFC3339), Skills: []*Skill{}}
	want := map[string]bool{}
	for _, id := range ids {
		if _, ok := s.skills[id]; !ok {
			return b, fmt.Errorf("%w %q", ErrNotFound, id)
		}
		want[id] = true
	}
	for _, sk := range s.skills {
		if len(want) == 0 || want[sk.ID] {
			b.Skills = append(b.Skills, clone(sk))
		}
	}
	sort.Slice(b.Skills, func(i, j int) bool { return b.Skills[i].ID < b.Skills[j].ID })
	return b, nil
}

// Import adds a bundle's skills, re-validating and re-embedding each. It
// returns the ids saved.
func (s *Store) Import(ctx context.Context, raw []byte) ([]string, error) {
	var b Bundle
	if err := json.Unmarshal(raw, &b); err != nil {
		return nil, fmt.Errorf("not a skills bundle: %w", err)
	}
	if b.Format != BundleFormat {
		return nil, fmt.Errorf("bundle format %q, want %q", b.Format, BundleFormat)
	}
	var ids []string
	for i, sk := range b.Skills {
		plan := sk.Plan
		// Restore the example values so Add can re-derive the placeholders.
		filled := make([]Step, len(plan))
		for j, st := range plan {
			st.Value, _ = Fill(st.Value, sk.Bindings)
			filled[j] = st
		}
		startURL, _ := Fill(sk.StartURL, sk.Bindings)
		saved, err := s.Add(ctx, sk.Task, filled, startURL)
		if err != nil {
			return ids, fmt.Errorf("skill %d (%q): %w", i+1, sk.Task, err)
		}
		ids = append(ids, saved.ID)
	}
	return ids, nil
}
