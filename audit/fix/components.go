package fix

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
)

// Svelte components are read with the app's own compiler (svelteparse.mjs,
// run by Node with svelte/compiler from the app's node_modules), never
// with the HTML tokenizer: an attribute such as onclick={() => add(p)}
// holds a ">" that ends a start tag for an HTML tokenizer. A rendered
// element is traced to its component by the location Svelte's dev build
// records on it (__svelte_meta), so no markup is matched.

//go:embed svelteparse.mjs
var svelteParseJS string

// jsxParseJS reads JSX/TSX with @babel/parser, which comes with the app's
// @vitejs/plugin-react; React's dev build records where each element is
// written on its fiber (_debugSource, React 18).
//
//go:embed jsxparse.mjs
var jsxParseJS string

// componentKinds maps a component file's extension to its kind.
var componentKinds = map[string]string{".svelte": "svelte", ".jsx": "jsx", ".tsx": "jsx"}

// componentParsers are the Node scripts that parse each kind.
var componentParsers = map[string]string{"svelte": svelteParseJS, "jsx": jsxParseJS}

// compNode is an element of a component as its compiler parsed it.
type compNode struct {
	tag      string
	start    int // the "<" of its start tag
	line     int // its start tag's line (1-based) and column (0-based)
	col      int
	insertAt int // where a new attribute goes (after the last one)
	attrs    []compAttr
	expr     string // the one expression that is its only child: {product.name}
	parent   *compNode
	children []*compNode
}

