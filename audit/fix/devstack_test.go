package fix

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// A React 19 creation stack and a module as Vite 8 with plugin-react 6
// served them for testdata/apps/react19-shop's ProductCard.jsx (the map's
// mappings and sources as served; its sourcesContent left out). The
// frame names the _jsxDEV("img", …) call at line 8, column 20 of the
// served module; the map puts it at the <img of line 5, column 7 (1-based)
// in ProductCard.jsx, as the file reads.
const (
	react19Stack = `Error: react-stack-top-frame
    at exports.jsxDEV (http://127.0.0.1:5301/node_modules/.vite/deps/react_jsx-dev-runtime.js?v=09236032:196:25)
    at ProductCard (http://127.0.0.1:5301/src/components/ProductCard.jsx:8:20)
    at Object.react_stack_bottom_frame (http://127.0.0.1:5301/node_modules/.vite/deps/react-dom_client.js?v=d609a0f5:14132:12)
    at renderWithHooks (http://127.0.0.1:5301/node_modules/.vite/deps/react-dom_client.js?v=d609a0f5:4397:19)`
	productCardMappings = `;;;AACA,eAAe,SAAS,YAAY,EAAE,SAAS,SAAS;CACtD,OACE,wBAAC,MAAD;EAAI,WAAU;YAAd;GACE,wBAAC,OAAD;IAAK,KAAK,QAAQ,QAAQ,KAAK;IAAO,OAAM;IAAM,QAAO;GAAO;;;;;GAChE,wBAAC,MAAD,YAAK,QAAQ,KAAS;;;;;GACtB,wBAAC,KAAD;IAAG,WAAU;cAAS,QAAQ;GAAS;;;;;GACvC,wBAAC,UAAD;IAAQ,WAAU;IAAM,MAAK;IAAS,eAAe,MAAM,OAAO;cAAG;GAAmB;;;;;EACtF;;;;;;AAER`
)

