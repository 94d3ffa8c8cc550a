package audit

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"os"
	"sort"
	"strings"
)

// sarifLevel maps axe impact to SARIF levels (GitHub shows error/warning/note).
func sarifLevel(impact string) string {
	switch impact {
	case "critical", "serious":
		return "error"
	case "moderate":
		return "warning"
	}
	return "note"
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string            `json:"id"`
	Name                 string            `json:"name"`
	ShortDescription     sarifMessage      `json:"shortDescription"`
	FullDescription      sarifMessage      `json:"fullDescription"`
	HelpURI              string            `json:"helpUri"`
	Help                 sarifMessage      `json:"help"`
	DefaultConfiguration map[string]string `json:"defaultConfiguration"`
	Properties           map[string]any    `json:"properties,omitempty"`
}

// SARIFInput is what a SARIF log is built from.
type SARIFInput struct {
	URL        string
	File       string // artifact URI: the page's path, relative
	Violations []*Violation
	Version    string
	AxeVersion string
	// Fixed are the violations a fix resolved; they appear as "pass"
	// results carrying the fix's source and confidence.
	Fixed []FixedViolation
	// NeedsReview are aa- suspicions: SARIF results of kind "review".
	NeedsReview []*Violation
	// BestPractice are best-practice findings: kind "informational".
	BestPractice []*Violation
}

