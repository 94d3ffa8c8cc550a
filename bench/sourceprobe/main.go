// Command sourceprobe measures where accessagents locates a running app's
// elements in its source, with nothing of the locator: it asks the
// server (started with --source) where every element of the page is
// written (audit_inspect_element), writes a numbered data-probe attribute
// into the start tag at each location, waits until the app serves the
// edit, and counts the elements that carry their own location's number.
// It edits the source: run it on a copy (a git checkout to reset). The
// numbers in its report count the page's elements in document order;
// probe numbers count locations.
//
// A Next.js dev server's hot-reload socket sends messages the guard judges
// as writes, which no person is there to allow: run it with
// ACCESSAGENTS_ALLOW_WRITES='SEND http://127.0.0.1:PORT/_next/hmr'.
//
//	go run ./bench/sourceprobe -bin accessagents -source DIR -url URL
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/agent"
)

func main() {
	bin := flag.String("bin", "accessagents", "the accessagents binary")
	source := flag.String("source", "", "the app's source root (it is edited: use a copy)")
	url := flag.String("url", "", "the page of the running app, served from that source in development mode")
	asJSON := flag.Bool("json", false, "print {right, total, wrong} as JSON")
	flag.Parse()
	if *source == "" || *url == "" {
		fmt.Fprintln(os.Stderr, "usage: sourceprobe -bin accessagents -source DIR -url URL [-json]")
		os.Exit(2)
	}
	right, total, wrong, err := probeLocations(*bin, *source, *url)
	if err != nil {
		fmt.Fprintln(os.Stderr, "sourceprobe:", err)
		os.Exit(1)
	}
	if *asJSON {
		json.NewEncoder(os.Stdout).Encode(map[string]any{"right": right, "total": total, "wrong": wrong})
		return
	}
	fmt.Printf("%d of %d elements located where the app writes them (%.1f%%)\n", right, total, 100*float64(right)/float64(max(total, 1)))
	for _, w := range wrong {
		fmt.Println("  " + w)
	}
}

