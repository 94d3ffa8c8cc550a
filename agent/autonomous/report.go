package autonomous

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"html/template"
	"os"
	"path/filepath"
)

var traceTmpl = template.Must(template.New("t").Funcs(template.FuncMap{
	"img": func(path string) template.URL {
		b, err := os.ReadFile(path)
		if err != nil || path == "" {
			return ""
		}
		return template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(b))
	},
	"json": func(v any) string { b, _ := json.Marshal(v); return string(b) },
}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>AccessAgents run: {{.Task}}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;max-width:1100px;color:#1b1b1b}
.step{border:1px solid #ccc;border-radius:6px;padding:10px;margin:10px 0}.err{color:#a4000f}code{word-break:break-all}
img{max-width:480px;border:1px solid #999;display:block;margin-top:6px}</style></head><body>
<h1>{{.Task}}</h1>
<p>Start: <code>{{.StartURL}}</code> · mode {{.Mode}} · {{if .Success}}<strong>succeeded</strong>{{else}}<strong class="err">did not succeed</strong>{{end}} — {{.Reason}}</p>
<p>{{.LLMCalls}} model calls · {{.DurationMs}} ms{{if .SkillUsed}} · replayed skill {{.SkillUsed}}{{end}}{{if .SkillSaved}} · saved as skill {{.SkillSaved}}{{end}}{{if .Handoff}} · <strong>for a person:</strong> {{.Handoff}}{{end}}</p>
{{range .Steps}}<div class="step"><strong>{{.N}}.</strong> {{with .Command}}<code>{{.Action}} {{json .Parameters}}</code>{{end}} {{.Decision}}
{{if .Rationale}}<div>{{.Rationale}}</div>{{end}}{{if .Result}}<div>{{.Result}}</div>{{end}}{{if .Error}}<div class="err">{{.Error}}</div>{{end}}
{{with img .Screenshot}}<img src="{{.}}" alt="Screenshot after step">{{end}}</div>{{end}}
</body></html>
`))

// WriteOutputs writes run.json and report.html into dir.
func WriteOutputs(dir string, rep Report) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "run.json"), b, 0o644); err != nil {
		return err
	}
	var page bytes.Buffer
	if err := traceTmpl.Execute(&page, rep); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "report.html"), page.Bytes(), 0o644)
}

// errStr is err's text, or "" for nil.
func errStr(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
