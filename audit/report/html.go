package report

import (
	"bytes"
	"encoding/base64"
	"html/template"
	"os"
)

// reportTmpl opens with the summary (by impact, by rule, by criterion, and
// what changed since a baseline), then one section per kind of finding,
// each rule's nodes folded in a <details>; screenshots of the whole page
// come last, folded. No external asset: the file is the report.
var reportTmpl = template.Must(template.New("r").Funcs(template.FuncMap{
	"img": func(path string) template.URL {
		if path == "" {
			return ""
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return ""
		}
		return template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(b))
	},
}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}: {{.URL}}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;padding:1.5rem;color:#1b1b1b;background:#fff;max-width:75rem;line-height:1.5}
table{border-collapse:collapse;margin:.5rem 0 1.5rem;min-width:18rem}caption{text-align:left;font-weight:bold;padding:.25rem 0}
th,td{border:1px solid #767676;padding:.3rem .6rem;text-align:left;vertical-align:top;font-size:.95rem}th{background:#eee}
td.n{text-align:right}code{font-size:.9rem;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;border:1px solid #ccc;padding:.4rem;margin:.3rem 0}
.tables{display:flex;flex-wrap:wrap;gap:0 2rem}.score{font-size:1.6rem;font-weight:bold;margin:.5rem 0}
details{border:1px solid #767676;border-radius:4px;margin:.4rem 0;padding:.2rem .6rem}summary{cursor:pointer;padding:.3rem 0}
details[open]>summary{border-bottom:1px solid #ccc;margin-bottom:.4rem}
ol.nodes>li{margin-bottom:1rem}.shot{max-width:20rem;max-height:12rem;border:1px solid #767676}
.full{max-width:100%;border:1px solid #767676}.critical{color:#a4000f;font-weight:bold}.serious{color:#8a3b00;font-weight:bold}
.moderate{color:#5a4600}.minor{color:#333}.review{color:#8a3b00;font-weight:bold}
</style></head><body>
<header>{{with .Up}}<p><a href="{{.}}">Back to the site report</a></p>{{end}}<h1>{{.Title}}</h1>
<p>Page: <code>{{.URL}}</code>{{with .Standard}} · judged against {{.}}{{end}}{{with .AxeVersion}} · axe-core {{.}}{{end}}</p></header>
<main>
<section aria-labelledby="summary"><h2 id="summary">Summary</h2>
{{if .Fixed}}<p class="score">Score {{.ScoreBefore}} → {{.ScoreAfter}}</p><p>Violating nodes: {{.Before}} before fixes, {{.Total}} after (an independent re-scan).</p>
{{else}}<p class="score">Score {{.ScoreBefore}} of 100</p><p>{{.Total}} violating nodes.</p>{{end}}
{{with .TimeLine}}<p>{{.}}</p>{{end}}
{{with .Notices}}<p>While it was read the page:</p><ul>{{range .}}<li>{{.}}</li>{{end}}</ul>{{end}}
{{with .Checks}}{{with .Errors}}<p>Checks that could not run (what they would find is missing, not absent):</p><ul>{{range .}}<li>{{.}}</li>{{end}}</ul>{{end}}{{end}}
<div class="tables">
<table><caption>By impact</caption><thead><tr><th scope="col">Impact</th><th scope="col">Violating nodes</th></tr></thead><tbody>
{{range .Impacts}}<tr><th scope="row" class="{{.Impact}}">{{.Impact}}</th><td class="n">{{.Nodes}}</td></tr>
{{end}}<tr><th scope="row">total</th><td class="n">{{.Total}}</td></tr></tbody></table>
{{with .ByWCAG}}<table><caption>By WCAG success criterion</caption><thead><tr><th scope="col">Criterion</th><th scope="col">Level</th><th scope="col">Violating nodes</th><th scope="col">Rules</th></tr></thead><tbody>
{{range .}}<tr><th scope="row">{{.SC}}</th><td>{{.Level}}</td><td class="n">{{.Nodes}}</td><td>{{range $i, $r := .Rules}}{{if $i}}, {{end}}{{$r}}{{end}}</td></tr>
{{end}}</tbody></table>{{end}}
</div>
{{with .ByRule}}<table><caption>By rule</caption><thead><tr><th scope="col">Rule</th><th scope="col">Impact</th><th scope="col">Violating nodes</th><th scope="col">Criterion</th><th scope="col">What it checks</th></tr></thead><tbody>
{{range .}}<tr><th scope="row"><a href="#violations-{{.ID}}">{{.ID}}</a></th><td class="{{.Impact}}">{{.Impact}}</td><td class="n">{{.Nodes}}</td><td>{{.WCAG}}{{with .Level}} ({{.}}){{end}}</td><td>{{.Help}}</td></tr>
{{end}}</tbody></table>{{else}}<p>No violations.</p>{{end}}
{{range .Sections}}{{if ne .ID "violations"}}<p><a href="#{{.ID}}">{{.Title}}: {{.Nodes}}</a> (not scored)</p>{{end}}{{end}}
{{with .Baseline}}<h3>Since the baseline</h3>
<p>Against <code>{{.Path}}</code> ({{.Before}} violating nodes then): {{len .New}} new, {{len .Fixed}} gone, {{.Unchanged}} unchanged.</p>
{{with .New}}<table><caption>New since the baseline</caption><thead><tr><th scope="col">Rule</th><th scope="col">Impact</th><th scope="col">Element</th></tr></thead><tbody>
{{range .}}<tr><td>{{.RuleID}}</td><td class="{{.Impact}}">{{.Impact}}</td><td><code>{{.Selector}}</code></td></tr>
{{end}}</tbody></table>{{end}}
{{with .Fixed}}<table><caption>Gone since the baseline</caption><thead><tr><th scope="col">Rule</th><th scope="col">Impact</th><th scope="col">Element</th></tr></thead><tbody>
{{range .}}<tr><td>{{.RuleID}}</td><td class="{{.Impact}}">{{.Impact}}</td><td><code>{{.Selector}}</code></td></tr>
{{end}}</tbody></table>{{end}}{{end}}
</section>
{{if .Fixes}}<section aria-labelledby="fixes"><h2 id="fixes">Verified fixes ({{len .Fixes}})</h2>
<table><caption>Each fix, verified after it was applied</caption><thead><tr><th scope="col">Status</th><th scope="col">Rule</th><th scope="col">Image</th><th scope="col">Element</th><th scope="col">Change</th><th scope="col">Source</th><th scope="col">Confidence</th><th scope="col">Why</th></tr></thead><tbody>
{{range .Fixes}}<tr><td class="{{if .LowConfidence}}review{{end}}">{{.Status}}</td><td>{{.RuleID}}</td><td>{{with img .Image}}<img class="shot" src="{{.}}" alt="The image as the page shows it">{{else}}none{{end}}</td><td><code>{{.Selector}}</code></td><td><code>{{.Change}}</code></td><td>{{.Source}}</td><td>{{printf "%.2f" .Confidence}}</td><td>{{.Why}}</td></tr>
{{end}}</tbody></table></section>{{end}}
{{if .Handoff}}<section aria-labelledby="handoff"><h2 id="handoff">For a person ({{len .Handoff}})</h2>
<table><caption>What the fixes could not resolve, and why</caption><thead><tr><th scope="col">Impact</th><th scope="col">Rule</th><th scope="col">Image</th><th scope="col">Element</th><th scope="col">Reason and evidence</th></tr></thead><tbody>
{{range .Handoff}}<tr><td class="{{.Impact}}">{{.Impact}}</td><td>{{.RuleID}}</td><td>{{with img .Image}}<img class="shot" src="{{.}}" alt="The image as the page shows it">{{else}}none{{end}}</td><td><code>{{.Selector}}</code></td><td>{{.Reason}}</td></tr>
{{end}}</tbody></table></section>{{end}}
{{range $s := .Sections}}<section aria-labelledby="{{$s.ID}}"><h2 id="{{$s.ID}}">{{$s.Title}} ({{$s.Nodes}})</h2><p>{{$s.Intro}}</p>
{{range $s.Rules}}<details id="{{$s.ID}}-{{.ID}}"><summary><span class="{{.Impact}}">{{.Impact}}</span> {{.ID}}: {{.Help}} ({{.Nodes}} {{if eq .Nodes 1}}node{{else}}nodes{{end}})</summary>
<p>{{with .HelpURL}}<a href="{{.}}">How to fix this</a>{{end}}{{with .WCAG}} · WCAG {{.}}{{end}}{{with .Level}} (level {{.}}){{end}}{{if .Ours}} · AccessAgents check beyond axe{{end}}</p>
{{with .Summary}}<ul>{{range .}}<li>{{.}}</li>{{end}}</ul>{{end}}
<ol class="nodes">{{range .Listed}}<li><p><code>{{.Selector}}</code>{{with .Where}} · source <code>{{.}}</code>{{end}}</p>
{{with .HTML}}<pre><code>{{.}}</code></pre>{{end}}{{with .Summary}}<ul>{{range .}}<li>{{.}}</li>{{end}}</ul>{{end}}
{{with img .Shot}}<img class="shot" src="{{.}}" alt="Screenshot of the element">{{end}}</li>
{{end}}</ol>{{if .More}}<p>{{.More}} more {{if eq .More 1}}node{{else}}nodes{{end}} of this rule not listed here; <code>accessagents audit --format json</code> lists every one.</p>{{end}}
</details>
{{end}}</section>
{{end}}
{{if or .BeforePNG .AfterPNG}}<section aria-labelledby="screenshots"><h2 id="screenshots">Screenshots</h2>
<details><summary>Full-page screenshots</summary>
{{with img .BeforePNG}}<figure><img class="full" src="{{.}}" alt="The whole page{{if $.Fixed}} before fixes{{end}}"><figcaption>{{if $.Fixed}}Before fixes{{else}}The page as audited{{end}}</figcaption></figure>{{end}}
{{with img .AfterPNG}}<figure><img class="full" src="{{.}}" alt="The whole page after fixes"><figcaption>After fixes</figcaption></figure>{{end}}
</details></section>{{end}}
</main></body></html>
`))

// HTML renders a self-contained HTML report (screenshots embedded).
func HTML(d HTMLData) ([]byte, error) {
	var b bytes.Buffer
	err := reportTmpl.Execute(&b, buildReport(d))
	return b.Bytes(), err
}
