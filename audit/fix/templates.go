package fix

import (
	"bytes"
	"fmt"
	"github.com/accessagents/accessagents/audit/finding"
	"hash/fnv"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// TemplateIndex is an app's server templates, parsed so that an element of
// the rendered page can be traced to the template element that writes it
// (Locate). Templates are read with the HTML tokenizer that parses the
// served source: template syntax ({{ }}, {% %}, <% %>) is text or
// attribute values to it, so the element tree and offsets hold for Go
// html/template, Jinja, Nunjucks, Handlebars, Liquid, Twig, ERB and EJS
// files alike. Components in JSX, Vue or Svelte files are not indexed.
type TemplateIndex struct {
	Root  string
	Files []*TemplateFile
	// Notes say what could not be read (a component its compiler refused).
	Notes []string
	// devMiss says where a dev build's location named no element.
	devMiss []string
	// deps are the names the project's manifests declare (projectDeps).
	deps map[string]bool
}

// DevMisses are the dev-build locations that named no element of their
// file, once each.
func (ix *TemplateIndex) DevMisses() []string {
	return slices.Compact(slices.Sorted(slices.Values(ix.devMiss)))
}

// TemplateFile is one template: Rel is its slash path under the root.
type TemplateFile struct {
	Rel   string
	Src   []byte
	root  *srcNode
	nodes []*srcNode
	comps []*compNode // a component's elements, as its compiler parsed them
	kind  string      // the component's kind (componentKinds), "" for a template
	abs   string      // where to read it when not at Root/Rel (a parse check's copy)
	// importsEnd is where a JSX module's last import ends (0: none).
	importsEnd int
}

// templateExts are the file kinds indexed.
var templateExts = map[string]bool{".html": true, ".htm": true, ".tmpl": true, ".gohtml": true, ".tpl": true,
	".njk": true, ".nunjucks": true, ".jinja": true, ".jinja2": true, ".j2": true, ".hbs": true, ".handlebars": true,
	".mustache": true, ".erb": true, ".liquid": true, ".twig": true, ".ejs": true}

// skippedDirs hold dependencies and build output, not the app's source.
var skippedDirs = map[string]bool{"node_modules": true, ".git": true, "vendor": true, "dist": true, "build": true, "_site": true,
	".next": true, ".nuxt": true, ".svelte-kit": true, "coverage": true, "target": true, ".cache": true}

// Index bounds: a repository larger than this is not read whole.
const (
	maxTemplateBytes = 2 << 20
	maxTemplates     = 5000
)

// IndexTemplates reads every template under root.
func IndexTemplates(root string) (*TemplateIndex, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	if st, err := os.Stat(abs); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("--source %q is not a directory", root)
	}
	ix := &TemplateIndex{Root: abs}
	comps := map[string][]*TemplateFile{}
	err = walkSource(abs, func(path string, _ fs.FileInfo) bool {
		if len(ix.Files) >= maxTemplates {
			return false
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return true
		}
		ext := strings.ToLower(filepath.Ext(path))
		rel, _ := filepath.Rel(abs, path)
		f := &TemplateFile{Rel: filepath.ToSlash(rel), Src: src}
		if kind := componentKinds[ext]; kind != "" {
			comps[kind] = append(comps[kind], f)
		} else if ext == ".css" {
			f.kind = "css" // read for the rules a style fix changes
		} else {
			f.root = parseSource(src)
			f.root.walk(func(n *srcNode) { f.nodes = append(f.nodes, n) })
		}
		ix.Files = append(ix.Files, f)
		return true
	})
	if err != nil {
		return nil, err
	}
	for _, kind := range slices.Sorted(maps.Keys(comps)) {
		if err := ix.parseComponents(kind, comps[kind]); err != nil {
			ix.Notes = append(ix.Notes, err.Error())
		}
	}
	if len(ix.Files) == 0 {
		return nil, fmt.Errorf("--source %q holds no template files (%s)", root, strings.Join(slices.Sorted(mapKeys(templateExts)), " "))
	}
	return ix, nil
}