// SARIF renders violations as a SARIF 2.1.0 log that GitHub code scanning
// accepts: every rule has a help URI and every result a physical location.
func SARIF(in SARIFInput) ([]byte, error) {
	rules := []sarifRule{}
	index := map[string]int{}
	var results []map[string]any
	vs := append([]*Violation(nil), in.Violations...)
	for _, fv := range in.Fixed {
		vs = append(vs, fv.Violation)
	}
	sortViolations(vs)
	fixedBy := map[*Violation]FixedViolation{}
	for _, fv := range in.Fixed {
		fixedBy[fv.Violation] = fv
	}
	for _, v := range append(append(vs, in.NeedsReview...), in.BestPractice...) {
		if _, ok := index[v.RuleID]; !ok {
			index[v.RuleID] = len(rules)
			rules = append(rules, sarifRule{
				ID: v.RuleID, Name: ruleName(v.RuleID), ShortDescription: sarifMessage{v.Help}, FullDescription: sarifMessage{v.Help},
				HelpURI: v.HelpURL, Help: sarifMessage{v.Help + " — " + v.HelpURL},
				DefaultConfiguration: map[string]string{"level": sarifLevel(v.Impact)},
				Properties:           map[string]any{"tags": append([]string{"accessibility"}, v.tags...), "impact": v.Impact},
			})
			if v.Source != "" {
				rules[len(rules)-1].Properties["source"] = v.Source
			}
		}
		if fv, ok := fixedBy[v]; ok {
			results = append(results, sarifFixResult(fv, index[v.RuleID], in))
			continue
		}
		line := 1
		if v.SourceLine > 0 {
			line = v.SourceLine
		}
		msg := strings.TrimSpace(v.FailureSummary)
		if msg == "" {
			msg = v.Help
		}
		results = append(results, map[string]any{
			"ruleId": v.RuleID, "ruleIndex": index[v.RuleID], "level": sarifLevel(v.Impact),
			"message": sarifMessage{fmt.Sprintf("%s: %s (%s)", v.Help, msg, v.Selector)},
			"locations": []map[string]any{{
				"physicalLocation": map[string]any{
					"artifactLocation": map[string]any{"uri": in.File},
					"region":           map[string]any{"startLine": line, "snippet": sarifMessage{v.HTML}},
				},
				"logicalLocations": []map[string]any{{"fullyQualifiedName": v.Selector, "kind": "element"}},
			}},
			"partialFingerprints": map[string]string{"accessagentsViolationId/v1": v.ID},
			"properties":          map[string]any{"impact": v.Impact, "url": in.URL, "status": v.Status},
		})
		sarifSource(results[len(results)-1], v)
	}
	if results == nil {
		results = []map[string]any{}
	}
	log := map[string]any{
		"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
		"version": "2.1.0",
		"runs": []map[string]any{{
			"tool": map[string]any{"driver": map[string]any{
				"name": "AccessAgents", "version": in.Version, "informationUri": "https://github.com/accessagents/accessagents",
				"rules": rules, "properties": map[string]any{"axeVersion": in.AxeVersion},
			}},
			"artifacts": []map[string]any{{"location": map[string]any{"uri": in.File}, "description": sarifMessage{in.URL}}},
			"results":   results,
		}},
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err := enc.Encode(log)
	return bytes.TrimRight(b.Bytes(), "\n"), err
}

// ruleName turns color-contrast into ColorContrast (SARIF's rule name form).
func ruleName(id string) string {
	var b strings.Builder
	for _, part := range strings.Split(id, "-") {
		if part != "" {
			b.WriteString(strings.ToUpper(part[:1]) + part[1:])
		}
	}
	return b.String()
}

// HTMLReportData feeds the HTML report.
type HTMLReportData struct {
	Title       string
	URL         string
	ScoreBefore int
	ScoreAfter  int
	Before      int
	After       int
	Fixed       bool
	Fixes       []ReportFix
	Handoff     []Handoff
	Violations  []*Violation
	BeforePNG   string // file paths; embedded as data URIs
	AfterPNG    string
	AxeVersion  string
	// Checks is the aa- checks section: their violations are listed apart
	// from axe's, with the needs-review items after them.
	Checks *ChecksReport
	// BestPractice are best-practice findings, listed last (not scored).
	BestPractice []*Violation
}

var reportTmpl = template.Must(template.New("r").Funcs(template.FuncMap{
	"axe":  func(vs []*Violation) []*Violation { return bySource(vs, "") },
	"ours": func(vs []*Violation) []*Violation { return bySource(vs, SourceChecks) },
	"img": func(path string) template.URL {
		b, err := os.ReadFile(path)
		if err != nil || path == "" {
			return ""
		}
		return template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(b))
	},
}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Title}}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1b1b1b;max-width:1200px}
table{border-collapse:collapse;width:100%;margin:12px 0}th,td{border:1px solid #ccc;padding:6px;text-align:left;vertical-align:top;font-size:14px}
th{background:#f0f0f0}code{font-size:13px;word-break:break-all}.shots{display:flex;gap:16px}.shots figure{flex:1;margin:0}
.shots img{max-width:100%;border:1px solid #999}.score{font-size:28px;font-weight:bold}.thumb{max-width:160px;max-height:120px;border:1px solid #999;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/12px 12px}.review{color:#8a3b00;font-weight:bold}.critical{color:#a4000f}.serious{color:#8a3b00}
</style></head><body>
<h1>{{.Title}}</h1>
<p>Page: <code>{{.URL}}</code> · axe-core {{.AxeVersion}}</p>
{{if .Fixed}}<p class="score">Score {{.ScoreBefore}} → {{.ScoreAfter}}</p><p>Violating nodes: {{.Before}} → {{.After}} (independent re-scan)</p>
{{else}}<p class="score">Score {{.ScoreBefore}}</p><p>Violating nodes: {{.Before}}</p>{{end}}
<div class="shots">{{with img .BeforePNG}}<figure><img src="{{.}}" alt="Screenshot of the page before fixes"><figcaption>Before</figcaption></figure>{{end}}
{{with img .AfterPNG}}<figure><img src="{{.}}" alt="Screenshot of the page after fixes"><figcaption>After</figcaption></figure>{{end}}</div>
{{if .Fixes}}<h2>Verified fixes ({{len .Fixes}})</h2><table><tr><th>Status</th><th>Rule</th><th>Image</th><th>Element</th><th>Change</th><th>Source</th><th>Confidence</th><th>Why</th></tr>
{{range .Fixes}}<tr><td class="{{if .LowConfidence}}review{{end}}">{{.Status}}</td><td>{{.RuleID}}</td><td>{{with img .Image}}<img class="thumb" src="{{.}}" alt="">{{end}}</td><td><code>{{.Selector}}</code></td><td><code>{{.Change}}</code></td><td>{{.Source}}</td><td>{{printf "%.2f" .Confidence}}</td><td>{{.Why}}</td></tr>{{end}}</table>{{end}}
{{if .Handoff}}<h2>For a person ({{len .Handoff}})</h2><table><tr><th>Impact</th><th>Rule</th><th>Image</th><th>Element</th><th>Reason and evidence</th></tr>
{{range .Handoff}}<tr><td class="{{.Impact}}">{{.Impact}}</td><td>{{.RuleID}}</td><td>{{with img .Image}}<img class="thumb" src="{{.}}" alt="">{{end}}</td><td><code>{{.Selector}}</code></td><td>{{.Reason}}</td></tr>{{end}}</table>{{end}}
{{with axe .Violations}}<h2>Open violations ({{len .}})</h2><table><tr><th>Impact</th><th>Rule</th><th>Element</th><th>Problem</th></tr>
{{range .}}<tr><td class="{{.Impact}}">{{.Impact}}</td><td><a href="{{.HelpURL}}">{{.RuleID}}</a></td><td><code>{{.Selector}}</code><br><code>{{.HTML}}</code></td><td>{{.FailureSummary}}</td></tr>{{end}}</table>{{end}}
{{with ours .Violations}}<h2>AccessAgents checks beyond axe ({{len .}})</h2><table><tr><th>Impact</th><th>Rule</th><th>WCAG</th><th>Element</th><th>Problem</th></tr>
{{range .}}<tr><td class="{{.Impact}}">{{.Impact}}</td><td><a href="{{.HelpURL}}">{{.RuleID}}</a></td><td>{{.WCAG}}</td><td><code>{{.Selector}}</code><br><code>{{.HTML}}</code></td><td>{{.FailureSummary}}</td></tr>{{end}}</table>{{end}}
{{with .Checks}}{{if .NeedsReview}}<h2>Needs review ({{len .NeedsReview}})</h2><p>Suspicions a person must judge; not counted in the score.</p><table><tr><th>Rule</th><th>WCAG</th><th>Element</th><th>Why</th></tr>
{{range .NeedsReview}}<tr><td><a href="{{.HelpURL}}">{{.RuleID}}</a></td><td>{{.WCAG}}</td><td><code>{{.Selector}}</code></td><td>{{.FailureSummary}}</td></tr>{{end}}</table>{{end}}{{end}}
{{with .BestPractice}}<h2>Best practice ({{len .}})</h2><p>Barriers many tools report that fail no WCAG criterion by themselves; not counted in the score.</p><table><tr><th>Rule</th><th>Related WCAG</th><th>Element</th><th>Why</th></tr>
{{range .}}<tr><td><a href="{{.HelpURL}}">{{.RuleID}}</a></td><td>{{.WCAG}}</td><td><code>{{.Selector}}</code></td><td>{{.FailureSummary}}</td></tr>{{end}}</table>{{end}}
</body></html>
`))

// HTMLReport renders a self-contained HTML report (screenshots embedded).
func HTMLReport(d HTMLReportData) ([]byte, error) {
	var b bytes.Buffer
	err := reportTmpl.Execute(&b, d)
	return b.Bytes(), err
}

// WriteBestPracticeText prints best-practice findings after WriteText's
// summary, one line each, grouped by rule.
func WriteBestPracticeText(w io.Writer, vs []*Violation) {
	if len(vs) == 0 {
		return
	}
	fmt.Fprintf(w, "\nbest practice (not WCAG failures, not scored): %d\n", len(vs))
	last := ""
	for _, v := range vs {
		if v.RuleID != last {
			fmt.Fprintf(w, "  %s — %s\n", v.RuleID, v.Help)
			last = v.RuleID
		}
		fmt.Fprintf(w, "    - %s\n", v.Selector)
	}
}

// WriteText prints a human summary of violations.
func WriteText(w io.Writer, url string, score int, counts Counts, vs []*Violation) {
	fmt.Fprintf(w, "%s\nscore %d/100 — %d violating nodes (critical %d, serious %d, moderate %d, minor %d)\n",
		url, score, counts.Total(), counts.Critical, counts.Serious, counts.Moderate, counts.Minor)
	byRule := map[string][]*Violation{}
	var order []string
	for _, v := range vs {
		if _, ok := byRule[v.RuleID]; !ok {
			order = append(order, v.RuleID)
		}
		byRule[v.RuleID] = append(byRule[v.RuleID], v)
	}
	sort.SliceStable(order, func(i, j int) bool {
		return impactRank(byRule[order[i]][0].Impact) < impactRank(byRule[order[j]][0].Impact)
	})
	for _, r := range order {
		first := byRule[r][0]
		fmt.Fprintf(w, "\n[%s] %s — %s (%d)\n  %s\n", first.Impact, r, first.Help, len(byRule[r]), first.HelpURL)
		for _, v := range byRule[r] {
			fmt.Fprintf(w, "  - %s\n", v.Selector)
		}
	}
}
