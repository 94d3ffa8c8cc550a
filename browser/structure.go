package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Element is one interactive element in a page structure.
type Element struct {
	Ref      string   `json:"ref"`
	Role     string   `json:"role"`
	Name     string   `json:"name"`
	Selector string   `json:"selector"`
	XPath    string   `json:"xpath,omitempty"`
	Box      [4]int   `json:"box"`
	States   []string `json:"states,omitempty"`
	Value    string   `json:"value,omitempty"`
	// Derived is a name for an element that has none, and DerivedFrom
	// where its words come from (icon, tooltip, text before, text
	// beside): told to the model as such, never as an accessible name.
	Derived     string `json:"derived_name,omitempty"`
	DerivedFrom string `json:"derived_from,omitempty"`
	// Row is the text of the row or list item around a control whose
	// role and name repeat on the page.
	Row string `json:"row,omitempty"`
	// InputType is a date or time field's type (date, time, …): what
	// browser_type converts a written value to.
	InputType string `json:"input_type,omitempty"`
	// Range is a slider's or spin button's values ("0–500 step 25").
	Range string `json:"range,omitempty"`
	// Options are a short select's choices ("Price | Guest rating").
	Options string `json:"options,omitempty"`

	// rid is the element's number in the page's ref registry (refIdOf),
	// 0 for one read from the accessibility tree.
	rid int64
	// Matching hints for fuzzy candidates; not sent to clients.
	id, class, nameAttr, placeholder string
	// landmark is the enclosing landmark, as role "name", for Compact.
	landmark string
}

// rawElement is the JSON page.js returns.
type rawElement struct {
	Role   string   `json:"role"`
	Name   string   `json:"name"`
	Sel    string   `json:"sel"`
	XP     string   `json:"xp"`
	Box    [4]int   `json:"box"`
	States []string `json:"states"`
	Value  string   `json:"value"`
	ID     string   `json:"id"`
	Cls    string   `json:"cls"`
	Nm     string   `json:"nm"`
	Ph     string   `json:"ph"`
	LM     string   `json:"lm"`
	DN     string   `json:"dn"`
	DF     string   `json:"df"`
	Row    string   `json:"row"`
	Ty     string   `json:"ty"`
	Rg     string   `json:"rg"`
	Op     string   `json:"op"`
	Rid    int64    `json:"rid"`
}

func (r rawElement) element() Element {
	return Element{Role: r.Role, Name: r.Name, Selector: r.Sel, XPath: r.XP, Box: r.Box, States: r.States,
		Value: r.Value, Derived: r.DN, DerivedFrom: r.DF, Row: r.Row, InputType: r.Ty, Range: r.Rg, Options: r.Op, rid: r.Rid, id: r.ID, class: r.Cls, nameAttr: r.Nm, placeholder: r.Ph, landmark: r.LM}
}

// Structure is the token-lean view of a page.
type Structure struct {
	Title string `json:"title"`
	URL   string `json:"url"`
	Text  string `json:"text"`
	// Around is the visible text outside the main region (a header's
	// "Signed in as …", a cart count, a footer), kept short.
	Around    string    `json:"-"`
	Elements  []Element `json:"elements"`
	Total     int       `json:"total"`
	Truncated bool      `json:"truncated"`
	HTMLBytes int       `json:"html_bytes"`
	// Headings give the elements their context in Compact.
	Headings []Heading `json:"-"`
	// parts are the page's text segments, read for an act's changes.
	parts []string
	// watch is the page's change count when it was read (a watched read),
	// or -1: changes the page can make unseen (a closed shadow root).
	watch int64
}

// Heading is a visible heading and where it falls among the elements: just
// before Elements[At].
type Heading struct {
	Level    int    `json:"level"`
	Text     string `json:"text"`
	At       int    `json:"at"`
	Landmark string `json:"lm"`
}

// StructureOptions bounds a structure scan.
type StructureOptions struct {
	ViewportOnly bool
	MaxElements  int
	TextChars    int // 0: the default (600); below 0: no text
	// parts also reads the page's text as segments (Structure.parts).
	parts bool
	// refStart is where the page's ref registry starts (Session.refNext).
	refStart int64
	// lean leaves out the selectors of top-document elements (their refs
	// find them by number): an act's before and after reads.
	lean bool
	// actRid: the act's element (Session.actRid), for refSettle.
	actRid int64
	// watch counts the page's changes from this read on (Structure.watch).
	watch bool
}