// walkSource calls fn for every file under abs that the index reads, until
// fn returns false.
func walkSource(abs string, fn func(path string, info fs.FileInfo) bool) error {
	ignored := gitIgnored(abs)
	err := filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable entry is left out, not fatal
		}
		rel, _ := filepath.Rel(abs, path)
		if d.IsDir() {
			if path != abs && (skippedDirs[d.Name()] || strings.HasPrefix(d.Name(), ".") || ignored[filepath.ToSlash(rel)]) {
				return filepath.SkipDir
			}
			return nil
		}
		if ignored[filepath.ToSlash(rel)] {
			return nil
		}
		ext := strings.ToLower(filepath.Ext(path))
		if !templateExts[ext] && componentKinds[ext] == "" && ext != ".css" {
			return nil
		}
		info, err := d.Info()
		if err != nil || info.Size() > maxTemplateBytes || !info.Mode().IsRegular() {
			return nil
		}
		if !fn(path, info) {
			return filepath.SkipAll
		}
		return nil
	})
	return err
}

// gitIgnored are the paths under abs (relative, with slashes) that git
// ignores, when abs is in a git work tree: build output of any name (an
// Eleventy _site, a custom out dir) is what the project's own .gitignore
// says is not source. nil without git or a repository.
func gitIgnored(abs string) map[string]bool {
	cmd := exec.Command("git", "-C", abs, "ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z")
	out, err := cmd.Output()
	if err != nil || len(out) > 8<<20 {
		return nil
	}
	ignored := map[string]bool{}
	for _, p := range strings.Split(string(out), "\x00") {
		if p = strings.TrimSuffix(p, "/"); p != "" {
			ignored[p] = true
		}
	}
	return ignored
}

// SourceStamp changes when a file IndexTemplates reads under root changes
// (its name, size or modification time): a long-running server indexes the
// source again only then.
func SourceStamp(root string) (string, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return "", err
	}
	h := fnv.New64a()
	n := 0
	err = walkSource(abs, func(path string, info fs.FileInfo) bool {
		fmt.Fprintf(h, "%s\x00%d\x00%d\n", path, info.Size(), info.ModTime().UnixNano())
		n++
		return n < maxTemplates
	})
	return fmt.Sprintf("%x", h.Sum64()), err
}

func mapKeys(m map[string]bool) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// walk visits every element below n in document order.
func (n *srcNode) walk(visit func(*srcNode)) {
	for _, c := range n.children {
		visit(c)
		c.walk(visit)
	}
}

// SourceLocation is where a template or component writes an element
// (finding.SourceLocation: a scan's findings carry it too).
type SourceLocation = finding.SourceLocation

// Located is a template element found for a live one.
type Located struct {
	Loc  SourceLocation
	file *TemplateFile
	node *srcNode
	comp *compNode
}

// LiteralAttr is the value the source writes for the element's attribute
// name as a literal (no template logic in it), or "".
func (l Located) LiteralAttr(name string) string {
	switch {
	case l.comp != nil:
		for _, a := range l.comp.attrs {
			if a.Type == "Attribute" && a.Literal && strings.EqualFold(a.Name, name) {
				return a.Value
			}
		}
	case l.node != nil && l.file != nil:
		if v := attrValue(string(l.file.Src[l.node.start:l.node.tagEnd]), name); !templateSyntax.MatchString(v) {
			return v
		}
	}
	return ""
}

// at is the element Located names, whichever kind of file it is in.
func (l Located) at() any {
	if l.comp != nil {
		return l.comp
	}
	return l.node
}

// Scores a match must reach (minMatch), and the lead over the runner-up
// that makes it high or medium confidence.
const (
	minMatch = 3.0
	// minAgree: with no element reaching minMatch, the one element of
	// the templates that scores this much (a parent or an attribute
	// agreeing, nothing much against it) is taken at medium confidence.
	minAgree   = 1.0
	leadHigh   = 3.0
	leadMedium = 1.0
)

