package fix

import (
	"encoding/json"
	"html"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// The template languages a server-template app is written in: which one a
// file is, how its layout prints a variable or a block, and how that is
// given a fallback in the language's own syntax.

// engine is the template language of a file: by its extension, else by
// what the project depends on (package.json, go.mod, requirements), else
// by its syntax.
func (ix *TemplateIndex) engine(f *TemplateFile) string {
	switch strings.ToLower(path.Ext(f.Rel)) {
	case ".hbs", ".handlebars":
		return "handlebars"
	case ".mustache":
		return "mustache"
	case ".ejs":
		return "ejs"
	case ".njk", ".nunjucks", ".jinja", ".jinja2", ".j2":
		return "jinja"
	case ".twig":
		return "twig"
	case ".liquid":
		return "liquid"
	case ".erb":
		return "erb"
	case ".tmpl", ".gohtml":
		return "go"
	}
	deps := ix.projectDeps()
	var found []string
	for _, d := range []struct{ dep, eng string }{{"nunjucks", "jinja"}, {"liquidjs", "liquid"}, {"twig", "twig"}, {"ejs", "ejs"},
		{"express-handlebars", "handlebars"}, {"handlebars", "handlebars"}, {"hbs", "handlebars"}, {"mustache", "mustache"},
		{"mustache-express", "mustache"}, {"chevron", "mustache"}, {"pystache", "mustache"},
		{"go.mod", "go"}, {"jekyll", "liquid"}, {"django", "django"}, {"jinja2", "jinja"}, {"flask", "jinja"}} {
		if deps[d.dep] && (len(found) == 0 || found[len(found)-1] != d.eng) {
			found = append(found, d.eng)
		}
	}
	src := string(f.Src)
	switch {
	case len(found) == 1:
		return found[0]
	case goAction.MatchString(src):
		return "go"
	case len(found) == 0 && strings.Contains(src, "{%"):
		// Jinja, Nunjucks, Twig, Django or Liquid: they agree on blocks
		// only.
		return "blocks"
	}
	return ""
}

var goAction = regexp.MustCompile(`\{\{-?\s*(\.[A-Z]|define\s+"|template\s+"|range\s+\.)`)

// projectDeps are the names the project's manifests declare: npm
// dependencies, Python requirements, and go.mod's presence, read at the
// source root and up to two folders above it (a monorepo's app), not past
// the repository's top. Read once.
func (ix *TemplateIndex) projectDeps() map[string]bool {
	if ix.deps != nil {
		return ix.deps
	}
	ix.deps = map[string]bool{}
	dir := ix.Root
	for range 3 {
		if b, err := os.ReadFile(filepath.Join(dir, "package.json")); err == nil {
			var pkg struct{ Dependencies, DevDependencies map[string]string }
			if json.Unmarshal(b, &pkg) == nil {
				for k := range pkg.Dependencies {
					ix.deps[k] = true
				}
				for k := range pkg.DevDependencies {
					ix.deps[k] = true
				}
			}
		}
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			ix.deps["go.mod"] = true
		}
		if b, err := os.ReadFile(filepath.Join(dir, "Gemfile")); err == nil && strings.Contains(string(b), "jekyll") {
			ix.deps["jekyll"] = true // GitHub Pages' Jekyll: Liquid templates
		}
		for _, name := range []string{"requirements.txt", "pyproject.toml"} {
			if b, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
				for _, w := range pythonDeps.FindAllString(string(b), -1) {
					ix.deps[strings.ToLower(w)] = true
				}
			}
		}
		// A small Flask app often has no requirements file: its imports
		// say the same.
		pys, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		for _, p := range first(pys, 20) {
			if b, err := os.ReadFile(p); err == nil {
				for _, m := range pythonImport.FindAllStringSubmatch(string(b), -1) {
					ix.deps[strings.ToLower(m[1])] = true
				}
			}
		}
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil || filepath.Dir(dir) == dir {
			break
		}
		dir = filepath.Dir(dir)
	}
	return ix.deps
}

// pythonDeps are the template libraries a Python project names.
var (
	pythonDeps   = regexp.MustCompile(`(?i)\b(django|jinja2|flask|chevron|pystache)\b`)
	pythonImport = regexp.MustCompile(`(?m)^\s*(?:from|import)\s+(django|jinja2|flask|chevron|pystache)\b`)
)

