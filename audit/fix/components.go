package fix

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
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

// vueParseJS reads Vue single-file components with @vue/compiler-sfc,
// which comes with vue. Vue's dev build says only which component file
// rendered an element (__vueParentComponent.type.__file): within it, the
// element is found by its markup (locateVue).
//
//go:embed vueparse.mjs
var vueParseJS string

// componentKinds maps a component file's extension to its kind.
var componentKinds = map[string]string{".svelte": "svelte", ".jsx": "jsx", ".tsx": "jsx", ".vue": "vue"}

// componentParsers are the Node scripts that parse each kind.
var componentParsers = map[string]string{"svelte": svelteParseJS, "jsx": jsxParseJS, "vue": vueParseJS}

// compNode is an element of a component as its compiler parsed it.
type compNode struct {
	tag      string
	start    int // the "<" of its start tag
	line     int // its start tag's line (1-based) and column (0-based)
	col      int
	insertAt int // where a new attribute goes (after the last one)
	// tagEnd is just past its start tag's ">"; innerEnd is where its end
	// tag (</div>) starts and end just past it. With no end tag written
	// (<input />, <div />) innerEnd is 0.
	tagEnd, innerEnd, end int
	// before is the static text written right before it, in its parent
	// (Email <input>), as a byte range; [0 0] when there is none.
	before   [2]int
	attrs    []compAttr
	expr     string // the one expression that is its only child: {product.name}
	text     string // its own static text, spaces collapsed
	parent   *compNode
	children []*compNode
	// component: a component used here (<Button />), not a DOM element;
	// only a pass-through fix is placed on it.
	component bool
	// loop: written once for every item of a loop (.map, {#each},
	// v-for on it or a parent).
	loop bool
}

