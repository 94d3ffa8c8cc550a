package tools

import (
	"bytes"
	"html/template"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// A shop written in Go templates, read again on every request as in
// development: three product cards from one partial in a range loop, and a
// search button with no name in the layout.
var sourceShop = map[string]string{
	"layout.html": `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Shop</title></head>
<body>
<header><form role="search"><input type="search" name="q" aria-label="Search products">
<button type="submit" class="search-btn"><svg viewBox="0 0 20 20" width="20" height="20"><path d="M8 2a6 6 0 1 0 0 12"/></svg></button></form></header>
<main><h1>Products</h1>
<ul class="products">{{range .}}{{template "card.html" .}}{{end}}</ul>
</main>
</body>
</html>
`,
	"card.html": `<li class="card">
  <img src="/img/{{.Slug}}.svg" width="120" height="90">
  <h2>{{.Name}}</h2>
</li>
`,
}

// fix_export with format source carries the session's verified fixes into
// the templates, in their own syntax: the three card images named by each
// product become one edit, alt="{{.Name}}" in the partial, and the button's
// name goes into the layout. Fixes not verified are left out, nothing is
// written into the source, and the patch applies to the templates.
func TestFixExportSourceWritesTheTemplatesEdits(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	dir := t.TempDir()
	for name, src := range sourceShop {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	products := []struct{ Slug, Name string }{{"tote", "Linen tote"}, {"mug", "Stoneware mug"}, {"lamp", "Desk lamp"}}
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/img/") {
			w.Header().Set("Content-Type", "image/svg+xml")
			w.Write([]byte(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="#ccc"/></svg>`))
			return
		}
		tpl, err := template.ParseFiles(filepath.Join(dir, "layout.html"), filepath.Join(dir, "card.html"))
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := tpl.ExecuteTemplate(w, "layout.html", products); err != nil {
			http.Error(w, err.Error(), 500)
		}
	}))
	defer app.Close()

	box := *testBox
	box.Source = &SourceRoot{Dir: dir}
	srv, err := box.NewServer(ServerOptions{Name: "accessagents", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)

	// Without a scan there is nothing to export.
	if res := call(t, c, "fix_export", map[string]any{"format": "source"}); !res.IsError {
		t.Fatalf("an export before any scan succeeded: %s", text(res))
	}
	res := scan(t, c, map[string]any{"url": app.URL + "/", "page_size": 50})
	for _, slug := range []string{"tote", "mug", "lamp"} {
		v := findViolation(t, res.Violations, "image-alt", slug)
		name := map[string]string{"tote": "Linen tote", "mug": "Stoneware mug", "lamp": "Desk lamp"}[slug]
		mustOK(t, c, "fix_apply_attribute", map[string]any{"violation_id": v.ID, "attribute": "alt", "value": name, "reasoning": "the product's heading"}, nil)
		mustOK(t, c, "audit_verify_element", map[string]any{"violation_id": v.ID}, nil)
	}
	btn := findViolation(t, res.Violations, "button-name", "button")
	mustOK(t, c, "fix_apply_attribute", map[string]any{"violation_id": btn.ID, "attribute": "aria-label", "value": "Search", "reasoning": "the search form's submit button"}, nil)
	// applied, never verified: left out

	var ex audit.ExportResult
	out := text(mustOK(t, c, "fix_export", map[string]any{"format": "source"}, &ex))
	if len(ex.SourceFixes) != 1 || ex.Fixes != 3 {
		t.Fatalf("want one edit standing for three live fixes, got %d edits for %d:\n%s", len(ex.SourceFixes), ex.Fixes, out)
	}
	g := ex.SourceFixes[0]
	if g.Loc.File != "card.html" || g.Loc.Line != 2 || g.Value != "{{.Name}}" || !g.FromData || g.Instances != 3 {
		t.Errorf("the card edit: %+v at %+v", g, g.Loc)
	}
	if !strings.Contains(ex.Content, `+  <img src="/img/{{.Slug}}.svg" width="120" height="90" alt="{{.Name}}">`) || strings.Contains(ex.Content, "Search") {
		t.Errorf("the patch should name the images from data and leave the unverified button out:\n%s", ex.Content)
	}
	if len(ex.LeftOut) != 1 || !strings.Contains(ex.LeftOut[0], "not verified yet") || !strings.Contains(out, "card.html:2:") {
		t.Errorf("left out %q; text:\n%s", ex.LeftOut, out)
	}
	// Nothing was written into the source: the agent applies the patch.
	for name, src := range sourceShop {
		if b, _ := os.ReadFile(filepath.Join(dir, name)); string(b) != src {
			t.Errorf("%s changed:\n%s", name, b)
		}
	}
	patch, err := os.ReadFile(ex.Path)
	if err != nil || string(patch) != ex.Content {
		t.Fatalf("the patch file %s: %v", ex.Path, err)
	}
	if out, err := gitApply(dir, patch); err != nil {
		t.Fatalf("git apply: %v\n%s", err, out)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "card.html")); !strings.Contains(string(b), `alt="{{.Name}}"`) {
		t.Errorf("after git apply card.html reads:\n%s", b)
	}
}

// gitApply applies a patch to the files under dir, as a person would.
func gitApply(dir string, patch []byte) ([]byte, error) {
	cmd := exec.Command("git", "apply", "-")
	cmd.Dir, cmd.Stdin = dir, bytes.NewReader(patch)
	return cmd.CombinedOutput()
}

// A dev build marks its elements with where they are written only once it
// has hydrated, after its modules load (SvelteKit: about a second after
// the load event). A page that marks its image only after a slow module
// arrives is still located, by waiting until the page is quiet.
func TestSourceLocationWaitsForHydration(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "src", "lib"), 0o755)
	card := "<script>\n  let { name } = $props();\n</script>\n<li class=\"card\">\n  <img src=\"/x.svg\" width=\"40\" height=\"40\">\n  <h2>{name}</h2>\n</li>\n"
	if err := os.WriteFile(filepath.Join(root, "src", "lib", "Card.svelte"), []byte(card), 0o644); err != nil {
		t.Fatal(err)
	}
	modules, _ := filepath.Abs("../testdata/apps/svelte-shop/node_modules") // svelte/compiler parses the component
	if err := os.Symlink(modules, filepath.Join(root, "node_modules")); err != nil {
		t.Fatal(err)
	}
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/hydrate.js":
			time.Sleep(600 * time.Millisecond) // a dev server's slow module, well inside the 3 s the read waits for quiet
			w.Header().Set("Content-Type", "text/javascript")
			io.WriteString(w, `for (const img of document.querySelectorAll('li.card img')) img.__svelte_meta = { loc: { file: 'src/lib/Card.svelte', line: 5, column: 2 } };`)
		case "/x.svg":
			w.Header().Set("Content-Type", "image/svg+xml")
			io.WriteString(w, `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c33"/></svg>`)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<!doctype html><html lang="en"><head><title>Team</title></head><body><ul><li class="card"><img src="/x.svg" width="40" height="40"><h2>Ada</h2></li></ul>
<script>window.addEventListener('load', () => { const s = document.createElement('script'); s.src = '/hydrate.js'; document.body.append(s); });</script></body></html>`)
		}
	}))
	defer app.Close()
	c := sourceSession(t, root, app.URL)
	var got struct {
		SourceLocation *struct {
			File string `json:"file"`
			Line int    `json:"line"`
			Via  string `json:"via"`
		} `json:"source_location"`
		SourceNote string `json:"source_note"`
	}
	mustOK(t, c, "audit_inspect_element", map[string]any{"selector": "li.card img"}, &got)
	if l := got.SourceLocation; l == nil || l.File != "src/lib/Card.svelte" || l.Line != 5 || l.Via != "svelte dev metadata" {
		t.Errorf("the hydrated image: %+v (%q)", l, got.SourceNote)
	}
}

// An agent over MCP is told where the source's stylesheet sets an
// element's text colour, the rule a contrast fix changes: not the
// template line of the element, which writes no colour.
func TestInspectSaysWhereTheColourIsSet(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "templates"), 0o755)
	os.MkdirAll(filepath.Join(root, "static", "css"), 0o755)
	page := "<!doctype html>\n<html lang=\"en\">\n<head><title>Bakery</title><link rel=\"stylesheet\" href=\"/static/css/main.css\"></head>\n<body><main><h1>Bakery</h1>\n<p class=\"legal\">Prices include VAT.</p>\n</main></body>\n</html>\n"
	css := "body { color: #222; }\n\n.legal {\n  font-size: 12px;\n  color: #b3aaa1;\n}\n"
	for name, body := range map[string]string{"templates/index.html": page, "static/css/main.css": css} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/static/css/main.css" {
			w.Header().Set("Content-Type", "text/css")
			io.WriteString(w, css)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, page)
	}))
	defer app.Close()
	c := sourceSession(t, root, app.URL)
	var got struct {
		ColorRule *struct {
			File string `json:"file"`
			Line int    `json:"line"`
		} `json:"color_rule"`
		ColorSelector string `json:"color_selector"`
	}
	mustOK(t, c, "audit_inspect_element", map[string]any{"selector": "p.legal"}, &got)
	if l := got.ColorRule; l == nil || l.File != "static/css/main.css" || l.Line != 5 || got.ColorSelector != ".legal" {
		t.Errorf("the legal line's colour rule: %+v %q", l, got.ColorSelector)
	}
}

// A missing title is reported where the page's <title> is written (the
// block a person fills), not at the <html> tag the rule names.
func TestEmptyTitleIsLocatedAtItsTitle(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "templates"), 0o755)
	page := "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title></title>\n</head>\n<body><main><h1>Bakery</h1><p>Fresh bread.</p></main></body>\n</html>\n"
	if err := os.WriteFile(filepath.Join(root, "templates", "index.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, page)
	}))
	defer app.Close()
	c := sourceSession(t, root, app.URL)
	res := scan(t, c, map[string]any{"url": app.URL + "/"})
	v := findViolation(t, res.Violations, "document-title", "html")
	if l := v.SourceLocation; l == nil || l.File != "templates/index.html" || l.Line != 5 {
		t.Errorf("the empty title: %+v", l)
	}
}

// sourceSession is an MCP session with a server given the source root,
// on the page at url.
func sourceSession(t *testing.T, root, url string) *client.Client {
	t.Helper()
	box := *testBox
	box.Source = &SourceRoot{Dir: root}
	srv, err := box.NewServer(ServerOptions{Name: "accessagents", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": url + "/"}, nil)
	return c
}