// Structure lists the page's visible interactive elements (including
// same-origin iframes, open shadow roots and, read from the accessibility
// tree, closed ones) with unique selectors and refs.
func (s *Session) Structure(ctx context.Context, o StructureOptions) (Structure, Outcome, error) {
	return doInto(s, ctx, func(p playwright.Page, st *Structure) error {
		// The generation before the scan: a navigation during it leaves
		// these refs stale, as they should be.
		gen := s.navGen(p)
		var err error
		o.refStart = s.refNext
		*st, err = scanStructure(p, o)
		if err != nil {
			return err
		}
		if err := s.live(); err != nil {
			return err
		}
		s.setRefs(p, gen, p.URL(), st.Elements)
		return nil
	})
}

func scanStructure(p playwright.Page, o StructureOptions) (Structure, error) {
	if o.MaxElements <= 0 {
		o.MaxElements = 300
	}
	var raw struct {
		Title     string       `json:"title"`
		URL       string       `json:"url"`
		Text      string       `json:"text"`
		Around    string       `json:"around"`
		Parts     []string     `json:"parts"`
		Elements  []rawElement `json:"elements"`
		Headings  []Heading    `json:"headings"`
		Total     int          `json:"total"`
		HTMLBytes int          `json:"htmlBytes"`
		Hosts     []hostPos    `json:"closedHosts"`
		Watch     float64      `json:"watch"`
	}
	if !o.lean {
		markListened(p)
	}
	if err := EvalJSON(p, pageJS, map[string]any{"op": "structure", "viewportOnly": o.ViewportOnly,
		"max": o.MaxElements, "textChars": o.TextChars, "parts": o.parts, "lean": o.lean, "watch": o.watch, "refStart": float64(o.refStart), "actRid": float64(o.actRid)}, &raw); err != nil {
		return Structure{}, fmt.Errorf("read page structure: %w", err)
	}
	st := Structure{Title: raw.Title, URL: raw.URL, Text: raw.Text, Around: raw.Around, parts: raw.Parts, Total: raw.Total,
		Truncated: raw.Total > len(raw.Elements), HTMLBytes: raw.HTMLBytes, Headings: raw.Headings, watch: int64(raw.Watch)}
	if len(raw.Hosts) > 0 {
		st.watch = -1 // a closed shadow root changes unseen
	}
	st.Elements = make([]Element, len(raw.Elements))
	for i, r := range raw.Elements {
		st.Elements[i] = r.element()
	}
	if len(raw.Hosts) > 0 {
		// Custom elements without an open root may hide controls in a
		// closed one: only then read Chromium's accessibility tree.
		closed, err := closedElements(p)
		if err != nil {
			return Structure{}, fmt.Errorf("read controls in closed shadow roots: %w", err)
		}
		var shown []Element
		for _, e := range closed {
			if !o.ViewportOnly || inViewport(p, e.Box) {
				shown = append(shown, e)
			}
		}
		st.Total += len(shown)
		st.Elements, st.Headings = placeClosed(st.Elements, st.Headings, raw.Hosts, shown)
		if len(st.Elements) > o.MaxElements {
			st.Elements = st.Elements[:o.MaxElements]
		}
		st.Truncated = st.Total > len(st.Elements)
	}
	assignRefs(st.Elements)
	return st, nil
}

// assignRefs names each element by its number in the page's ref registry
// ("e" and the number in base 36), which stays its own while it is in the
// page however the page moves it; an element read from the accessibility
// tree (a closed shadow root) has none and is named by its selector's
// hash ("c…"), stable while the page is unchanged.
func assignRefs(els []Element) {
	used := make(map[string]bool, len(els))
	for i := range els {
		base := "e" + strconv.FormatInt(els[i].rid, 36)
		if els[i].rid == 0 {
			h := fnv.New32a()
			h.Write([]byte(els[i].Selector))
			base = "c" + strconv.FormatUint(uint64(h.Sum32()%(36*36*36)), 36)
		}
		ref := base
		for n := 2; used[ref]; n++ {
			ref = base + "_" + strconv.Itoa(n)
		}
		used[ref] = true
		els[i].Ref = ref
	}
}

// refNextAfter is where the next document's ref registry must start for
// its ids to be new in this session: past every id in els.
func refNextAfter(next int64, els []Element) int64 {
	for _, e := range els {
		if e.rid >= next {
			next = e.rid + 1
		}
	}
	return next
}

// findText returns visible elements whose text (or label attributes) matches.
func findText(p playwright.Page, text string, exact bool, limit int, refStart int64) ([]Element, error) {
	var raw []rawElement
	if err := EvalJSON(p, pageJS, map[string]any{"op": "findText", "text": text, "exact": exact, "limit": limit, "refStart": float64(refStart)}, &raw); err != nil {
		return nil, fmt.Errorf("find text: %w", err)
	}
	els := make([]Element, len(raw))
	for i, r := range raw {
		els[i] = r.element()
	}
	assignRefs(els)
	return els, nil
}

