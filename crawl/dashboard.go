package crawl

import (
	"bufio"
	"encoding/json"
	"html/template"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

var dashboardHead = template.Must(template.New("head").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site accessibility audit</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a;max-width:80rem}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}
th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top}
code{font-size:.85rem;word-break:break-all}
.critical{color:#8b0000}.serious{color:#9a3b00}.new{font-weight:bold;color:#8b0000}
</style></head><body>
<h1>Site accessibility audit</h1>
<p>{{.PagesTotal}} URLs; {{index .ByStatus "scanned"}} pages scanned with axe-core {{.AxeVersion}}.
{{if .Stopped}}<strong>Stopped early:</strong> {{.Stopped}}{{end}}</p>
<p>Violating nodes: critical {{.Counts.Critical}}, serious {{.Counts.Serious}}, moderate {{.Counts.Moderate}}, minor {{.Counts.Minor}}.
They come from <strong>{{.TemplateN}} template-level findings</strong>{{if .Baseline}}, {{.NewTemplates}} not in the baseline{{end}}:
the same rule on the same selector shape and markup, page after page, is one fix.</p>
<h2>Template-level findings</h2>
<table><thead><tr><th scope="col">Impact</th><th scope="col">Rule</th><th scope="col">Pages</th><th scope="col">Nodes</th><th scope="col">Selector and markup</th><th scope="col">Example pages</th></tr></thead><tbody>
{{range .Templates}}<tr><td class="{{.Impact}}">{{.Impact}}{{if .New}} <span class="new">new</span>{{end}}</td>
<td><a href="{{.HelpURL}}">{{.RuleID}}</a><br>{{.Help}}<br><small>{{.Fingerprint}}</small></td><td>{{.Pages}}</td><td>{{.Instances}}</td>
<td><code>{{.Selector}}</code><br><code>{{.Snippet}}</code></td>
<td>{{range .SamplePages}}<a href="{{.}}">{{.}}</a><br>{{end}}</td></tr>
{{end}}</tbody></table>
<h2>Pages</h2>
<table><thead><tr><th scope="col">URL</th><th scope="col">Status</th><th scope="col">Score</th><th scope="col">Violating nodes</th><th scope="col">Report</th></tr></thead><tbody>
`))

var dashboardRow = template.Must(template.New("row").Parse(`<tr><td><a href="{{.URL}}">{{.URL}}</a>{{if .FinalURL}}<br>→ {{.FinalURL}}{{end}}</td>
<td>{{.Status}}{{if .Detail}}: {{.Detail}}{{end}}</td><td>{{if .File}}{{.Score}}{{end}}</td>
<td>{{if .File}}{{.Counts.Critical}} / {{.Counts.Serious}} / {{.Counts.Moderate}} / {{.Counts.Minor}}{{end}}</td>
<td>{{if .File}}<a href="{{.File}}">{{.File}}</a>{{end}}</td></tr>
`))

// WriteDashboard writes site.html: the summary, the template-level findings
// and a row per URL streamed from the journal.
func WriteDashboard(dir string, s *SiteSummary) (string, error) {
	path := filepath.Join(dir, "site.html")
	f, err := os.Create(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	if err := dashboardHead.Execute(w, s); err != nil {
		return "", err
	}
	err = Records(dir, func(r Record) error { return dashboardRow.Execute(w, r) })
	if err != nil {
		return "", err
	}
	w.WriteString("</tbody></table>\n</body></html>\n")
	if err := w.Flush(); err != nil {
		return "", err
	}
	return path, f.Close()
}

// WriteSARIF writes site.sarif (SARIF 2.1.0): one result per template-level
// finding, located on its example pages, with the fingerprint as GitHub's
// partialFingerprints so code scanning tracks it across runs.
func WriteSARIF(dir, version string, s *SiteSummary) (string, error) {
	type loc = map[string]any
	rules := []map[string]any{}
	ruleSeen := map[string]bool{}
	results := []map[string]any{}
	for _, t := range s.Templates {
		if !ruleSeen[t.RuleID] {
			ruleSeen[t.RuleID] = true
			rules = append(rules, map[string]any{"id": t.RuleID, "shortDescription": map[string]string{"text": t.Help}, "helpUri": t.HelpURL})
		}
		var locs []loc
		for _, p := range t.SamplePages {
			locs = append(locs, loc{"physicalLocation": loc{"artifactLocation": loc{"uri": p}, "region": loc{"snippet": loc{"text": t.Snippet}}},
				"logicalLocations": []loc{{"fullyQualifiedName": t.Selector, "kind": "element"}}})
		}
		results = append(results, map[string]any{
			"ruleId": t.RuleID, "level": sarifLevel(t.Impact),
			"message":             map[string]string{"text": t.Help + " (" + t.Impact + "; " + plural(t.Pages, "page") + ", " + plural(t.Instances, "node") + ")"},
			"locations":           locs,
			"partialFingerprints": map[string]string{"accessagents/v1": t.Fingerprint},
			"properties":          map[string]any{"impact": t.Impact, "pages": t.Pages, "instances": t.Instances, "new": t.New},
		})
	}
	doc := map[string]any{
		"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
		"runs": []any{map[string]any{
			"tool":    map[string]any{"driver": map[string]any{"name": "accessagents", "version": version, "informationUri": "https://github.com/accessagents/accessagents", "rules": rules}},
			"results": results,
		}},
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "site.sarif")
	return path, os.WriteFile(path, b, 0o644)
}

func sarifLevel(impact string) string {
	switch impact {
	case "critical", "serious":
		return "error"
	case "moderate":
		return "warning"
	}
	return "note"
}

func plural(n int, word string) string {
	s := strings.TrimSpace(word)
	if n != 1 {
		s += "s"
	}
	return strconv.Itoa(n) + " " + s
}
