package crawl

import (
	"bufio"
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"strings"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/report"
)

// siteStyle is shared by site.html's parts; dark enough text everywhere
// for our own audit of the report to pass.
const siteStyle = `body{font-family:system-ui,sans-serif;margin:0 auto;padding:1.5rem;color:#1a1a1a;background:#fff;max-width:80rem;line-height:1.5}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}caption{text-align:left;font-weight:bold;padding:.25rem 0}
th,td{border:1px solid #767676;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#eee}td.n{text-align:right}
code{font-size:.85rem;overflow-wrap:anywhere}dl.legend{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:.5rem 0 1rem}
dl.legend dt{font-weight:bold}dl.legend dd{margin:0}
.critical{color:#8b0000;font-weight:bold}.serious{color:#8a3b00;font-weight:bold}.moderate{color:#5a4600}.minor{color:#333}.new{font-weight:bold;color:#8b0000}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`

var dashboardHead = template.Must(template.New("head").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site accessibility audit</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>` + siteStyle + `</style></head><body>
<header><h1>Site accessibility audit</h1>
{{if .Score}}<p><strong>Site score: {{.Score}}/100</strong> (the mean of the pages' scores; lowest page {{.LowestScore}}).</p>{{end}}
<p>{{.PagesTotal}} URLs; {{index .ByStatus "scanned"}} pages scanned with axe-core {{.AxeVersion}}.
{{if .Stopped}}<strong>Stopped early:</strong> {{.Stopped}}{{end}}</p></header>
<main>
<section aria-labelledby="summary"><h2 id="summary">Summary</h2>
<table><caption>Violating nodes by impact, all pages</caption><thead><tr><th scope="col">Critical</th><th scope="col">Serious</th><th scope="col">Moderate</th><th scope="col">Minor</th><th scope="col">Total</th></tr></thead>
<tbody><tr><td class="n">{{.Counts.Critical}}</td><td class="n">{{.Counts.Serious}}</td><td class="n">{{.Counts.Moderate}}</td><td class="n">{{.Counts.Minor}}</td><td class="n">{{.Counts.Total}}</td></tr></tbody></table>
<p>They come from <strong>{{.TemplateN}} template-level findings</strong> of {{len .Rules}} rules{{if .Baseline}}, {{.NewTemplates}} not in the baseline{{end}}:
the same rule on the same selector shape and markup, page after page, is one finding and one fix.</p>
</section>
<section aria-labelledby="by-rule"><h2 id="by-rule">Findings by rule</h2>
<dl class="legend"><dt>Rule</dt><dd>the check that failed, linked to how to fix it</dd><dt>Impact</dt><dd>the most severe impact of its findings: critical, serious, moderate or minor</dd>
<dt>Findings</dt><dd>template-level findings of the rule (one per selector shape and markup)</dd><dt>Nodes</dt><dd>violating elements across all pages</dd><dt>Pages</dt><dd>pages with at least one</dd></dl>
<table><caption>Rules, most severe first</caption><thead><tr><th scope="col">Rule</th><th scope="col">Impact</th><th scope="col">Findings</th><th scope="col">Nodes</th><th scope="col">Pages</th></tr></thead><tbody>
{{range .Rules}}<tr><th scope="row"><a href="{{.HelpURL}}">{{.RuleID}}</a><br>{{.Help}}</th><td class="{{.Impact}}">{{.Impact}}</td><td class="n">{{.Templates}}</td><td class="n">{{.Instances}}</td><td class="n">{{.Pages}}</td></tr>
{{end}}</tbody></table></section>
<section aria-labelledby="by-template"><h2 id="by-template">Findings by template</h2>
<dl class="legend"><dt>Impact</dt><dd>how much the barrier hurts: critical, serious, moderate or minor{{if .Baseline}}; <span class="new">new</span> when not in the baseline{{end}}</dd>
<dt>Rule</dt><dd>the check that failed, and the finding's fingerprint (stable across crawls)</dd><dt>Pages</dt><dd>pages the finding is on</dd>
<dt>Nodes</dt><dd>violating elements in all, on those pages</dd><dt>Selector and markup</dt><dd>the elements' selector shape (numbers as N) and an example of their markup</dd>
<dt>Example pages</dt><dd>up to five of the pages</dd></dl>
<table><caption>Template-level findings, most severe and widespread first</caption><thead><tr><th scope="col">Impact</th><th scope="col">Rule</th><th scope="col">Pages</th><th scope="col">Nodes</th><th scope="col">Selector and markup</th><th scope="col">Example pages</th></tr></thead><tbody>
{{range .Templates}}<tr><td class="{{.Impact}}">{{.Impact}}{{if .New}} <span class="new">new</span>{{end}}</td>
<td><a href="{{.HelpURL}}">{{.RuleID}}</a><br>{{.Help}}<br><small>{{.Fingerprint}}</small></td><td class="n">{{.Pages}}</td><td class="n">{{.Instances}}</td>
<td><code>{{.Selector}}</code><br><code>{{.Snippet}}</code></td>
<td>{{range .SamplePages}}<a href="{{.}}">{{.}}</a><br>{{end}}</td></tr>
{{end}}</tbody></table></section>
<section aria-labelledby="pages"><h2 id="pages">Pages</h2>
<dl class="legend"><dt>URL</dt><dd>the address audited (→ where it redirected)</dd><dt>Status</dt><dd>scanned, or why it was not</dd>
<dt>Score</dt><dd>0–100, 100 with no violation; each violating node lowers it by its impact</dd>
<dt>Critical, Serious, Moderate, Minor</dt><dd>the page's violating nodes of that impact</dd><dt>Report</dt><dd>the page's own report: every violation by rule, with its markup and source line</dd></dl>
<table><caption>Every URL the crawl recorded</caption><thead><tr><th scope="col">URL</th><th scope="col">Status</th><th scope="col">Score</th><th scope="col">Critical</th><th scope="col">Serious</th><th scope="col">Moderate</th><th scope="col">Minor</th><th scope="col">Report</th></tr></thead><tbody>
`))

var dashboardRow = template.Must(template.New("row").Parse(`<tr><td><a href="{{.URL}}">{{.URL}}</a>{{if .FinalURL}}<br>→ {{.FinalURL}}{{end}}</td>
<td>{{.Status}}{{if .Detail}}: {{.Detail}}{{end}}</td>{{if .File}}<td class="n">{{.Score}}</td><td class="n">{{.Counts.Critical}}</td><td class="n">{{.Counts.Serious}}</td><td class="n">{{.Counts.Moderate}}</td><td class="n">{{.Counts.Minor}}</td>
<td><a href="{{.HTML}}">Report<span class="visually-hidden"> for {{.URL}}</span></a></td>{{else}}<td>not scanned</td><td>none</td><td>none</td><td>none</td><td>none</td><td>none</td>{{end}}</tr>
`))

// pageRow is a journal record with its HTML report's path.
type pageRow struct {
	Record
	HTML string
}

// WriteDashboard writes site.html: the summary, the findings by rule and
// by template, and a row per URL streamed from the journal, each scanned
// page linked to its own HTML report (pages/NNNNNN.html, written here).
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
	err = Records(dir, func(r Record) error {
		row := pageRow{Record: r}
		if r.File != "" {
			if row.HTML, err = writePageHTML(dir, r); err != nil {
				return err
			}
		}
		return dashboardRow.Execute(w, row)
	})
	if err != nil {
		return "", err
	}
	w.WriteString("</tbody></table></section>\n</main></body></html>\n")
	if err := w.Flush(); err != nil {
		return "", err
	}
	return path, f.Close()
}

// writePageHTML renders one page's JSON report as HTML beside it and
// returns its path relative to dir.
func writePageHTML(dir string, r Record) (string, error) {
	rep, err := ReadPage(dir, r.File)
	if err != nil {
		return "", err
	}
	vs := make([]*finding.Violation, 0, len(rep.Findings))
	for _, f := range rep.Findings {
		vs = append(vs, f.Violation)
	}
	page, err := report.HTML(report.HTMLData{Title: "Accessibility audit", URL: r.URL, File: r.URL, Up: "../site.html", Standard: rep.Standard,
		ScoreBefore: r.Score, Before: r.Counts.Total(), Counts: r.Counts, Rules: rep.Rules, Violations: vs, AxeVersion: rep.AxeVersion, Timings: r.Timings,
		Checks: &checks.Section{Ran: rep.ChecksRan, NeedsReview: rep.NeedsReview, Errors: rep.CheckErrors}, BestPractice: rep.BestPractice,
		Notices: rep.Notices})
	if err != nil {
		return "", fmt.Errorf("%s: %w", r.File, err)
	}
	rel := strings.TrimSuffix(r.File, filepath.Ext(r.File)) + ".html"
	return filepath.ToSlash(rel), os.WriteFile(filepath.Join(dir, rel), page, 0o644)
}