// Locate finds the template element that renders el; ok is false when no
// template element matches it well enough.
func (ix *TemplateIndex) Locate(el LiveElement) (Located, bool) {
	if el.Meta != nil {
		if at, ok := ix.locateDev(el); ok {
			return at, true
		}
		if at, ok := ix.libraryUse(el); ok {
			return at, true
		}
	}
	var best, second float64 = -1e9, -1e9
	var at, only Located
	var tied []*srcNode // the candidates that score best, when they tie
	cands := map[*srcNode]bool{}
	n, agree := 0, 0
	for _, f := range ix.Files {
		for _, node := range f.nodes {
			s, ok := matchScore(f.Src, node, el)
			if ok && s >= minAgree {
				agree++
				only = Located{file: f, node: node}
			}
			if !ok || s < minMatch {
				continue
			}
			n++
			cands[node] = true
			switch {
			case s > best:
				second, best = best, s
				at = Located{file: f, node: node}
				tied = []*srcNode{node}
			case s == best:
				second = s
				if f != at.file {
					tied = nil // a tie across files is not a row's cells
				} else if tied != nil {
					tied = append(tied, node)
				}
			case s > second:
				second = s
			}
		}
	}
	conf := "low"
	switch lead := best - second; {
	case n == 0 && agree == 1:
		// Nothing in it stands out (<header>, a partial's <li>), but it is
		// the one element of the templates that agrees with this one.
		at, n, conf = only, 1, "medium"
	case n == 0 && el.Meta == nil:
		return ix.locateAnyComponent(el)
	case n == 0:
		return Located{}, false
	case lead >= leadHigh && best >= minMatch+2:
		conf = "high"
	case lead >= leadMedium:
		conf = "medium"
	case lead == 0:
		// Cells of one row that look alike (<td>{{ w.date }}</td><td>{{
		// w.title }}</td>): the page's nth cell is the template's nth, when
		// the row writes as many as the page shows.
		if node := nthSibling(tied, el); node != nil && cands[node] {
			at.node, conf = node, "medium"
		}
	}
	line, col := lineCol(at.file.Src, at.node.start)
	name := filepath.Base(at.file.Rel)
	at.Loc = SourceLocation{File: at.file.Rel, Line: line, Column: col, Component: strings.TrimSuffix(name, filepath.Ext(name)),
		Confidence: conf, Candidates: n}
	return at, true
}

// lineCol is the 1-based line and column (in bytes) of an offset.
func lineCol(src []byte, off int) (int, int) {
	off = min(off, len(src))
	line := bytes.Count(src[:off], []byte("\n")) + 1
	return line, off - (bytes.LastIndexByte(src[:off], '\n') + 1) + 1
}

// nthSibling is, of tied template or component elements that are all
// children of one element, the el.Nth-th of that element's children of
// el's tag, when it has el.Of of them: the zero value otherwise.
func nthSibling[N tree[N]](tied []N, el LiveElement) N {
	var none N
	if len(tied) < 2 || el.Nth < 1 || el.Of < 2 || tied[0].parentNode() == none {
		return none
	}
	parent := tied[0].parentNode()
	for _, t := range tied {
		if t.parentNode() != parent {
			return none
		}
	}
	var same []N
	for _, c := range parent.childNodes() {
		if c.tagName() == el.Tag {
			same = append(same, c)
		}
	}
	if len(same) != el.Of {
		return none
	}
	return same[el.Nth-1]
}

// WhyNotLocated says why no template or component was found for el: the
// dev build names a file outside the source root (a library's element), a
// kind of component could not be parsed, or nothing writes such markup.
func (ix *TemplateIndex) WhyNotLocated(el LiveElement) string {
	if m := el.Meta; m != nil && m.File != "" {
		for _, f := range ix.Files {
			if f.comps == nil && componentKinds[path.Ext(f.Rel)] != "" && (strings.HasSuffix("/"+m.File, "/"+f.Rel) || strings.HasSuffix("/"+f.Rel, "/"+m.File)) {
				return fmt.Sprintf("the %s dev build says it is written at %s:%d, and that file could not be parsed (see notes)", m.Framework, f.Rel, m.Line)
			}
		}
		return fmt.Sprintf("the %s dev build says it is written at %s:%d, which is not a file under the source root (a library's element is reported, never edited)", m.Framework, m.File, m.Line)
	}
	unparsed := map[string]bool{}
	for _, f := range ix.Files {
		if f.comps == nil && componentKinds[path.Ext(f.Rel)] != "" {
			unparsed[componentKinds[path.Ext(f.Rel)]] = true
		}
	}
	if len(unparsed) > 0 {
		return fmt.Sprintf("no template writes this <%s>, and the %s components could not be parsed (see notes), so it may be in one of them", el.Tag, strings.Join(slices.Sorted(maps.Keys(unparsed)), " and "))
	}
	return fmt.Sprintf("no template or component under the source root writes this <%s>", el.Tag)
}
