package fix

import (
	"bytes"
	"fmt"
	"html"
	"io/fs"
	"maps"
	"os"
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
}

// templateExts are the file kinds indexed.
var templateExts = map[string]bool{".html": true, ".htm": true, ".tmpl": true, ".gohtml": true, ".tpl": true,
	".njk": true, ".nunjucks": true, ".jinja": true, ".jinja2": true, ".j2": true, ".hbs": true, ".handlebars": true,
	".mustache": true, ".erb": true, ".liquid": true, ".twig": true, ".ejs": true}

// skippedDirs hold dependencies and build output, not the app's source.
var skippedDirs = map[string]bool{"node_modules": true, ".git": true, "vendor": true, "dist": true, "build": true,
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
	err = filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable entry is left out, not fatal
		}
		if d.IsDir() {
			if path != abs && (skippedDirs[d.Name()] || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		ext := strings.ToLower(filepath.Ext(path))
		if !templateExts[ext] && componentKinds[ext] == "" && ext != ".css" || len(ix.Files) >= maxTemplates {
			return nil
		}
		if info, err := d.Info(); err != nil || info.Size() > maxTemplateBytes || !info.Mode().IsRegular() {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
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
		return nil
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

// LiveElement is what the rendered page shows of an element: its start
// tag's attributes, its own text (not its children's), and the same for
// its parents, nearest first. LiveElementJS reads it.
type LiveElement struct {
	Meta  *DevLoc           `json:"meta,omitempty"` // where the framework's dev build says it is written
	Tag   string            `json:"tag"`
	Attrs map[string]string `json:"attrs"`
	Text  string            `json:"text"`
	Up    []LiveElement     `json:"up,omitempty"`
}

// SameTagJS lists the XPath (in the form the scan computes) of every
// element with one of these tags, up to 2000: Plan counts how many of them
// one template element renders.
const SameTagJS = `(tags) => {
  const xp = (el) => { const parts = []; for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    const p = e.parentElement; const same = p ? Array.from(p.children).filter((c) => c.localName === e.localName) : [e];
    parts.unshift(e.localName + (same.length > 1 ? '[' + (same.indexOf(e) + 1) + ']' : '')); } return '/' + parts.join('/'); };
  const out = []; for (const t of tags) for (const el of document.getElementsByTagName(t)) { if (out.length < 2000) out.push(xp(el)); }
  return out;
}`

// LiveElementJS reads LiveElement for each XPath (null where none is).
const LiveElementJS = `(xpaths) => {
  // Vue: which component file rendered an element, from the app's own
  // vnode tree (static content, which Vue clones without a component,
  // and the roots of a multi-root template included).
  let vueFiles = null;
  const vueFile = (el) => {
    if (!vueFiles) {
      vueFiles = new Map();
      const mark = (n, file) => { if (n && n.nodeType === 1 && !vueFiles.has(n)) vueFiles.set(n, file); };
      const visit = (v, file, depth) => {
        if (!v || typeof v !== 'object' || depth > 200) return;
        if (v.component) { const c = v.component; visit(c.subTree, (c.type && c.type.__file) || file, depth + 1); return; }
        const isStatic = typeof v.type === 'symbol' && /stc|Static/.test(String(v.type.description || v.type.toString()));
        if (isStatic && v.el) {
          for (let n = v.el; n; n = n.nextSibling) { if (n.nodeType === 1) { mark(n, file); n.querySelectorAll('*').forEach((d) => mark(d, file)); } if (n === (v.anchor || v.el)) break; }
        } else if (v.el && v.el.nodeType === 1) {
          mark(v.el, file);
          if (typeof v.children === 'string' || v.children == null) v.el.querySelectorAll('*').forEach((d) => mark(d, file));
        }
        if (Array.isArray(v.children)) v.children.forEach((c) => visit(c, file, depth + 1));
      };
      for (const c of document.querySelectorAll('[data-v-app]')) {
        const inst = c.__vue_app__ && c.__vue_app__._instance;
        if (inst) visit(inst.subTree, inst.type && inst.type.__file, 0);
      }
    }
    if (vueFiles.has(el)) return vueFiles.get(el);
    const vc = el.__vueParentComponent;
    return vc && vc.type && vc.type.__file;
  };
  const facts = (e) => ({ tag: e.localName, text: Array.from(e.childNodes).filter((n) => n.nodeType === 3).map((n) => n.data).join(' ').replace(/\s+/g, ' ').trim(),
    attrs: Object.fromEntries(Array.from(e.attributes).map((a) => [a.name, a.value])) });
  return xpaths.map((xp) => {
    let el = null;
    try { el = document.evaluate(xp, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; } catch (e) {}
    if (!el || el.nodeType !== 1) return null;
    const out = facts(el); out.up = [];
    const m = el.__svelte_meta && el.__svelte_meta.loc;
    if (m && typeof m.file === 'string') out.meta = { file: m.file, line: m.line, column: m.column, framework: 'svelte' };
    const fk = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    const rs = fk && el[fk] && el[fk]._debugSource;
    if (rs && typeof rs.fileName === 'string') out.meta = { file: rs.fileName, line: rs.lineNumber, column: rs.columnNumber, framework: 'react' };
    const vf = vueFile(el);
    if (!out.meta && typeof vf === 'string') out.meta = { file: vf, line: 0, column: 0, framework: 'vue' };
    for (let p = el.parentElement, i = 0; p && i < 4; p = p.parentElement, i++) out.up.push(facts(p));
    return out;
  });
}`

// SourceLocation is where a template writes an element. Confidence is
// high when no other template element comes close, medium when the best
// is ahead but not by much, low when it cannot be told apart (then the
// source is not edited). Candidates counts the template elements that
// matched at all.
type SourceLocation struct {
	File       string `json:"file"`
	Line       int    `json:"line"`
	Column     int    `json:"column"`
	Component  string `json:"component"`
	Confidence string `json:"confidence"`
	Candidates int    `json:"candidates"`
	// Via says how it was found when not by matching markup.
	Via string `json:"via,omitempty"`
}

// Located is a template element found for a live one.
type Located struct {
	Loc  SourceLocation
	file *TemplateFile
	node *srcNode
	comp *compNode
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
	minMatch   = 3.0
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
	}
	var best, second float64 = -1e9, -1e9
	var at Located
	n := 0
	for _, f := range ix.Files {
		for _, node := range f.nodes {
			s, ok := matchScore(f.Src, node, el)
			if !ok || s < minMatch {
				continue
			}
			n++
			switch {
			case s > best:
				second, best = best, s
				at = Located{file: f, node: node}
			case s > second:
				second = s
			}
		}
	}
	if n == 0 {
		return Located{}, false
	}
	line, col := lineCol(at.file.Src, at.node.start)
	conf := "low"
	switch lead := best - second; {
	case lead >= leadHigh && best >= minMatch+2:
		conf = "high"
	case lead >= leadMedium:
		conf = "medium"
	}
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

// templatePairs open and close template syntax in the languages indexed.
var templatePairs = [][]string{{"{{", "}}"}, {"{%", "%}"}, {"<%", "%>"}, {"${", "}"}, {"{#", "#}"}}

func hasDelims(s string) bool {
	for _, p := range templatePairs {
		if strings.Contains(s, p[0]) || strings.Contains(s, p[1]) && p[1] != "}" {
			return true
		}
	}
	return false
}

// literalParts are the pieces of s outside template syntax, spaces
// collapsed, empty pieces left out.
func literalParts(s string) []string {
	var out []string
	keep := func(p string) {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			out = append(out, p)
		}
	}
	for {
		at, pair := -1, []string(nil)
		for _, p := range templatePairs {
			if j := strings.Index(s, p[0]); j >= 0 && (at < 0 || j < at) {
				at, pair = j, p
			}
		}
		if at < 0 {
			keep(s)
			return out
		}
		keep(s[:at])
		end := strings.Index(s[at+len(pair[0]):], pair[1])
		if end < 0 {
			return out
		}
		s = s[at+len(pair[0])+end+len(pair[1]):]
	}
}

// directText is the element's own text as the template writes it, spaces
// collapsed.
func directText(src []byte, n *srcNode) string {
	var b strings.Builder
	for _, sp := range n.textSpans {
		b.WriteString(" ")
		b.Write(src[sp[0]:sp[1]])
	}
	return strings.Join(strings.Fields(html.UnescapeString(b.String())), " ")
}

// attrWeight is how much a literal attribute that the page shows as
// written says about the match.
func attrWeight(name string) float64 {
	switch name {
	case "id":
		return 6
	case "name", "for", "href", "src", "type", "action", "data-testid":
		return 4
	}
	return 3
}

// ignoredLive are attributes a page or framework adds at run time.
func ignoredLive(name string) bool {
	return name == "style" || strings.HasPrefix(name, "data-v-") || strings.HasPrefix(name, "data-svelte") || name == "data-reactroot"
}

// onePerPage are the elements a page has exactly one of.
var onePerPage = map[string]bool{"html": true, "head": true, "body": true, "title": true}

// matchScore scores template element n (in src) as the writer of el; ok is
// false when the tags differ.
func matchScore(src []byte, n *srcNode, el LiveElement) (float64, bool) {
	if n.tag != el.Tag {
		return 0, false
	}
	score := attrScore(string(src[n.start:n.tagEnd]), el.Attrs, true)
	if onePerPage[n.tag] {
		score += minMatch // a page has one: a layout that writes it is the one
	}
	t := directText(src, n)
	switch {
	case t == "" && el.Text == "":
		score += 0.5
	case hasDelims(t):
		for _, part := range literalParts(t) {
			if strings.Contains(el.Text, part) {
				score += 1.5 // words written in the template, shown as written
			} else {
				score -= 1
			}
		}
	case t == el.Text:
		score += 4
	case t == "" || el.Text == "":
		score -= 2
	default:
		score -= 4
	}
	// The parents the template writes around it, as far as they agree.
	p := n.parent
	for i := 0; i < len(el.Up) && p != nil && p.tag != "#document"; i, p = i+1, p.parent {
		up := el.Up[i]
		if p.tag != up.Tag {
			break
		}
		score += 1 + max(0, attrScore(string(src[p.start:p.tagEnd]), up.Attrs, false))/2
	}
	return score, true
}

// attrScore compares a template start tag's attributes with live ones.
// extra says whether live attributes the tag does not write count against.
func attrScore(tag string, live map[string]string, extra bool) float64 {
	attrs, _ := tagAttrs(tag)
	score, open := 0.0, slices.ContainsFunc(attrs, func(a attrSpan) bool { return hasDelims(a.name) })
	seen := map[string]bool{}
	for _, a := range attrs {
		if hasDelims(a.name) {
			continue // {{if .X}}disabled{{end}}: attributes written conditionally
		}
		seen[a.name] = true
		v, has := live[a.name]
		switch {
		case open && !has && a.value == "" && !strings.Contains(tag, a.name+"="):
			// {% if member %}checked{% endif %}: the words between the
			// tags read as bare attributes; one may or may not be written.
		case hasDelims(a.value):
			if !has {
				score -= 0.5
				continue
			}
			score++
			for _, part := range literalParts(a.value) {
				if strings.Contains(v, part) {
					score += 0.5
				} else {
					score -= 1
				}
			}
		case a.name == "class":
			score += classScore(a.value, v, has)
		case !has:
			score -= 3
		case v == a.value:
			score += attrWeight(a.name)
		default:
			score -= 4
		}
	}
	if extra && !open {
		for name := range live {
			if !seen[name] && !ignoredLive(name) {
				score--
			}
		}
	}
	return score
}

// classScore: shared class names count for, missing ones against (a page
// script may add classes, so live classes the template lacks cost little).
func classScore(tmpl, live string, has bool) float64 {
	if !has {
		return -2
	}
	lv := strings.Fields(live)
	s := 0.0
	for _, c := range strings.Fields(tmpl) {
		if slices.Contains(lv, c) {
			s += 1.5
		} else {
			s -= 2
		}
	}
	return s
}