// FindByText finds the unique visible element showing text. Zero or several
// matches return a *TargetError with up to 5 candidates.
func (s *Session) FindByText(ctx context.Context, text string, exact bool) (Element, Outcome, error) {
	return doInto(s, ctx, func(p playwright.Page, found *Element) error {
		gen := s.navGen(p)
		var err error
		offer := func(els []Element) { s.setRefs(p, gen, p.URL(), els) }
		if *found, err = uniqueByText(p, text, exact, s.refNext, offer); err != nil {
			return err
		}
		// The found element's ref works from now on, as a structure's do.
		s.setRefs(p, gen, p.URL(), []Element{*found})
		return nil
	})
}

// offer, when set, records elements whose refs an error offers as
// candidates, so that the ref it offers can be used.
func uniqueByText(p playwright.Page, text string, exact bool, refStart int64, offer func([]Element)) (Element, error) {
	els, err := findText(p, text, exact, 20, refStart)
	if err != nil {
		return Element{}, err
	}
	if offer == nil {
		offer = func([]Element) {}
	}
	switch len(els) {
	case 1:
		return els[0], nil
	case 0:
		cands := []Candidate{}
		if !exact {
			// Nothing contains it: offer the closest names instead.
			if st, err := scanStructure(p, StructureOptions{MaxElements: 2000, refStart: refStart}); err == nil {
				offer(st.Elements)
				cands = rankCandidates(st.Elements, text, 5)
			}
		} else if loose, err := findText(p, text, false, 5, refStart); err == nil {
			offer(loose)
			cands = candidates(loose, 5)
		}
		return Element{}, &TargetError{Err: ErrNotFound, What: fmt.Sprintf("with visible text %q", text), Candidates: cands}
	default:
		offer(els)
		return Element{}, &TargetError{Err: ErrAmbiguous, What: fmt.Sprintf("(%d) with visible text %q; name one by selector or ref", len(els), text),
			Candidates: candidates(els, 5)}
	}
}

func candidates(els []Element, n int) []Candidate {
	out := make([]Candidate, 0, n)
	for i, e := range els {
		if i == n {
			break
		}
		out = append(out, e.Candidate())
	}
	return out
}

// Candidate is the element in the form offered to callers.
func (e Element) Candidate() Candidate {
	return Candidate{Ref: e.Ref, Role: e.Role, Name: e.Name, Selector: e.Selector, XPath: e.XPath,
		X: float64(e.Box[0]) + float64(e.Box[2])/2, Y: float64(e.Box[1]) + float64(e.Box[3])/2}
}

// Described is the role and accessible name of one matched element.
type Described struct {
	Role string `json:"role"`
	Name string `json:"name"`
	// Context is where the element sits, as a person would say it: the
	// names, roles, ids, classes and first headings of its enclosing
	// sections and landmarks, innermost first.
	Context string `json:"context"`
	// Row is the text of the row, list item, card or article the element
	// sits in ("Watering can £12 Details"), when it sits in one.
	Row string `json:"row"`
}

var describeJS = "(els) => {\n" + pageLibJS + `
  const rowOf = (el) => {
    for (let a = el.parentElement, i = 0; a && i < 8; a = a.parentElement, i++) {
      const role = a.getAttribute('role');
      if (/^(TR|LI|ARTICLE|DT|DD)$/.test(a.tagName) || role === 'row' || role === 'listitem' || role === 'article' ||
          /(^|[-_\s])(card|item|row|product|entry|tile)([-_\s]|$)/i.test(typeof a.className === 'string' ? a.className : '')) {
        return trunc(norm(a.innerText || a.textContent), 300);
      }
    }
    return '';
  };
  return els.slice(0, 5).map((el) => ({ role: implicitRole(el), name: accName(el), context: placeOf(el), row: rowOf(el) }));
}`

// Describe reports how many elements selector matches and the role and name
// of up to five of them (a malformed selector matches nothing).
func (s *Session) Describe(ctx context.Context, selector string) (int, []Described, error) {
	type matches struct {
		n     int
		names []Described
	}
	got, _, err := doInto(s, ctx, func(p playwright.Page, got *matches) error {
		if IsClosedShadowSelector(selector) {
			var err error
			got.n, got.names, err = describeClosed(p, selector)
			return err
		}
		loc := p.Locator(selector)
		var err error
		if got.n, err = loc.Count(); err != nil {
			if isSelectorSyntax(err) {
				got.n = 0
				return nil
			}
			return err
		}
		if got.n == 0 {
			return nil
		}
		v, err := loc.EvaluateAll(describeJS)
		if err != nil {
			return err
		}
		b, _ := json.Marshal(v)
		return json.Unmarshal(b, &got.names)
	})
	return got.n, got.names, err
}

// CurrentURL is the current tab's URL.
func (s *Session) CurrentURL(ctx context.Context) (string, error) {
	out, err := s.do(ctx, func(playwright.Page) error { return nil })
	return out.URL, err
}
