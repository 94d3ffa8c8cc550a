package fix

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// React 19 no longer keeps where an element is written (_debugSource).
// Its dev build keeps the stack of the call that created the element
// instead (the fiber's _debugStack, React's owner stacks), as React
// DevTools reads it: the first frame below React's own jsx runtime is the
// JSX element in the module the dev server sent. That module's source map
// (inline or linked, as Vite serves every module) turns the frame into the
// file, line and column the JSX is written at.

// stackFrame is one "at fn (url:line:col)" line of a V8 stack.
type stackFrame struct {
	url       string
	line, col int // 1-based, as V8 prints them
}

var frameRe = regexp.MustCompile(`^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?\s*$`)

// reactRuntime says whether a frame is React's own element creation: the
// jsx runtimes and React.createElement, as the dev server or a bundle
// serves them.
var reactRuntime = regexp.MustCompile(`(?:^|[/_.-])react(?:[_-]jsx[_-](?:dev[_-])?runtime)?(?:\.[a-z]+)?\.m?js(?:\?|$)|/node_modules/react/|/react[_-]jsx[_-](?:dev[_-])?runtime|/react\.development\.js`)

// stackFrames are a stack's frames below React's own runtime as the
// served URLs name it (a dev server's pre-bundled deps); a bundler that
// puts React in a chunk of its own is seen after the source map, in
// ResolveDevStacks.
func stackFrames(stack string) []stackFrame {
	var out []stackFrame
	for _, l := range strings.Split(stack, "\n") {
		m := frameRe.FindStringSubmatch(l)
		if m == nil || reactRuntime.MatchString(m[1]) {
			continue
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		out = append(out, stackFrame{url: serverPrefix.ReplaceAllString(m[1], ""), line: line, col: col})
	}
	return out
}

// bundlerPath is the source file a webpack dev build names in a frame
// (webpack-internal:///(app-pages-browser)/./app/Card.tsx): each module
// is evaluated from a string, so its address cannot be read, but its path
// is the file's.
func bundlerPath(u string) (string, bool) {
	rest, ok := strings.CutPrefix(u, "webpack-internal:///")
	if !ok {
		return "", false
	}
	rest, _, _ = strings.Cut(rest, "?")
	if i := strings.LastIndex(rest, "/./"); i >= 0 {
		rest = rest[i+3:]
	} else {
		rest = strings.TrimPrefix(rest, "./")
	}
	return rest, rest != ""
}

// serverPrefix is how React marks a frame that ran on the server (a
// server component's element): the rest is the server file's URL.
var serverPrefix = regexp.MustCompile(`^(?:about|rsc)://React/Server/`)

// SourceFetch reads what a creation stack names: a file:// URL from the
// disk when it is under root (a server component's compiled chunk and its
// map, in the framework's build folder), anything else through page.
func SourceFetch(root string, page func(string) (string, error)) func(string) (string, error) {
	return func(u string) (string, error) {
		p, ok := strings.CutPrefix(u, "file://")
		if !ok {
			return page(u)
		}
		p, _, _ = strings.Cut(p, "?")
		if up, err := url.PathUnescape(p); err == nil {
			p = up
		}
		abs, err := filepath.Abs(root)
		if err != nil {
			return "", err
		}
		if rel, err := filepath.Rel(abs, filepath.Clean(p)); err != nil || rel == ".." || strings.HasPrefix(rel, "../") {
			return "", fmt.Errorf("%s is outside the source root", p)
		}
		b, err := os.ReadFile(p)
		return string(b), err
	}
}

// elementFrame is the frame that created an element: the first one below
// React's runtime. ok is false when the stack has none.
func elementFrame(stack string) (stackFrame, bool) {
	fs := stackFrames(stack)
	if len(fs) == 0 {
		return stackFrame{}, false
	}
	return fs[0], true
}

// reactSource says whether a mapped source file is React's own: its jsx
// runtime, createElement, or the server-components client, wherever a
// bundler keeps them (node_modules/react, Next.js's compiled copy).
var reactSource = regexp.MustCompile(`(?:^|/)(?:react|react-dom|react-server-dom-[a-z]+)/cjs/|/compiled/react(?:-dom|-server-dom-[a-z]+)?/|/node_modules/react/|jsx-dev-runtime|jsx-runtime`)

// sourceMap is a decoded source map (version 3). An index map (Turbopack
// serves them) is its sections, each a map of its own from its offset.
type sourceMap struct {
	sources  []string
	lines    [][]mapSeg // per generated line, segments by generated column
	sections []mapSection
}

type mapSection struct {
	line, col int
	m         *sourceMap
}

type mapSeg struct{ genCol, src, line, col int }

// parseSourceMap decodes a source map's JSON; mapURL resolves its sources.
func parseSourceMap(text string, mapURL *url.URL) (*sourceMap, error) {
	var raw struct {
		Version    int      `json:"version"`
		Sources    []string `json:"sources"`
		SourceRoot string   `json:"sourceRoot"`
		Mappings   string   `json:"mappings"`
		Sections   []struct {
			Offset struct {
				Line   int `json:"line"`
				Column int `json:"column"`
			} `json:"offset"`
			Map json.RawMessage `json:"map"`
			URL string          `json:"url"`
		} `json:"sections"`
	}
	if err := json.Unmarshal([]byte(text), &raw); err != nil {
		return nil, fmt.Errorf("source map: %w", err)
	}
	sm := &sourceMap{}
	if len(raw.Sections) > 0 {
		for _, sec := range raw.Sections {
			if len(sec.Map) == 0 {
				return nil, fmt.Errorf("source map: an index map section by URL (%s) is not read", sec.URL)
			}
			m, err := parseSourceMap(string(sec.Map), mapURL)
			if err != nil {
				return nil, err
			}
			sm.sections = append(sm.sections, mapSection{line: sec.Offset.Line, col: sec.Offset.Column, m: m})
		}
		return sm, nil
	}
	for _, s := range raw.Sources {
		sm.sources = append(sm.sources, resolveSource(mapURL, raw.SourceRoot, s))
	}
	var src, line, col int
	for _, gl := range strings.Split(raw.Mappings, ";") {
		var segs []mapSeg
		gen := 0
		for _, s := range strings.Split(gl, ",") {
			if s == "" {
				continue
			}
			v, err := vlqDecode(s)
			if err != nil {
				return nil, fmt.Errorf("source map: %w", err)
			}
			gen += v[0]
			if len(v) < 4 {
				continue // a generated position with no source
			}
			src, line, col = src+v[1], line+v[2], col+v[3]
			segs = append(segs, mapSeg{genCol: gen, src: src, line: line, col: col})
		}
		sort.SliceStable(segs, func(i, j int) bool { return segs[i].genCol < segs[j].genCol })
		sm.lines = append(sm.lines, segs)
	}
	return sm, nil
}

// resolveSource is a map's source as a path on the dev server (or the
// path of a file:// URL).
func resolveSource(mapURL *url.URL, root, s string) string {
	if root != "" && !strings.HasSuffix(root, "/") {
		root += "/"
	}
	ref, err := url.Parse(root + s)
	if err != nil {
		return root + s
	}
	if path.IsAbs(s) && ref.Scheme == "" { // a file path written as it is (Vite's sources for files outside the root)
		return s
	}
	if mapURL != nil {
		ref = mapURL.ResolveReference(ref)
	}
	return ref.Path
}

// at maps a 0-based generated line and column to the source, its 0-based
// line and column: the last segment at or before the column.
func (sm *sourceMap) at(line, col int) (string, int, int, bool) {
	if len(sm.sections) > 0 {
		// The last section that starts at or before the position.
		i := sort.Search(len(sm.sections), func(i int) bool {
			s := sm.sections[i]
			return s.line > line || s.line == line && s.col > col
		}) - 1
		if i < 0 {
			return "", 0, 0, false
		}
		s := sm.sections[i]
		if line == s.line {
			col -= s.col
		}
		return s.m.at(line-s.line, col)
	}
	if line < 0 || line >= len(sm.lines) {
		return "", 0, 0, false
	}
	segs := sm.lines[line]
	i := sort.Search(len(segs), func(i int) bool { return segs[i].genCol > col }) - 1
	if i < 0 || segs[i].src < 0 || segs[i].src >= len(sm.sources) {
		return "", 0, 0, false
	}
	return sm.sources[segs[i].src], segs[i].line, segs[i].col, true
}

const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// vlqDecode reads one mapping segment: its base64 VLQ fields.
func vlqDecode(s string) ([]int, error) {
	var out []int
	v, shift := 0, 0
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(b64, s[i])
		if d < 0 {
			return nil, fmt.Errorf("mapping %q: %q is not base64", s, s[i])
		}
		v += (d & 31) << shift
		if d&32 != 0 {
			shift += 5
			if shift > 30 {
				return nil, fmt.Errorf("mapping %q: a field is too long", s)
			}
			continue
		}
		n := v >> 1
		if v&1 != 0 {
			n = -n
		}
		out = append(out, n)
		v, shift = 0, 0
	}
	if shift != 0 {
		return nil, fmt.Errorf("mapping %q ends inside a field", s)
	}
	return out, nil
}

