package crawl

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

// SampleURLs caps the pages listed per template-level finding.
const SampleURLs = 5

// Template is one template-level finding: the same violation (same
// fingerprint) on every page it appears on — one fix, not one per page.
type Template struct {
	Fingerprint string   `json:"fingerprint"`
	RuleID      string   `json:"rule_id"`
	Impact      string   `json:"impact"`
	Help        string   `json:"help"`
	HelpURL     string   `json:"help_url"`
	Selector    string   `json:"selector"`
	Snippet     string   `json:"html"`
	Pages       int      `json:"pages"`
	Instances   int      `json:"instances"`
	SamplePages []string `json:"sample_pages"`
	New         bool     `json:"new,omitempty"`
}

// SiteSummary is the head of site.json.
type SiteSummary struct {
	Tool        string         `json:"tool"`
	Version     string         `json:"version"`
	Start       []string       `json:"start"`
	GeneratedAt string         `json:"generated_at"`
	Complete    bool           `json:"complete"`
	Stopped     string         `json:"stopped,omitempty"`
	PagesTotal  int            `json:"pages_total"`
	ByStatus    map[string]int `json:"by_status"`
	Counts      finding.Counts `json:"counts"`
	// Score is the site's: the mean of its scanned pages' scores, each
	// page's counting the site-level violations that concern it too;
	// LowestScore is the worst page's. Both absent when no page was
	// scanned.
	Score        *int        `json:"score,omitempty"`
	LowestScore  *int        `json:"lowest_page_score,omitempty"`
	TemplateN    int         `json:"template_findings"`
	Baseline     string      `json:"baseline,omitempty"`
	NewTemplates int         `json:"new_template_findings"`
	AxeVersion   string      `json:"axe_version,omitempty"`
	Templates    []*Template `json:"templates"`
	// Skipped lists the URLs the crawl found but would not request because
	// the guard judges them destructive, each with the guard's reason.
	Skipped []Skipped `json:"skipped_destructive,omitempty"`
	// SiteFindings are the site-level checks' findings, each with every
	// page it concerns; each violation is also a template finding (for the
	// gate), a needs-review one is not.
	SiteFindings []SiteFinding `json:"site_findings,omitempty"`
	// Rules rolls the findings up by rule, most severe first.
	Rules []RuleRollup `json:"rules"`
	// Timings are the scanned pages' phases summed: where the crawl's
	// scanning time went (pages scanned side by side overlap).
	Timings *audit.Timings `json:"timings,omitempty"`
}

// RuleRollup is one rule across the site: how many template-level
// findings, violating nodes and pages it has.
type RuleRollup struct {
	RuleID    string `json:"rule_id"`
	Impact    string `json:"impact"`
	Help      string `json:"help"`
	HelpURL   string `json:"help_url"`
	Templates int    `json:"template_findings"`
	Instances int    `json:"instances"`
	Pages     int    `json:"pages"`
}

// Skipped is one URL the crawl left alone, and why.
type Skipped struct {
	URL    string `json:"url"`
	Reason string `json:"reason"`
}

