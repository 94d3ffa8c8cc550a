package browser

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/guard"
)

// closedPrefix starts the selector of an element inside a closed shadow
// root. No CSS or Playwright selector reaches one; this names it by its
// role and accessible name in Chromium's accessibility tree (and, when
// several closed-root controls share both, by position among them), so
// the same element keeps the same selector across scans.
const closedPrefix = "aa-closed="

// IsClosedShadowSelector reports whether sel names an element inside a
// closed shadow root (found through the accessibility tree, not CSS).
func IsClosedShadowSelector(sel string) bool { return strings.HasPrefix(sel, closedPrefix) }

// closedNode is one actionable control read from the accessibility tree
// inside a closed shadow root.
type closedNode struct {
	el      Element
	backend int64
}

// domNode is the part of CDP's DOM.Node a closed-root scan reads.
type domNode struct {
	BackendNodeID   int64     `json:"backendNodeId"`
	FrameID         string    `json:"frameId"` // on a frame owner: the frame its contentDocument is
	Children        []domNode `json:"children"`
	ShadowRoots     []domNode `json:"shadowRoots"`
	ShadowRootType  string    `json:"shadowRootType"`
	ContentDocument *domNode  `json:"contentDocument"`
}

// closedMembers collects the backend ids of every node inside a closed
// shadow root, and the frames whose documents hold one ("" is the top
// frame; a frame's document starts outside again).
func closedMembers(n domNode, frame string, inClosed bool, into map[int64]bool, frames map[string]bool) {
	if inClosed {
		into[n.BackendNodeID] = true
		frames[frame] = true
	}
	for _, c := range n.Children {
		closedMembers(c, frame, inClosed, into, frames)
	}
	for _, r := range n.ShadowRoots {
		closedMembers(r, frame, inClosed || r.ShadowRootType == "closed", into, frames)
	}
	if n.ContentDocument != nil {
		closedMembers(*n.ContentDocument, n.FrameID, false, into, frames)
	}
}

type axValue struct {
	Value any `json:"value"`
}

func (v *axValue) str() string {
	if v == nil {
		return ""
	}
	switch x := v.Value.(type) {
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	}
	return ""
}

type axNode struct {
	Ignored    bool     `json:"ignored"`
	Role       *axValue `json:"role"`
	Name       *axValue `json:"name"`
	Properties []struct {
		Name  string  `json:"name"`
		Value axValue `json:"value"`
	} `json:"properties"`
	BackendDOMNodeID int64 `json:"backendDOMNodeId"`
}

// closedRoles are the accessibility-tree roles a closed-root scan lists:
// the roles page.js counts as interactive.
var closedRoles = map[string]bool{"button": true, "link": true, "checkbox": true, "radio": true, "tab": true,
	"menuitem": true, "menuitemcheckbox": true, "menuitemradio": true, "option": true, "switch": true,
	"combobox": true, "textbox": true, "searchbox": true, "slider": true, "spinbutton": true, "treeitem": true,
	"gridcell": true, "listbox": true}