type compAttr struct {
	Type    string `json:"type"`
	Name    string `json:"name"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Literal bool   `json:"literal"`
	Value   string `json:"value"`
	// Props: a style attribute's literal properties, as the parser read
	// them (a JSX style object, a Svelte style: directive).
	Props []styleProp `json:"props"`
}

// DevLoc is where a framework's dev build says an element is written:
// File relative to the app's root (Svelte) or absolute (React), Line
// 1-based, Column 0-based (Svelte) or 1-based (React). React 19 gives
// only the stack that created the element (Stack), which
// ResolveDevStacks turns into the rest; Via then says so.
type DevLoc struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	Framework string `json:"framework"`
	Stack     string `json:"stack,omitempty"`
	Via       string `json:"via,omitempty"`
	// Name is the component's name, for an owner (LiveElement.Owner).
	Name string `json:"name,omitempty"`
	// Attrs, for a Vue owner, are the attributes its use gives the
	// component's root element (Vue's fallthrough): what finds the use in
	// the file, where Vue records no line.
	Attrs map[string]string `json:"attrs,omitempty"`
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
		paths[i] = cmpOr(f.abs, filepath.Join(ix.Root, filepath.FromSlash(f.Rel)))
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
			Error      string `json:"error"`
			ImportsEnd int    `json:"imports_end"`
			Elements   []struct {
				Tag       string     `json:"tag"`
				Start     int        `json:"start"`
				End       int        `json:"end"`
				Before    []int      `json:"before"`
				Line      int        `json:"line"`
				Column    int        `json:"column"`
				InsertAt  int        `json:"insert_at"`
				Attrs     []compAttr `json:"attrs"`
				Expr      string     `json:"expr"`
				Text      string     `json:"text"`
				Parent    int        `json:"parent"`
				Component bool       `json:"component"`
				Loop      bool       `json:"loop"`
			} `json:"elements"`
		}
		if err := json.Unmarshal(got[paths[i]], &res); err != nil || res.Error != "" {
			ix.Notes = append(ix.Notes, fmt.Sprintf("%s: not parsed: %s", f.Rel, res.Error))
			f.comps = nil
			continue
		}
		f.comps, f.kind = make([]*compNode, len(res.Elements)), kind
		at := utf16Bytes(f.Src) // the parsers count in JavaScript's UTF-16 units
		f.importsEnd = at(res.ImportsEnd)
		for j := range res.Elements {
			e := &res.Elements[j]
			e.Start, e.InsertAt, e.End = at(e.Start), at(e.InsertAt), at(e.End)
			for k := range e.Before {
				e.Before[k] = at(e.Before[k])
			}
			for k := range e.Attrs {
				e.Attrs[k].Start, e.Attrs[k].End = at(e.Attrs[k].Start), at(e.Attrs[k].End)
				for p := range e.Attrs[k].Props {
					if pr := &e.Attrs[k].Props[p]; pr.Start >= 0 { // -1: set by an expression
						pr.Start, pr.End = at(pr.Start), at(pr.End)
					}
				}
			}
		}
		for j, e := range res.Elements {
			n := &compNode{tag: e.Tag, start: e.Start, insertAt: e.InsertAt, attrs: e.Attrs, expr: e.Expr, text: e.Text, line: e.Line, col: e.Column, component: e.Component, loop: e.Loop}
			if n.line == 0 {
				n.line, n.col = lineCol(f.Src, n.start) // no non-ASCII case: the parsers give both
				n.col--
			}
			if len(e.Before) == 2 {
				n.before = [2]int{e.Before[0], e.Before[1]}
			}
			if !e.Component {
				n.tagEnd, n.innerEnd, n.end = tagBounds(f.Src, n.tag, n.insertAt, e.End)
			} else if e.End > e.Start && e.End <= len(f.Src) {
				n.end = e.End // a component's use ends there (what a wrap goes round)
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

// tagBounds finds, in a parsed element from insertAt (after its last
// attribute) to end, where its start tag ends and where its end tag
// starts. Only spaces and "/" may come between the last attribute and the
// ">"; an end tag must be written </tag> exactly. Anything else (a
// comment inside the tag, </div >) gives zeros: no structural edit is
// made there.
func tagBounds(src []byte, tag string, insertAt, end int) (tagEnd, innerEnd, elEnd int) {
	if end <= insertAt || end > len(src) {
		return 0, 0, 0
	}
	i, selfClosing := insertAt, false
	for i < end && strings.IndexByte(" \t\r\n/", src[i]) >= 0 {
		selfClosing = src[i] == '/'
		i++
	}
	if i >= end || src[i] != '>' {
		return 0, 0, 0
	}
	tagEnd = i + 1
	if selfClosing || tagEnd == end {
		return tagEnd, 0, end // <input /> or a void element
	}
	closing := "</" + tag + ">"
	if end-len(closing) < tagEnd || string(src[end-len(closing):end]) != closing {
		return 0, 0, 0
	}
	return tagEnd, end - len(closing), end
}

// Unparsable names the changed component files (by Rel) that their own
// parser no longer reads, with its first error: an edit there would break
// the app's build, so it is not written.
func (ix *TemplateIndex) Unparsable(changed map[string][]byte) map[string]string {
	out := map[string]string{}
	byKind := map[string][]*TemplateFile{}
	tmp, err := os.MkdirTemp("", "accessagents-parse-")
	if err != nil {
		return out
	}
	defer os.RemoveAll(tmp)
	for _, f := range ix.Files {
		src, ok := changed[f.Rel]
		if !ok || f.comps == nil {
			continue
		}
		// A copy with the same name, parsed by the app's own parser.
		path := filepath.Join(tmp, fmt.Sprint(len(byKind[f.kind])), filepath.Base(f.Rel))
		if os.MkdirAll(filepath.Dir(path), 0o700) != nil || os.WriteFile(path, src, 0o600) != nil {
			continue
		}
		byKind[f.kind] = append(byKind[f.kind], &TemplateFile{Rel: f.Rel, Src: src, kind: f.kind})
		byKind[f.kind][len(byKind[f.kind])-1].abs = path
	}
	for kind, files := range byKind {
		check := &TemplateIndex{Root: ix.Root}
		if err := check.parseComponents(kind, files); err != nil {
			continue
		}
		for _, f := range files {
			if f.comps != nil {
				continue
			}
			out[f.Rel] = "it does not parse"
			for _, n := range check.Notes {
				if strings.HasPrefix(n, f.Rel+": ") {
					out[f.Rel] = strings.TrimPrefix(n, f.Rel+": ")
				}
			}
		}
	}
	return out
}

// utf16Bytes maps an offset in UTF-16 code units (a JavaScript string
// index, as the parsers and dev builds count) to the byte offset in src.
func utf16Bytes(src []byte) func(int) int {
	var units []int // units[i]: the byte offset of UTF-16 unit i
	for i, r := range string(src) {
		units = append(units, i)
		if r >= 0x10000 {
			units = append(units, i) // a surrogate pair: two units, one rune
		}
	}
	units = append(units, len(src))
	return func(u int) int {
		if u < 0 || u >= len(units) {
			return len(src)
		}
		return units[u]
	}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