var mapURLRe = regexp.MustCompile(`(?m)[#@] sourceMappingURL=(\S+)\s*(?:\*/)?\s*$`)

// moduleMap reads the source map of a module the page loaded: inline as a
// data: URL, or at the address the module names.
func moduleMap(modURL string, fetch func(string) (string, error)) (*sourceMap, error) {
	u, err := url.Parse(modURL)
	if err != nil {
		return nil, err
	}
	code, err := fetch(modURL)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", modURL, err)
	}
	ms := mapURLRe.FindAllStringSubmatch(code, -1)
	if len(ms) == 0 {
		return nil, fmt.Errorf("%s names no source map", u.Path)
	}
	ref := ms[len(ms)-1][1]
	if data, ok := strings.CutPrefix(ref, "data:"); ok {
		meta, payload, _ := strings.Cut(data, ",")
		text := payload
		if strings.HasSuffix(meta, ";base64") {
			b, err := base64.StdEncoding.DecodeString(payload)
			if err != nil {
				return nil, fmt.Errorf("%s: its inline source map: %w", u.Path, err)
			}
			text = string(b)
		} else if t, err := url.PathUnescape(payload); err == nil {
			text = t
		}
		return parseSourceMap(text, u)
	}
	mu, err := u.Parse(ref)
	if err != nil {
		return nil, fmt.Errorf("%s: source map address %q: %w", u.Path, ref, err)
	}
	text, err := fetch(mu.String())
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", mu, err)
	}
	return parseSourceMap(text, mu)
}