var (
	// A title that is one output of one variable, per language.
	hbsVar    = regexp.MustCompile(`^\s*\{\{\s*([A-Za-z_][\w.]*)\s*\}\}\s*$`)
	jinjaVar  = regexp.MustCompile(`^\s*\{\{-?\s*([A-Za-z_][\w.]*)\s*-?\}\}\s*$`)
	goVar     = regexp.MustCompile(`^\s*\{\{-?\s*(\.[A-Za-z_][\w.]*)\s*-?\}\}\s*$`)
	ejsOut    = regexp.MustCompile(`^\s*<%([=-])\s*([^%]+?)\s*%>\s*$`)
	ejsIdent  = regexp.MustCompile(`^(?:typeof\s+([A-Za-z_$][\w$]*)\s*!==?\s*['"]undefined['"]\s*\?\s*([A-Za-z_$][\w$]*)\s*:\s*(?:''|"")|([A-Za-z_$][\w$.]*))$`)
	blockTag  = regexp.MustCompile(`^\s*\{%-?\s*block\s+(\w+)\s*-?%\}([\s\S]*?)\{%-?\s*endblock(?:\s+\w+)?\s*-?%\}\s*$`)
	goBlock   = regexp.MustCompile(`^\s*\{\{-?\s*block\s+"([^"]+)"\s+\.?\s*-?\}\}([\s\S]*?)\{\{-?\s*end\s*-?\}\}\s*$`)
	liquidVar = regexp.MustCompile(`^\s*\{\{-?\s*([A-Za-z_][\w.]*)\s*-?\}\}\s*$`)
)

// titleVariable reads a layout's <title> content: the variable it prints,
// or the block a page fills.
func titleVariable(eng, inner string) (variable, block string) {
	switch eng {
	case "handlebars", "mustache":
		if m := hbsVar.FindStringSubmatch(inner); m != nil {
			return m[1], ""
		}
	case "jinja", "twig", "django", "liquid", "blocks":
		if m := blockTag.FindStringSubmatch(inner); m != nil && eng != "liquid" {
			return "", m[1]
		}
		if m := jinjaVar.FindStringSubmatch(inner); m != nil && eng != "blocks" {
			return m[1], ""
		}
	case "go":
		if m := goBlock.FindStringSubmatch(inner); m != nil {
			return "", m[1]
		}
		if m := goVar.FindStringSubmatch(inner); m != nil {
			return m[1], ""
		}
	case "ejs":
		if m := ejsOut.FindStringSubmatch(inner); m != nil {
			if id := ejsIdent.FindStringSubmatch(m[2]); id != nil && (id[1] == "" || id[1] == id[2]) {
				return id[2] + id[3], ""
			}
		}
	}
	return "", ""
}

// fallback is a layout's <title> content (or an attribute's value) that
// prints the page's variable, or site when the page gives none: a block's
// empty default filled, or the variable with a fallback in the language's
// own syntax. The string literal is in single quotes (backquotes in Go)
// when inAttr: the text goes inside a double-quoted attribute value
// (lang="{{ locale or 'en' }}").
func fallback(eng, inner, variable, block, site string, inAttr bool) (string, bool) {
	q := quoteJS(site)
	dq := q // a double-quoted string every language here reads alike
	if inAttr {
		if strings.ContainsAny(site, "'`\\\"<>&") {
			return "", false
		}
		dq = "'" + site + "'"
		if eng == "go" {
			dq = "`" + site + "`"
		}
	}
	switch {
	case block != "" && eng == "go":
		m := goBlock.FindStringSubmatch(inner)
		if strings.TrimSpace(m[2]) != "" {
			return "", false
		}
		open := strings.Index(m[0], "}}") + 2
		return m[0][:open] + html.EscapeString(site) + m[0][open+len(m[2]):], true
	case block != "":
		m := blockTag.FindStringSubmatch(inner)
		if strings.TrimSpace(m[2]) != "" {
			return "", false
		}
		open := strings.Index(m[0], "%}") + 2
		return m[0][:open] + html.EscapeString(site) + m[0][open+len(m[2]):], true
	case variable == "":
		return "", false
	}
	return orElse(eng, inner, variable, dq, html.EscapeString(site))
}

// orElse prints variable, or alt when it is empty, in the language eng:
// alt is an expression of the language (a quoted literal, another
// variable), altHTML what Handlebars and Mustache print instead (the
// literal's text, {{other}}). inner is the output it replaces (EJS keeps
// its own tag and expression).
func orElse(eng, inner, variable, alt, altHTML string) (string, bool) {
	switch eng {
	case "handlebars":
		return "{{#if " + variable + "}}{{" + variable + "}}{{else}}" + altHTML + "{{/if}}", true
	case "mustache":
		return "{{#" + variable + "}}{{" + variable + "}}{{/" + variable + "}}{{^" + variable + "}}" + altHTML + "{{/" + variable + "}}", true
	case "jinja":
		return "{{ " + variable + " or " + alt + " }}", true
	case "twig":
		return "{{ " + variable + "|default(" + alt + ") }}", true
	case "django":
		return "{{ " + variable + "|default:" + alt + " }}", true
	case "liquid":
		return "{{ " + variable + " | default: " + alt + " }}", true
	case "go":
		return "{{or " + variable + " " + alt + "}}", true
	case "ejs":
		m := ejsOut.FindStringSubmatch(inner)
		return "<%" + m[1] + " (" + m[2] + ") || " + alt + " %>", true
	}
	return "", false
}

// quoteJS is s as a double-quoted string that JavaScript, Go, Jinja,
// Nunjucks, Twig, Liquid and Handlebars all read back as s: JSON's quoting
// without its \u escapes of <, > and & (Handlebars and Nunjucks print
// those as they are written).
func quoteJS(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}