func TestVLQDecode(t *testing.T) {
	for in, want := range map[string][]int{"AAAA": {0, 0, 0, 0}, "wBAAC": {24, 0, 0, 1}, "gBAChE": {16, 0, 1, -64}, "D": {-1}} {
		got, err := vlqDecode(in)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("vlqDecode(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"w", "A!A"} {
		if _, err := vlqDecode(bad); err == nil {
			t.Errorf("vlqDecode(%q) took a broken field", bad)
		}
	}
}

func TestElementFrameSkipsReactsRuntime(t *testing.T) {
	fr, ok := elementFrame(react19Stack)
	if !ok || fr.url != "http://127.0.0.1:5301/src/components/ProductCard.jsx" || fr.line != 8 || fr.col != 20 {
		t.Fatalf("elementFrame = %+v, %v", fr, ok)
	}
	// createElement through the React module itself, and a frame with no
	// function name.
	fr, ok = elementFrame("Error: react-stack-top-frame\n    at Object.createElement (http://x/node_modules/.vite/deps/react.js?v=1:700:10)\n    at http://x/src/list.js:3:9")
	if !ok || fr.url != "http://x/src/list.js" || fr.line != 3 || fr.col != 9 {
		t.Fatalf("elementFrame = %+v, %v", fr, ok)
	}
	if _, ok := elementFrame("Error: no frames"); ok {
		t.Error("a stack with no frames gave one")
	}
}

// ResolveDevStacks maps the stack through the module's inline map and
// through a linked one, reads each module once, and leaves an element it
// cannot map with no dev location, saying why once per module.
func TestResolveDevStacks(t *testing.T) {
	mapJSON := fmt.Sprintf(`{"version":3,"sources":["ProductCard.jsx"],"names":[],"mappings":%q}`, productCardMappings)
	inline := "const _jsxDEV = 1;\n//# sourceMappingURL=data:application/json;base64," + base64.StdEncoding.EncodeToString([]byte(mapJSON)) + "\n"
	linked := "x();\n//# sourceMappingURL=ProductCard.jsx.map"
	for name, served := range map[string]map[string]string{
		"inline": {"http://127.0.0.1:5301/src/components/ProductCard.jsx": inline},
		"linked": {"http://127.0.0.1:5301/src/components/ProductCard.jsx": linked, "http://127.0.0.1:5301/src/components/ProductCard.jsx.map": mapJSON},
	} {
		reads := map[string]int{}
		fetch := func(u string) (string, error) {
			reads[u]++
			if s, ok := served[u]; ok {
				return s, nil
			}
			return "", fmt.Errorf("HTTP 404 for %s", u)
		}
		stack := strings.Replace(react19Stack, "ProductCard.jsx:8:20", "ProductCard.jsx?t=123:8:20", 1)
		els := []*LiveElement{{Tag: "img", Meta: &DevLoc{Framework: "react", Stack: react19Stack}}, {Tag: "img", Meta: &DevLoc{Framework: "react", Stack: stack}},
			{Tag: "h2", Meta: &DevLoc{Framework: "react", Stack: strings.Replace(react19Stack, "/src/components/ProductCard.jsx", "/src/Gone.jsx", 1)}}}
		notes := ResolveDevStacks(els, fetch)
		for i, el := range els[:2] {
			want := DevLoc{File: "/src/components/ProductCard.jsx", Line: 5, Column: 7, Framework: "react", Via: "react owner stack and source map"}
			if el.Meta == nil || !reflect.DeepEqual(*el.Meta, want) {
				t.Errorf("%s: element %d: %+v, want %+v", name, i, el.Meta, want)
			}
		}
		if els[2].Meta != nil || len(notes) != 1 || !strings.Contains(notes[0], "/src/Gone.jsx") {
			t.Errorf("%s: an unreadable module: meta %+v, notes %q", name, els[2].Meta, notes)
		}
		for u, n := range reads {
			if n != 1 {
				t.Errorf("%s: %s read %d times", name, u, n)
			}
		}
	}
}

// Turbopack serves index maps (sections), and a server component's frame
// names its compiled file on the disk behind React's about://React/Server/
// prefix: the file and its map are read from the disk when they are under
// the source root, never outside it; React's own frames, wherever a bundler
// keeps React, are passed over by their mapped source.
func TestResolveDevStacksThroughIndexMapsAndServerFiles(t *testing.T) {
	root := t.TempDir()
	chunk := filepath.Join(root, ".next", "server", "chunks", "ssr", "layout_1a2b._.js")
	if err := os.MkdirAll(filepath.Dir(chunk), 0o755); err != nil {
		t.Fatal(err)
	}
	section := func(src string) string {
		return fmt.Sprintf(`{"version":3,"sources":[%q],"names":[],"mappings":%q}`, src, productCardMappings)
	}
	// Two sections: React's runtime first (lines 0–99), the layout from line 100.
	index := fmt.Sprintf(`{"version":3,"sections":[{"offset":{"line":0,"column":0},"map":%s},{"offset":{"line":100,"column":0},"map":%s}]}`,
		section("turbopack:///[project]/node_modules/next/dist/compiled/react/cjs/react-jsx-dev-runtime.development.js"), section("turbopack:///[project]/app/layout.tsx"))
	os.WriteFile(chunk, []byte("code();\n//# sourceMappingURL=layout_1a2b._.js.map\n"), 0o644)
	os.WriteFile(chunk+".map", []byte(index), 0o644)
	stack := "Error: react-stack-top-frame\n    at jsxDEV (about://React/Server/file://" + chunk + "?1:8:20)\n    at RootLayout (about://React/Server/file://" + chunk + "?1:108:20)"
	page := func(u string) (string, error) { return "", fmt.Errorf("the page was asked for %s", u) }
	els := []*LiveElement{{Tag: "html", Meta: &DevLoc{Framework: "react", Stack: stack}}}
	if notes := ResolveDevStacks(els, SourceFetch(root, page)); len(notes) != 0 {
		t.Fatalf("notes: %q", notes)
	}
	if m := els[0].Meta; m == nil || m.File != "/[project]/app/layout.tsx" || m.Line != 5 || m.Column != 7 {
		t.Errorf("the server element: %+v", els[0].Meta)
	}
	// The same files outside the source root are not read.
	els = []*LiveElement{{Tag: "html", Meta: &DevLoc{Framework: "react", Stack: stack}}}
	if notes := ResolveDevStacks(els, SourceFetch(t.TempDir(), page)); len(notes) != 1 || !strings.Contains(notes[0], "outside the source root") || els[0].Meta != nil {
		t.Errorf("a file outside the root: notes %q, meta %+v", notes, els[0].Meta)
	}
}

// webpack evaluates each module from a string, so its frames cannot be
// read, but they name the file: React's own frames are passed over, and
// the element is then found in the file by its markup, client component
// or server.
func TestWebpackFramesNameTheFile(t *testing.T) {
	for u, want := range map[string]string{
		"webpack-internal:///(app-pages-browser)/./app/ProductCard.tsx": "app/ProductCard.tsx",
		"webpack-internal:///(rsc)/./app/layout.tsx?1":                  "app/layout.tsx",
		"webpack-internal:///./src/components/Card.jsx":                 "src/components/Card.jsx",
		"http://127.0.0.1:3000/_next/static/chunks/app/page.js":         "",
	} {
		if got, ok := bundlerPath(u); got != want || ok != (want != "") {
			t.Errorf("bundlerPath(%q) = %q, %v", u, got, ok)
		}
	}
	client := "Error: react-stack-top-frame\n    at exports.jsxDEV (webpack-internal:///(app-pages-browser)/./node_modules/next/dist/compiled/react/cjs/react-jsx-dev-runtime.development.js:321:13)\n    at ProductCard (webpack-internal:///(app-pages-browser)/./app/ProductCard.tsx:42:88)"
	server := "Error: react-stack-top-frame\n    at fakeJSXCallSite (webpack-internal:///(app-pages-browser)/./node_modules/next/dist/compiled/react-server-dom-webpack/cjs/react-server-dom-webpack-client.browser.development.js:2535:14)\n    at RootLayout (about://React/Server/webpack-internal:///(rsc)/./app/layout.tsx?1:11:87)"
	els := []*LiveElement{{Tag: "input", Meta: &DevLoc{Framework: "react", Stack: client}}, {Tag: "html", Meta: &DevLoc{Framework: "react", Stack: server}}}
	fetch := func(u string) (string, error) { return "", fmt.Errorf("nothing is read for a webpack frame: %s", u) }
	if notes := ResolveDevStacks(els, fetch); len(notes) != 0 {
		t.Errorf("notes: %q", notes)
	}
	for i, want := range []string{"app/ProductCard.tsx", "app/layout.tsx"} {
		if m := els[i].Meta; m == nil || m.File != want || m.Line != 0 || !strings.Contains(m.Via, "markup") {
			t.Errorf("element %d: %+v, want %s by its markup", i, m, want)
		}
	}
}

// In a file a dev build named, a JSX element is told by its markup: its
// literal props under their DOM names, its expressions present, its words.
func TestJSXScorePrefersTheElementsOwnMarkup(t *testing.T) {
	card := &compNode{tag: "li", attrs: []compAttr{{Type: "Attribute", Name: "className", Literal: true, Value: "card"}}}
	qty := &compNode{tag: "input", parent: card, attrs: []compAttr{{Type: "Attribute", Name: "type", Literal: true, Value: "number"},
		{Type: "Attribute", Name: "value", Literal: false}, {Type: "Attribute", Name: "onChange", Literal: false}}}
	search := &compNode{tag: "input", attrs: []compAttr{{Type: "Attribute", Name: "type", Literal: true, Value: "search"},
		{Type: "Attribute", Name: "autoComplete", Literal: true, Value: "off"}}}
	live := LiveElement{Tag: "input", Attrs: map[string]string{"type": "number", "value": "1"}, Up: []LiveElement{{Tag: "li", Attrs: map[string]string{"class": "card"}}}}
	if a, b := jsxScore(qty, live), jsxScore(search, live); a <= b+3 {
		t.Errorf("the quantity field scores %.1f, the search field %.1f: not told apart", a, b)
	}
	f := &TemplateFile{Rel: "app/ProductCard.tsx", kind: "jsx", Src: []byte("x"), comps: []*compNode{card, qty, search}}
	at, ok := locateInFile(f, live, &DevLoc{File: "app/ProductCard.tsx", Framework: "react", Via: "react owner stack (its file) and its markup"})
	if !ok || at.comp != qty || at.Loc.Confidence != "high" {
		t.Errorf("locateInFile = %+v, %v", at.Loc, ok)
	}
}
