package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/accessagents/accessagents/schemas"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Kinds of act a Gate is asked about, from the shared vocabulary
// (schemas.Act).
const (
	ActClick    = schemas.ActClick
	ActType     = schemas.ActType
	ActKey      = schemas.ActKey
	ActSelect   = schemas.ActSelect
	ActNavigate = schemas.ActNavigate
	ActBack     = schemas.ActBack
	ActDialog   = schemas.ActDialog // accepting a dialog; dismissing is never gated
)

// Act is one action about to happen, as the gate sees it.
type Act struct {
	Kind schemas.Act
	// Target is the element acted on (click, type, key with a selector,
	// select); Focused is where a key press lands (after focusing Target).
	Target  Resolved
	Focused *Resolved
	Drop    *Resolved // drag: where Target is dropped
	URL     string    // navigate, back: the destination ("" if unknown)
	Key     string
	Submit  bool     // type: Enter afterwards, or a line break in the text
	Options []string // select: the chosen options' labels and values
	// Dialog, with the element last acted on before it opened (Opener).
	Dialog     *DialogInfo
	Opener     *ElementInfo
	PromptText string
	// Request (ActRequest): the page's request, its method, body (small
	// text bodies only) and resource type.
	Method, Body, ContentType, Resource string
	BodyCut                             bool // Body is a prefix of a longer, non-multipart body (multipart is passed whole)
	// From is the address (without fragment) of the document whose frame
	// sent the request, "" if none is known (a worker's, a WebSocket's).
	From string
}

// Gate judges an act before the browser performs it; an error refuses it.
type Gate func(ctx context.Context, s *Session, a Act) error

type gateKey struct{}

// WithGate returns a context whose acts are judged by g. The tool layer
// installs one per call; every acting Session method asks it.
func WithGate(ctx context.Context, g Gate) context.Context {
	return context.WithValue(ctx, gateKey{}, g)
}

// ErrUngated refuses an act whose context carries no gate when the Manager
// requires one: code that drives the browser without passing the tool
// layer's guard fails closed.
var ErrUngated = errors.New("refused: this action did not pass the guard")

// pass asks the context's gate about a; an allowed act on an element is
// remembered as the opener of any dialog that follows.
func (s *Session) pass(ctx context.Context, a Act) error {
	g, _ := ctx.Value(gateKey{}).(Gate)
	if g == nil {
		if s.m.cfg.RequireGate {
			return fmt.Errorf("%w (%s); acts must come through the tool layer", ErrUngated, a.Kind)
		}
		return nil
	}
	if err := g(ctx, s, a); err != nil {
		return err
	}
	s.fx.acted.Store(true)
	s.armAct()
	s.armTimers(s.current, true)
	opener := a.Target.Guard
	if a.Focused != nil && a.Focused.Guard != nil {
		opener = a.Focused.Guard
	}
	if opener == nil && a.URL != "" {
		opener = &ElementInfo{URL: a.URL}
		opener.Tag, opener.Href = "navigation", a.URL
	}
	if opener != nil {
		s.evMu.Lock()
		s.lastActed = opener
		s.evMu.Unlock()
	}
	return nil
}

// AnswerDialog accepts (after the gate allows it) or dismisses the pending
// dialog. It answers only the dialog that was judged: if another replaced
// it meanwhile, nothing is answered.
func (s *Session) AnswerDialog(ctx context.Context, accept bool, promptText string) (DialogInfo, error) {
	s.evMu.Lock()
	pd := s.dialog
	s.evMu.Unlock()
	if pd == nil {
		return DialogInfo{}, ErrNoDialog
	}
	// What the page sends once the dialog is answered (the post a confirm
	// guarded) is judged as part of this call, where the approval lives;
	// notices come with the next call.
	s.beginCall(ctx)
	defer s.settleCall(ctx)
	if accept {
		if err := s.pass(ctx, Act{Kind: ActDialog, Dialog: &pd.info, Opener: pd.opener, PromptText: promptText}); err != nil {
			return pd.info, err
		}
	}
	s.evMu.Lock()
	if s.dialog != pd {
		s.evMu.Unlock()
		return pd.info, fmt.Errorf("%w: the dialog changed while it was judged; look again", ErrNoDialog)
	}
	s.dialog = nil
	select {
	case <-s.dialogOpen:
		s.dialogOpen = make(chan struct{})
	default:
	}
	s.evMu.Unlock()
	if accept {
		return pd.info, pd.d.Accept(promptText)
	}
	return pd.info, pd.d.Dismiss()
}