func cdpCall(cdp playwright.CDPSession, method string, params map[string]any, out any) error {
	v, err := cdp.Send(method, params)
	if err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	if out == nil {
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

// scanClosed lists the visible actionable controls inside closed shadow
// roots of p's main frame, from Chromium's accessibility tree. It costs a
// pierced DOM read and the full tree: callers run it only when the page
// has custom elements without an open root (closedHost in pagelib.js).
func scanClosed(cdp playwright.CDPSession) ([]closedNode, error) {
	var doc struct {
		Root domNode `json:"root"`
	}
	if err := cdpCall(cdp, "DOM.getDocument", map[string]any{"depth": -1, "pierce": true}, &doc); err != nil {
		return nil, err
	}
	members, frames := map[int64]bool{}, map[string]bool{}
	closedMembers(doc.Root, "", false, members, frames)
	if len(members) == 0 {
		return nil, nil
	}
	// Each frame has its own tree; the top frame's first, so positions
	// (nth) follow the page's reading order as far as frames allow.
	var nodes []axNode
	for _, f := range append([]string{""}, sortedKeys(frames)...) {
		if !frames[f] {
			continue
		}
		params := map[string]any{}
		if f != "" {
			params["frameId"] = f
		}
		var ax struct {
			Nodes []axNode `json:"nodes"`
		}
		if err := cdpCall(cdp, "Accessibility.getFullAXTree", params, &ax); err != nil {
			return nil, err
		}
		nodes = append(nodes, ax.Nodes...)
	}
	var out []closedNode
	seen := map[string]int{}
	for _, n := range nodes {
		role := n.Role.str()
		if n.Ignored || !members[n.BackendDOMNodeID] || !closedRoles[role] {
			continue
		}
		box, ok := nodeBox(cdp, n.BackendDOMNodeID)
		if !ok {
			continue // not rendered: hidden, as page.js's visible() would say
		}
		name := guard.Truncate(strings.Join(strings.Fields(n.Name.str()), " "), 80)
		base := closedPrefix + role + "[name=" + jsonQuote(name) + "]"
		sel := base
		if k := seen[base]; k > 0 {
			sel += " >> nth=" + strconv.Itoa(k)
		}
		seen[base]++
		out = append(out, closedNode{backend: n.BackendDOMNodeID,
			el: Element{Role: role, Name: name, Selector: sel, Box: box, States: axStates(n)}})
	}
	return out, nil
}

func axStates(n axNode) []string {
	var st []string
	for _, p := range n.Properties {
		v := p.Value.str()
		switch {
		case p.Name == "disabled" && v == "true":
			st = append(st, "disabled")
		case p.Name == "checked" && v == "true":
			st = append(st, "checked")
		case p.Name == "checked" && v == "mixed":
			st = append(st, "mixed")
		case p.Name == "expanded":
			st = append(st, map[bool]string{true: "expanded", false: "collapsed"}[v == "true"])
		case p.Name == "selected" && v == "true":
			st = append(st, "selected")
		case p.Name == "required" && v == "true":
			st = append(st, "required")
		case p.Name == "readonly" && v == "true":
			st = append(st, "readonly")
		}
	}
	return st
}

// nodeBox is the node's first content quad as x, y, width, height in
// top-level viewport pixels (same-origin frames share the page's
// renderer, so their quads are already in its coordinates).
func nodeBox(cdp playwright.CDPSession, backend int64) ([4]int, bool) {
	var q struct {
		Quads [][]float64 `json:"quads"`
	}
	if err := cdpCall(cdp, "DOM.getContentQuads", map[string]any{"backendNodeId": backend}, &q); err != nil || len(q.Quads) == 0 || len(q.Quads[0]) != 8 {
		return [4]int{}, false
	}
	c := q.Quads[0]
	minX, maxX := math.Min(math.Min(c[0], c[2]), math.Min(c[4], c[6])), math.Max(math.Max(c[0], c[2]), math.Max(c[4], c[6]))
	minY, maxY := math.Min(math.Min(c[1], c[3]), math.Min(c[5], c[7])), math.Max(math.Max(c[1], c[3]), math.Max(c[5], c[7]))
	if maxX-minX < 1 && maxY-minY < 1 {
		return [4]int{}, false
	}
	return [4]int{int(math.Round(minX)), int(math.Round(minY)), int(math.Round(maxX - minX)), int(math.Round(maxY - minY))}, true
}

func jsonQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// parseClosed reads an aa-closed= selector: role, name and position
// among the closed-root controls that share both.
func parseClosed(sel string) (role, name string, nth int, err error) {
	bad := fmt.Errorf("%w %q: a closed-shadow selector is aa-closed=ROLE[name=\"NAME\"], optionally followed by \" >> nth=N\"; copy it from browser_page_structure", ErrBadSelector, sel)
	rest := strings.TrimPrefix(sel, closedPrefix)
	if i := strings.LastIndex(rest, " >> nth="); i >= 0 {
		if nth, err = strconv.Atoi(rest[i+len(" >> nth="):]); err != nil || nth < 0 {
			return "", "", 0, bad
		}
		rest = rest[:i]
	}
	i := strings.Index(rest, "[name=")
	if i <= 0 || !strings.HasSuffix(rest, "]") {
		return "", "", 0, bad
	}
	role = rest[:i]
	if json.Unmarshal([]byte(rest[i+len("[name="):len(rest)-1]), &name) != nil {
		return "", "", 0, bad
	}
	return role, name, nth, nil
}

// findClosed finds the one closed-root control sel names.
func findClosed(cdp playwright.CDPSession, sel string) (closedNode, error) {
	role, name, nth, err := parseClosed(sel)
	if err != nil {
		return closedNode{}, err
	}
	nodes, err := scanClosed(cdp)
	if err != nil {
		return closedNode{}, fmt.Errorf("read the accessibility tree for %s: %w", sel, err)
	}
	var hits []closedNode
	for _, n := range nodes {
		if n.el.Role == role && n.el.Name == name {
			hits = append(hits, n)
		}
	}
	if nth >= len(hits) {
		cands := make([]Candidate, 0, 5)
		for i, n := range nodes {
			if i == 5 {
				break
			}
			cands = append(cands, n.el.Candidate())
		}
		return closedNode{}, &TargetError{Err: ErrNotFound, What: fmt.Sprintf("%s: no visible %s named %q in a closed shadow root now; call browser_page_structure again", sel, role, name), Candidates: cands}
	}
	return hits[nth], nil
}

// Remarshal decodes a JSON-shaped value (CDP's, Playwright's) into out.
func Remarshal(v any, out any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		if k != "" {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}