// probeLocations locates every element of the page at url through an MCP
// server started with --source repo, writes a numbered probe into the
// start tag at each location, and reads which elements carry their own
// location's number once the app serves the edit.
func probeLocations(bin, repo, url string) (right, total int, wrong []string, err error) {
	out, err := os.MkdirTemp("", "sourceprobe-")
	if err != nil {
		return 0, 0, nil, err
	}
	defer os.RemoveAll(out)
	mc, err := client.NewStdioMCPClient(bin, nil, "--source", repo, "--output-dir", out)
	if err != nil {
		return 0, 0, nil, err
	}
	defer mc.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "sourceprobe", Version: "1"}
	if _, err := mc.Initialize(ctx, init); err != nil {
		return 0, 0, nil, err
	}
	c := agent.NewClient(mc)
	type inspected struct {
		Tag        string            `json:"tag"`
		XPath      string            `json:"xpath"`
		Attributes map[string]string `json:"attributes"`
		Location   *struct {
			File   string `json:"file"`
			Line   int    `json:"line"`
			Column int    `json:"column"`
		} `json:"source_location"`
		Note string `json:"source_note"`
	}
	// Every element in the body, in document order, until there is none.
	read := func() ([]inspected, error) {
		if err := c.Call(ctx, "browser_navigate", map[string]any{"url": url}, nil); err != nil {
			return nil, err
		}
		var els []inspected
		for i := 1; ; i++ {
			var got inspected
			sel := fmt.Sprintf("xpath=(//body//*[not(self::script or self::style or self::noscript or self::template)])[%d]", i)
			if err := c.Call(ctx, "audit_inspect_element", map[string]any{"selector": sel}, &got); err != nil {
				if i == 1 {
					return nil, err
				}
				return els, nil
			}
			els = append(els, got)
		}
	}
	// A client-rendered page grows after its load: it is read until two
	// reads in a row find as many elements.
	var els []inspected
	for try := 0; try < 5; try++ {
		again, err := read()
		if err != nil {
			return 0, 0, nil, err
		}
		settled := try > 0 && len(again) == len(els)
		els = again
		if settled {
			break
		}
	}
	// One probe number per distinct location, written after the tag name
	// at the line and column the locator gave (both counted from 1).
	probe := map[string]string{}
	edits := map[string]map[int]string{} // file → byte offset → attribute text
	for _, el := range els {
		l := el.Location
		if l == nil {
			continue
		}
		at := fmt.Sprintf("%s:%d:%d", l.File, l.Line, l.Column)
		if _, ok := probe[at]; ok {
			continue
		}
		file := filepath.Join(repo, filepath.FromSlash(l.File))
		src, err := os.ReadFile(file)
		if err != nil {
			continue // the file is not in the source root: a wrong location
		}
		off, ok := tagNameEnd(src, l.Line, l.Column)
		if !ok {
			continue
		}
		probe[at] = fmt.Sprint(len(probe) + 1)
		if edits[file] == nil {
			edits[file] = map[int]string{}
		}
		edits[file][off] = ` data-probe="` + probe[at] + `"`
	}
	for file, ins := range edits {
		src, _ := os.ReadFile(file)
		offs := slices.Sorted(maps.Keys(ins))
		slices.Reverse(offs)
		for _, o := range offs {
			src = slices.Concat(src[:o], []byte(ins[o]), src[o:])
		}
		if err := os.WriteFile(file, src, 0o644); err != nil {
			return 0, 0, nil, err
		}
	}
	// The app serves the probes once some element carries one. The dev
	// server may reload the page under a navigation meanwhile (its own
	// full reload after index.html changed): that read is made again.
	var after []inspected
	for deadline := time.Now().Add(60 * time.Second); ; {
		after, err = read()
		shown := false
		for _, el := range after {
			shown = shown || el.Attributes["data-probe"] != ""
		}
		if err == nil && shown {
			break
		}
		if time.Now().After(deadline) {
			return 0, 0, nil, fmt.Errorf("no element carries a probe 60 s after they were written (last read: %v)", err)
		}
		time.Sleep(300 * time.Millisecond)
	}
	// The same element after the reload: by its path in the page (a dev
	// overlay may have added elements since).
	byPath := map[string]inspected{}
	for _, el := range after {
		byPath[el.XPath] = el
	}
	for i, el := range els {
		total++
		want := ""
		if l := el.Location; l != nil {
			want = probe[fmt.Sprintf("%s:%d:%d", l.File, l.Line, l.Column)]
		}
		now, ok := byPath[el.XPath]
		got := now.Attributes["data-probe"]
		switch {
		case !ok || now.Tag != el.Tag:
			// Counted as not shown right: the page changed shape around
			// it (an element before it rendered differently with its
			// probe), so which probe it carries cannot be read.
			wrong = append(wrong, fmt.Sprintf("element %d <%s> at %s: not in the page after the probes, so not checked", i+1, el.Tag, el.XPath))
		case want != "" && got == want:
			right++
		case el.Location == nil:
			wrong = append(wrong, fmt.Sprintf("element %d <%s>: not located (%s)", i+1, el.Tag, el.Note))
		default:
			wrong = append(wrong, fmt.Sprintf("element %d <%s>: located at %s:%d:%d, which the app does not render it from (that location's probe %q; it carries %q)",
				i+1, el.Tag, el.Location.File, el.Location.Line, el.Location.Column, want, got))
		}
	}
	return right, total, wrong, nil
}

// tagNameEnd is the byte offset just after the tag name of the start tag
// at line and column (1-based; the column counted in characters or in
// bytes) in src, or false when no "<" is there.
func tagNameEnd(src []byte, line, column int) (int, bool) {
	start := 0
	for n := 1; n < line; n++ {
		i := strings.IndexByte(string(src[start:]), '\n')
		if i < 0 {
			return 0, false
		}
		start += i + 1
	}
	lineEnd := len(src)
	if i := strings.IndexByte(string(src[start:]), '\n'); i >= 0 {
		lineEnd = start + i
	}
	text := src[start:lineEnd]
	var cands []int
	if column-1 < utf8.RuneCount(text) { // by characters
		cands = append(cands, len(string([]rune(string(text))[:column-1])))
	}
	cands = append(cands, column-1) // by bytes
	for _, c := range cands {
		if c >= 0 && c < len(text) && text[c] == '<' {
			end := c + 1
			for end < len(text) && (text[end] == '-' || text[end] == '.' || text[end] == ':' ||
				text[end] >= 'a' && text[end] <= 'z' || text[end] >= 'A' && text[end] <= 'Z' || text[end] >= '0' && text[end] <= '9') {
				end++
			}
			return start + end, true
		}
	}
	return 0, false
}