type compAttr struct {
	Type    string `json:"type"`
	Name    string `json:"name"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Literal bool   `json:"literal"`
	Value   string `json:"value"`
}

// DevLoc is where a framework's dev build says an element is written:
// File relative to the app's root (Svelte) or absolute (React), Line
// 1-based, Column 0-based (Svelte) or 1-based (React).
type DevLoc struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	Framework string `json:"framework"`
}

// parseComponents parses the component files of one kind with the app's
// own parser, run by Node.
func (ix *TemplateIndex) parseComponents(kind string, files []*TemplateFile) error {
	if len(files) == 0 {
		return nil
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return fmt.Errorf("%s components need Node.js to be parsed: %w", kind, err)
	}
	in := map[string]any{"root": ix.Root}
	paths := make([]string, len(files))
	for i, f := range files {
		paths[i] = filepath.Join(ix.Root, filepath.FromSlash(f.Rel))
	}
	in["files"] = paths
	arg, _ := json.Marshal(in)
	cmd := exec.Command(node, "--input-type=module", "-e", componentParsers[kind])
	cmd.Stdin = bytes.NewReader(arg)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("parse the %s components: %v: %s", kind, err, strings.TrimSpace(stderr.String()))
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal(out, &got); err != nil {
		return fmt.Errorf("parse the %s components: %w", kind, err)
	}
	if e, ok := got["error"]; ok {
		var msg string
		_ = json.Unmarshal(e, &msg)
		return fmt.Errorf("parse the %s components: %s", kind, msg)
	}
	for i, f := range files {
		var res struct {
			Error    string `json:"error"`
			Elements []struct {
				Tag      string     `json:"tag"`
				Start    int        `json:"start"`
				Line     int        `json:"line"`
				Column   int        `json:"column"`
				InsertAt int        `json:"insert_at"`
				Attrs    []compAttr `json:"attrs"`
				Expr     string     `json:"expr"`
				Parent   int        `json:"parent"`
			} `json:"elements"`
		}
		if err := json.Unmarshal(got[paths[i]], &res); err != nil || res.Error != "" {
			ix.Notes = append(ix.Notes, fmt.Sprintf("%s: not parsed: %s", f.Rel, res.Error))
			continue
		}
		f.comps, f.kind = make([]*compNode, len(res.Elements)), kind
		for j, e := range res.Elements {
			n := &compNode{tag: e.Tag, start: e.Start, insertAt: e.InsertAt, attrs: e.Attrs, expr: e.Expr, line: e.Line, col: e.Column}
			if n.line == 0 {
				n.line, n.col = lineCol(f.Src, n.start)
				n.col--
			}
			f.comps[j] = n
			if e.Parent >= 0 && e.Parent < j {
				n.parent = f.comps[e.Parent]
				n.parent.children = append(n.parent.children, n)
			}
		}
	}
	return nil
}

// locateDev finds the component element a dev location names.
func (ix *TemplateIndex) locateDev(el LiveElement) (Located, bool) {
	m := el.Meta
	for _, f := range ix.Files {
		if f.comps == nil || !strings.HasSuffix("/"+m.File, "/"+f.Rel) && !strings.HasSuffix("/"+f.Rel, "/"+m.File) {
			continue
		}
		col := m.Column
		if m.Framework == "react" {
			col-- // React's columns count from 1
		}
		var same []*compNode
		for _, n := range f.comps {
			if n.line == m.Line && n.col == col && n.tag == el.Tag {
				return compLocated(f, n, "high", cmpOr(m.Framework, "svelte")+" dev metadata"), true
			}
			if n.tag == el.Tag {
				same = append(same, n)
			}
		}
		// The dev build named the file but no element of this tag starts
		// where it says (a transform that moved lines): the file's only
		// such element is it; otherwise it is not guessed.
		if len(same) == 1 {
			return compLocated(f, same[0], "medium", fmt.Sprintf("%s dev metadata (which says line %d; the file's only <%s>)", cmpOr(m.Framework, "svelte"), m.Line, el.Tag)), true
		}
		ix.devMiss = append(ix.devMiss, fmt.Sprintf("%s says <%s> is at %s:%d:%d, where the file has none (%d elsewhere in it): the dev build's locations do not match the file", cmpOr(m.Framework, "svelte"), el.Tag, f.Rel, m.Line, m.Column, len(same)))
	}
	return Located{}, false
}

func compLocated(f *TemplateFile, n *compNode, conf, via string) Located {
	line, col := lineCol(f.Src, n.start)
	name := filepath.Base(f.Rel)
	return Located{file: f, comp: n, Loc: SourceLocation{File: f.Rel, Line: line, Column: col,
		Component: strings.TrimSuffix(name, filepath.Ext(name)), Confidence: conf, Candidates: 1, Via: via}}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// compDataCandidates are the elements near n in its component whose only
// child is one expression, with the path from n to them.
func compDataCandidates(f *TemplateFile, n *compNode) []dataCandidate {
	var out []dataCandidate
	for _, t := range f.comps {
		// Not an ancestor of n: its expression renders the whole list
		// ({photos.map(…)}), not this item's data.
		if t == n || t.expr == "" || compAncestor(t, n) {
			continue
		}
		a, up := n, 0
		for ; a != nil && !compAncestor(a, t); a = a.parent {
			up++
		}
		if a == nil {
			continue
		}
		down := []dataStep{}
		for c := t; c != a; c = c.parent {
			nth := 0
			for _, s := range c.parent.children {
				if s.tag == c.tag {
					nth++
				}
				if s == c {
					break
				}
			}
			down = append([]dataStep{{c.tag, nth}}, down...)
		}
		out = append(out, dataCandidate{expr: t.expr, up: up, down: down})
	}
	return out
}

func compAncestor(a, n *compNode) bool {
	for ; n != nil; n = n.parent {
		if n == a {
			return true
		}
	}
	return false
}

// jsxNames are the React prop names of HTML attributes that differ.
var jsxNames = map[string]string{"for": "htmlFor", "class": "className", "autocomplete": "autoComplete", "tabindex": "tabIndex",
	"readonly": "readOnly", "maxlength": "maxLength", "minlength": "minLength", "contenteditable": "contentEditable",
	"spellcheck": "spellCheck", "inputmode": "inputMode", "enterkeyhint": "enterKeyHint", "accesskey": "accessKey",
	"srcset": "srcSet", "colspan": "colSpan", "rowspan": "rowSpan", "crossorigin": "crossOrigin"}

// compEdits writes attribute fixes into a component's text. A value from
// data is written as the component's expression (alt={product.name}); a
// literal is quoted, with braces escaped in Svelte (which reads { as an
// expression even in quotes). JSX gets React's prop names (autoComplete).
func compEdits(f *TemplateFile, gs []*SourceFix) []byte {
	var edits []edit
	for i, g := range gs {
		if g.Kind != KindAttribute { // Plan leaves these out
			continue
		}
		name := g.Attribute
		esc := strings.NewReplacer("&", "&amp;", `"`, "&quot;", "{", "&#123;", "}", "&#125;", "<", "&lt;")
		if f.kind == "jsx" {
			name = cmpOr(jsxNames[strings.ToLower(name)], name)
			esc = strings.NewReplacer("&", "&amp;", `"`, "&quot;")
		}
		kv := name + `="` + esc.Replace(g.rec.Value) + `"`
		if g.FromData {
			kv = name + "=" + g.rec.Value
		}
		e := edit{start: g.comp.insertAt, end: g.comp.insertAt, text: " " + kv, fix: i}
		for _, a := range g.comp.attrs {
			if strings.EqualFold(a.Name, name) && a.Type == "Attribute" {
				e = edit{start: a.Start, end: a.End, text: kv, fix: i}
			}
		}
		edits = append(edits, e)
	}
	out := append([]byte(nil), f.Src...)
	sortEditsLastFirst(edits)
	for _, e := range edits {
		out = append(out[:e.start], append([]byte(e.text), out[e.end:]...)...)
	}
	return out
}
