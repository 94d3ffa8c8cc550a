// Package govuk reads the GOV.UK Frontend corpus (testdata/govuk-frontend:
// the published component examples, MIT, Crown Copyright) and renders an
// example as the page the audit's precision test and bench/fillgovuk load.
package govuk

import (
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
)

// Example is one published example of a GOV.UK Frontend component.
type Example struct {
	Component string `json:"component"`
	Name      string `json:"name"`
	HTML      string `json:"html"`
}

// Load reads dir/examples.json.
func Load(dir string) ([]Example, error) {
	b, err := os.ReadFile(filepath.Join(dir, "examples.json"))
	if err != nil {
		return nil, err
	}
	var out []Example
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, "examples.json"), err)
	}
	return out, nil
}

// Page is ex in a minimal GOV.UK page, its scripts started, with the
// package's stylesheet and script at assets ("/govuk/") and extra (a
// script of the caller's) just before </body>.
func Page(ex Example, assets, extra string) string {
	title := html.EscapeString(ex.Component + ": " + ex.Name)
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en" class="govuk-template"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>%s – GOV.UK Frontend example</title><link rel="stylesheet" href="%sgovuk-frontend.min.css"></head>
<body class="govuk-template__body"><script>document.body.className += ' js-enabled govuk-frontend-supported';</script>
<div class="govuk-width-container"><main class="govuk-main-wrapper" id="main-content"><h1 class="govuk-heading-l">%s</h1>
%s
</main></div>
<script type="module">import { initAll } from '%sgovuk-frontend.min.js'; initAll();</script>
%s</body></html>`, title, assets, title, ex.HTML, assets, extra)
}
