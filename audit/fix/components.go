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

// compNode is an element of a component as its compiler parsed it.
type compNode struct {
	tag      string
	start    int // the "<" of its start tag
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
// File relative to the app's root, Line 1-based, Column 0-based.
type DevLoc struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

// parseSvelte parses the .svelte files of ix with the app's compiler.
func (ix *TemplateIndex) parseSvelte(files []*TemplateFile) error {
	if len(files) == 0 {
		return nil
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return fmt.Errorf("Svelte components need Node.js to be parsed: %w", err)
	}
	in := map[string]any{"root": ix.Root}
	paths := make([]string, len(files))
	for i, f := range files {
		paths[i] = filepath.Join(ix.Root, filepath.FromSlash(f.Rel))
	}
	in["files"] = paths
	arg, _ := json.Marshal(in)
	cmd := exec.Command(node, "--input-type=module", "-e", svelteParseJS)
	cmd.Stdin = bytes.NewReader(arg)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("parse the Svelte components: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal(out, &got); err != nil {
		return fmt.Errorf("parse the Svelte components: %w", err)
	}
	if e, ok := got["error"]; ok {
		var msg string
		_ = json.Unmarshal(e, &msg)
		return fmt.Errorf("parse the Svelte components: %s", msg)
	}
	for i, f := range files {
		var res struct {
			Error    string `json:"error"`
			Elements []struct {
				Tag      string     `json:"tag"`
				Start    int        `json:"start"`
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
		f.comps = make([]*compNode, len(res.Elements))
		for j, e := range res.Elements {
			n := &compNode{tag: e.Tag, start: e.Start, insertAt: e.InsertAt, attrs: e.Attrs, expr: e.Expr}
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
		off := offsetOf(f.Src, m.Line, m.Column)
		for _, n := range f.comps {
			if n.start == off && n.tag == el.Tag {
				line, col := lineCol(f.Src, n.start)
				name := filepath.Base(f.Rel)
				return Located{file: f, comp: n, Loc: SourceLocation{File: f.Rel, Line: line, Column: col,
					Component: strings.TrimSuffix(name, filepath.Ext(name)), Confidence: "high", Candidates: 1, Via: "svelte dev metadata"}}, true
			}
		}
	}
	return Located{}, false
}

// offsetOf is the byte offset of a 1-based line and 0-based column.
func offsetOf(src []byte, line, col int) int {
	off := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(src[off:], '\n')
		if i < 0 {
			return -1
		}
		off += i + 1
	}
	return off + col
}

// compDataCandidates are the elements near n in its component whose only
// child is one expression, with the path from n to them.
func compDataCandidates(f *TemplateFile, n *compNode) []dataCandidate {
	var out []dataCandidate
	for _, t := range f.comps {
		if t == n || t.expr == "" {
			continue
		}
		a, up := n, 0
		for ; a != nil && !compAncestor(a, t); a = a.parent {
			up++
		}
		if a == nil {
			continue
		}
		var down []dataStep
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

// compEdits writes attribute fixes into a component's text. A value from
// data is written as the component's expression (alt={product.name}); a
// literal is quoted, with braces escaped (Svelte reads { as an expression
// even in quotes).
func compEdits(f *TemplateFile, gs []*SourceFix) []byte {
	var edits []edit
	for i, g := range gs {
		if g.Kind != KindAttribute { // Plan leaves these out
			continue
		}
		kv := g.Attribute + `="` + strings.NewReplacer("&", "&amp;", `"`, "&quot;", "{", "&#123;", "}", "&#125;", "<", "&lt;").Replace(g.rec.Value) + `"`
		if g.FromData {
			kv = g.Attribute + "=" + g.rec.Value
		}
		e := edit{start: g.comp.insertAt, end: g.comp.insertAt, text: " " + kv, fix: i}
		for _, a := range g.comp.attrs {
			if strings.EqualFold(a.Name, g.Attribute) && a.Type == "Attribute" {
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