// Aggregate reads the crawl in dir, as a stream of page reports, and folds
// its violations into template-level findings, most severe and most
// widespread first. baseline, if not nil, marks findings not in it as New.
// Memory grows with distinct findings, not with pages.
func Aggregate(dir string, baseline map[string]bool) (*SiteSummary, error) {
	s := &SiteSummary{Tool: "accessagents", ByStatus: map[string]int{}, GeneratedAt: time.Now().UTC().Format(time.RFC3339)}
	byFP := map[string]*Template{}
	rulePages := map[string]int{}
	var site []sitePage
	pageCounts := map[string]finding.Counts{}
	err := Records(dir, func(r Record) error {
		s.PagesTotal++
		if r.Status == StatusScanned {
			pageCounts[r.URL] = r.Counts
		}
		s.ByStatus[r.Status]++
		s.Counts.Critical += r.Counts.Critical
		s.Counts.Serious += r.Counts.Serious
		s.Counts.Moderate += r.Counts.Moderate
		s.Counts.Minor += r.Counts.Minor
		if r.Timings != nil {
			if s.Timings == nil {
				s.Timings = &audit.Timings{}
			}
			*s.Timings = s.Timings.Add(*r.Timings)
		}
		if r.Status == StatusDestructive {
			s.Skipped = append(s.Skipped, Skipped{URL: r.URL, Reason: r.Detail})
		}
		if r.File == "" {
			return nil
		}
		rep, err := ReadPage(dir, r.File)
		if err != nil {
			return err
		}
		if s.AxeVersion == "" {
			s.AxeVersion = rep.AxeVersion
		}
		if rep.SiteFacts != nil {
			site = append(site, sitePage{url: r.URL, facts: rep.SiteFacts})
		}
		onPage, ruleOnPage := map[string]bool{}, map[string]bool{}
		for _, f := range rep.Findings {
			if !ruleOnPage[f.RuleID] {
				ruleOnPage[f.RuleID] = true
				rulePages[f.RuleID]++
			}
			t := byFP[f.Fingerprint]
			if t == nil {
				t = &Template{Fingerprint: f.Fingerprint, RuleID: f.RuleID, Impact: f.Impact, Help: f.Help, HelpURL: f.HelpURL,
					Selector: SelectorShape(f.Selector), Snippet: f.HTML}
				byFP[f.Fingerprint] = t
			}
			t.Instances++
			if !onPage[f.Fingerprint] {
				onPage[f.Fingerprint] = true
				t.Pages++
				if len(t.SamplePages) < SampleURLs {
					t.SamplePages = append(t.SamplePages, r.URL)
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.SiteFindings = siteFindings(site)
	for _, f := range s.SiteFindings {
		if f.Kind != finding.KindViolation {
			continue // needs review: reported, never counted
		}
		t := &Template{Fingerprint: f.Fingerprint, RuleID: f.RuleID, Impact: f.Impact, Help: f.Help, HelpURL: f.HelpURL,
			Selector: f.Selector, Snippet: f.Summary, Pages: len(f.Pages), Instances: len(f.Pages)}
		t.SamplePages = f.Pages[:min(len(f.Pages), SampleURLs)]
		byFP[f.Fingerprint] = t
		s.Counts = s.Counts.Add(f.Impact, len(f.Pages))
		rulePages[f.RuleID] += len(f.Pages)
		for _, p := range f.Pages {
			if c, ok := pageCounts[p]; ok {
				pageCounts[p] = c.Add(f.Impact, 1)
			}
		}
	}
	s.Score, s.LowestScore = siteScore(pageCounts)
	for _, t := range byFP {
		t.New = baseline != nil && !baseline[t.Fingerprint]
		if t.New {
			s.NewTemplates++
		}
		s.Templates = append(s.Templates, t)
	}
	sort.Slice(s.Templates, func(i, j int) bool {
		a, b := s.Templates[i], s.Templates[j]
		if ra, rb := impactRank(a.Impact), impactRank(b.Impact); ra != rb {
			return ra < rb
		}
		if a.Pages != b.Pages {
			return a.Pages > b.Pages
		}
		if a.Instances != b.Instances {
			return a.Instances > b.Instances
		}
		return a.Fingerprint < b.Fingerprint
	})
	s.TemplateN = len(s.Templates)
	s.Rules = rollUp(s.Templates, rulePages)
	return s, nil
}

// siteScore is the mean of the pages' scores, rounded, and the lowest;
// nil, nil with no page.
func siteScore(pages map[string]finding.Counts) (*int, *int) {
	if len(pages) == 0 {
		return nil, nil
	}
	sum, low := 0, 100
	for _, c := range pages {
		sc := c.Score()
		sum += sc
		low = min(low, sc)
	}
	mean := (2*sum + len(pages)) / (2 * len(pages))
	return &mean, &low
}

// ReadPage reads one page report from the crawl in dir.
func ReadPage(dir, file string) (*PageReport, error) {
	b, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		return nil, err
	}
	var rep PageReport
	if err := json.Unmarshal(b, &rep); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return &rep, nil
}

// WriteSiteJSON writes site.json: the summary and template findings, then
// every page's record streamed from the journal.
func WriteSiteJSON(dir string, s *SiteSummary) (string, error) {
	path := filepath.Join(dir, "site.json")
	f, err := os.Create(path + ".tmp")
	if err != nil {
		return "", err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	head, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return "", err
	}
	w.Write(head[:len(head)-2]) // drop the closing "\n}"
	w.WriteString(",\n  \"pages\": [")
	n := 0
	err = Records(dir, func(r Record) error {
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		if n > 0 {
			w.WriteString(",")
		}
		n++
		w.WriteString("\n    ")
		_, err = w.Write(b)
		return err
	})
	if err != nil {
		return "", err
	}
	w.WriteString("\n  ]\n}\n")
	if err := w.Flush(); err != nil {
		return "", err
	}
	if err := f.Sync(); err != nil {
		return "", err
	}
	if err := f.Close(); err != nil {
		return "", err
	}
	return path, os.Rename(path+".tmp", path)
}

// LoadBaseline reads the fingerprints of a previous site.json's template
// findings.
func LoadBaseline(path string) (map[string]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("baseline: %w", err)
	}
	defer f.Close()
	var s struct {
		Templates []struct {
			Fingerprint string `json:"fingerprint"`
		} `json:"templates"`
	}
	if err := json.NewDecoder(f).Decode(&s); err != nil {
		return nil, fmt.Errorf("baseline %s: not a site.json: %w", path, err)
	}
	out := make(map[string]bool, len(s.Templates))
	for _, t := range s.Templates {
		out[t.Fingerprint] = true
	}
	return out, nil
}

// Failing is the findings that fail a CI gate: at failOn impact or worse,
// and new against the baseline when there is one.
func (s *SiteSummary) Failing(failOn string, haveBaseline bool) []*Template {
	var out []*Template
	for _, t := range s.Templates {
		if AtLeast(t.Impact, failOn) && (!haveBaseline || t.New) {
			out = append(out, t)
		}
	}
	return out
}

// rollUp groups template findings (sorted most severe first) by rule.
func rollUp(ts []*Template, pages map[string]int) []RuleRollup {
	idx := map[string]int{}
	out := []RuleRollup{}
	for _, t := range ts {
		i, ok := idx[t.RuleID]
		if !ok {
			i = len(out)
			idx[t.RuleID] = i
			out = append(out, RuleRollup{RuleID: t.RuleID, Impact: t.Impact, Help: t.Help, HelpURL: t.HelpURL, Pages: pages[t.RuleID]})
		}
		out[i].Templates++
		out[i].Instances += t.Instances
	}
	return out
}