// ResolveDevStacks turns the creation stacks React 19 keeps (Meta.Stack)
// into source locations, through each module's source map; fetch reads an
// address as the page would. It returns what could not be resolved, one
// note per module; those elements keep no dev location and are matched by
// their markup like any other.
func ResolveDevStacks(els []*LiveElement, fetch func(string) (string, error)) []string {
	r := &stackResolver{maps: map[string]*sourceMap{}, failed: map[string]string{}, fetch: fetch}
	for _, el := range els {
		if el == nil {
			continue
		}
		if el.Meta != nil && el.Meta.Stack != "" {
			el.Meta = r.resolve(el.Meta.Stack)
		}
		if el.Owner != nil && el.Owner.Stack != "" {
			name := el.Owner.Name
			if el.Owner = r.resolve(el.Owner.Stack); el.Owner != nil {
				el.Owner.Name = name
			}
		}
	}
	return r.notes
}

// stackResolver maps creation stacks to the source, reading each module
// and its map once.
type stackResolver struct {
	maps   map[string]*sourceMap
	failed map[string]string
	fetch  func(string) (string, error)
	notes  []string
}

// resolve is where a creation stack says the element was created, or nil.
func (r *stackResolver) resolve(stack string) *DevLoc {
	frames := stackFrames(stack)
	var file string
	var line, col int
	for _, fr := range frames {
		if path, ok := bundlerPath(fr.url); ok {
			if reactSource.MatchString("/" + path) {
				continue // React's own, as webpack names it
			}
			// A bundler's frame names the file, not a readable module: the
			// element is found in that file by its markup (locateDev).
			return &DevLoc{File: path, Framework: "react", Via: "react owner stack (its file) and its markup"}
		}
		mod := strings.SplitN(fr.url, "?", 2)[0]
		sm, seen := r.maps[mod]
		if !seen && r.failed[mod] == "" {
			var err error
			if sm, err = moduleMap(fr.url, r.fetch); err != nil {
				r.failed[mod] = err.Error()
				r.notes = append(r.notes, "React's creation stack could not be mapped to the source: "+err.Error())
			}
			r.maps[mod] = sm
		}
		if sm == nil {
			return nil // not mapped: which file it is in is not known
		}
		var ok bool
		if file, line, col, ok = sm.at(fr.line-1, fr.col-1); !ok {
			return nil
		}
		if !reactSource.MatchString(file) {
			// Columns count from 1, as React 18's _debugSource does.
			return &DevLoc{File: file, Line: line + 1, Column: col + 1, Framework: "react", Via: "react owner stack and source map"}
		}
	}
	return nil
}

// FetchTextJS reads an address as the page would: a module the dev server
// sent it, or its source map (ResolveDevStacks' fetch).
const FetchTextJS = `(u) => fetch(u).then((r) => r.ok ? r.text() : Promise.reject(new Error('HTTP ' + r.status + ' for ' + u)))`