// focusJS describes the deepest focused element of a document: through
// open shadow roots and same-origin frames. A cross-origin frame stays
// as the frame element (frame: true) for the caller to enter.
var focusJS = "() => {\n" + pageLibJS + `
  let el = document.activeElement;
  for (let i = 0; el && i < 20; i++) {
    if (el.shadowRoot && el.shadowRoot.activeElement) { el = el.shadowRoot.activeElement; continue; }
    if (el.localName === 'iframe' || el.localName === 'frame') {
      let d = null; try { d = el.contentDocument; } catch (e) { d = null; }
      if (d && d.activeElement && d.activeElement !== d.body) { el = d.activeElement; continue; }
      if (!d) return { frame: true, focused: document.hasFocus() };
    }
    break;
  }
  if (!el || el === document.body || el === document.documentElement) return { none: true, focused: document.hasFocus() };
  return { role: implicitRole(el), name: accName(el), html: el.outerHTML.slice(0, 300), guard: guardInfo(el), focused: document.hasFocus() };
}`

type focusInfo struct {
	Frame   bool         `json:"frame"`
	None    bool         `json:"none"`
	Focused bool         `json:"focused"`
	Role    string       `json:"role"`
	Name    string       `json:"name"`
	HTML    string       `json:"html"`
	Guard   *ElementInfo `json:"guard"`
}

func evalFocus(f playwright.Frame) (focusInfo, bool) {
	var fi focusInfo
	v, err := f.Evaluate(focusJS)
	if err != nil || v == nil {
		return fi, false
	}
	b, _ := json.Marshal(v)
	return fi, json.Unmarshal(b, &fi) == nil
}

// ErrFocusUnknown: focus is in a frame whose element cannot be read.
var ErrFocusUnknown = errors.New("the focused element is inside a frame that cannot be inspected")

// focusedTarget is the element that a key press will reach. When focus is
// in a cross-origin frame it looks in every frame for the one holding it.
func focusedTarget(p playwright.Page) (Resolved, error) {
	var r Resolved
	fi, ok := evalFocus(p.MainFrame())
	if !ok {
		return r, ErrFocusUnknown
	}
	if fi.Frame {
		found := false
		for _, f := range p.Frames() {
			if f == p.MainFrame() {
				continue
			}
			if sub, ok := evalFocus(f); ok && sub.Focused && !sub.Frame && !sub.None {
				fi, found = sub, true
			}
		}
		if !found {
			return r, ErrFocusUnknown
		}
	}
	r.Role, r.Name, r.HTML, r.Guard = fi.Role, fi.Name, fi.HTML, fi.Guard
	return r, nil
}

// previousURL reads where Back would go from the tab's history.
func previousURL(p playwright.Page) string {
	cdp, err := p.Context().NewCDPSession(p)
	if err != nil {
		return ""
	}
	defer cdp.Detach()
	v, err := cdp.Send("Page.getNavigationHistory", nil)
	if err != nil {
		return ""
	}
	var h struct {
		CurrentIndex int `json:"currentIndex"`
		Entries      []struct {
			URL string `json:"url"`
		} `json:"entries"`
	}
	b, _ := json.Marshal(v)
	if json.Unmarshal(b, &h) != nil || h.CurrentIndex < 1 || h.CurrentIndex > len(h.Entries) {
		return ""
	}
	return h.Entries[h.CurrentIndex-1].URL
}

func toStrings(v any) []string {
	var out []string
	if xs, ok := v.([]any); ok {
		for _, x := range xs {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
	}
	return out
}
