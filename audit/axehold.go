package audit

// Putting axe in a browser context's documents: injecting it into a frame
// (ensureIn), holding it and the scan's page turns there so that a scan
// sends none of them (holdIn), and calling them there.

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf16"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
)

// heldTurns are the scan's page turns a held document carries by name.
func heldTurns() map[string]string {
	return map[string]string{"top": runTopJS, "topChecks": runTopChecksJS, "rescan": rescanTurnJS}
}

// heldPieces are the libraries the turns share, held once: a turn is held
// with each piece's text as a token, and put back together in the page.
// A piece may hold a later one's token.
func heldPieces() []string {
	return []string{checks.TurnJS, browser.PageLibJS(), rescanLibJS}
}

// pieceToken stands for heldPieces()[i] in held text.
func pieceToken(i int) string { return fmt.Sprintf("/*accessagents piece %d*/", i) }

// heldText is the held form of the turns and pieces: each piece's text
// replaced by its token, biggest first.
func heldText() (turns map[string]string, pieces []string) {
	orig := heldPieces()
	pieces = slices.Clone(orig)
	shrink := func(s string, from int) string {
		for i := from; i < len(orig); i++ {
			s = strings.ReplaceAll(s, orig[i], pieceToken(i))
		}
		return s
	}
	turns = map[string]string{}
	for name, js := range heldTurns() {
		turns[name] = shrink(js, 0)
	}
	for i := range pieces {
		pieces[i] = shrink(pieces[i], i+1)
	}
	return turns, pieces
}

// holding is one browser context's held scripts: from its second scan
// (scans), an init script defines, in every later document of it, a
// frozen object under the property name, a random one per context; ready
// once the script is added.
type holding struct {
	scans atomic.Int32
	name  string
	ready atomic.Bool
}

// holdIn makes every later document of bc (its frames and new tabs too)
// hold axe's source, unrun, and the scan's page turns as text, with
// functions that compile them. Sending axe's 650 KB into each document
// cost a scan more than half of raw axe's whole inject, and each turn
// sent 270 KB of checks; held, they are compiled by the Function the
// document had before any of its scripts ran (captured then, as are the
// few built-ins the held functions use), whose code V8 reuses across the
// renderer's documents, and nothing is sent. The page can read the held
// object, as it can read anything in its own world, but not replace it or
// what compiles it. (It can still replace built-ins that our code calls
// once it runs, sent or held: a page can make the audit of itself lie.)
//
// A context is held from its second scan on: the script costs each
// document of it a few milliseconds (5 to 15 measured over 40
// navigations, with noise of about 5), which an agent that scans once
// and then browses should not pay.
func (a *Axe) holdIn(bc playwright.BrowserContext) {
	v, loaded := a.held.LoadOrStore(bc, &holding{name: "__accessagents_" + newWatchToken()})
	if !loaded {
		bc.OnClose(func(bc playwright.BrowserContext) { a.held.Delete(bc) })
	}
	h := v.(*holding)
	if h.scans.Add(1) != 2 {
		return
	}
	var lit strings.Builder
	enc := json.NewEncoder(&lit)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(a.src)
	ts, ps := heldText()
	turns := "{}"
	if b, err := json.Marshal(map[string]any{"turns": ts, "pieces": ps}); err == nil {
		turns = asciiJSON(string(b))
	}
	// The turns' shared libraries are held once (heldText): 0.9 MB in
	// all. Held whole, the 1.25 MB cost each document about 18 ms. The
	// pieces are put back with indexOf and slice: split would call a
	// Symbol.split the page may have put on String.prototype.
	js := "(() => { try {\n" +
		"  const F = Function, apply = Reflect.apply, indexOf = String.prototype.indexOf, slice = String.prototype.slice, freeze = Object.freeze, define = Object.defineProperty;\n" +
		"  const src = " + strings.TrimSpace(lit.String()) + ", v = " + turns + ";\n" +
		"  const put = (s, token, piece) => { let out = '', at = 0, i; while ((i = apply(indexOf, s, [token, at])) >= 0) { out += apply(slice, s, [at, i]) + piece; at = i + token.length; } return out + apply(slice, s, [at]); };\n" +
		"  const turn = (name) => { let s = v.turns[name]; for (let i = 0; i < v.pieces.length; i++) s = put(s, '/*accessagents piece ' + i + '*/', v.pieces[i]); return apply(F, undefined, ['return (' + s + ')'])(); };\n" +
		"  const axe = () => apply(F, undefined, [src])();\n" +
		"  define(window, " + strconv.Quote(h.name) + ", { value: freeze({ axe, turn }), configurable: false, enumerable: false, writable: false });\n" +
		"} catch (e) {} })();"
	// Adding an init script waits for every frame of the context to take
	// it, and a frame whose script never yields never does (CI's
	// unresponsive-frame test hung the next scan on it): it is added
	// beside the scan, which needs it only for later documents.
	go func() {
		if err := bc.AddInitScript(playwright.Script{Content: &js}); err == nil {
			h.ready.Store(true)
		}
	}()
}

// holderOf is the held object's name in f's context, once it is held
// there ("" before).
func (a *Axe) holderOf(f playwright.Frame) string {
	p := f.Page()
	if p == nil {
		return ""
	}
	v, ok := a.held.Load(p.Context())
	if !ok || !v.(*holding).ready.Load() {
		return ""
	}
	return v.(*holding).name
}

// asciiJSON writes every character of a JSON text beyond ASCII as an
// escape, so that the held script is one-byte text like axe's.
func asciiJSON(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r > 0xFFFF:
			r1, r2 := utf16.EncodeRune(r)
			fmt.Fprintf(&b, "\\u%04x\\u%04x", r1, r2)
		default:
			fmt.Fprintf(&b, "\\u%04x", r)
		}
	}
	return b.String()
}

// fromHolderJS loads axe from the document's held object (named name);
// false when there is none.
func (a *Axe) fromHolderJS(name string) string {
	return "() => { const h = window[" + strconv.Quote(name) + "];\n  if (!h || typeof h.axe !== 'function') return false;\n" +
		"  const hidden = (" + hidePollutionJS + ")();\n  try { h.axe(); } catch (e) {} finally { hidden(); }\n  return (" + a.readyJS() + ")(); }"
}

// turn is the page function for the named turn (heldTurns): called from
// the document's held object (named holder) when it has one, else sent
// whole. A held call that cannot compile the turn (or finds no holder)
// returns { unheld: why }, and the caller sends it whole.
func (a *Axe) turn(name string, holder string) string {
	if holder == "" {
		return heldTurns()[name]
	}
	return "(arg) => { const h = window[" + strconv.Quote(holder) + "];\n" +
		"  if (!h || typeof h.turn !== 'function') return { unheld: 'the document holds no turns' };\n" +
		"  let fn;\n  try { fn = h.turn(" + strconv.Quote(name) + "); } catch (e) { return { unheld: String(e && e.message || e) }; }\n" +
		"  return fn(arg); }"
}

// statusJS is 1 when this axe is loaded, plus 2 when the document holds
// the object holdIn leaves under name ("": never). It never throws: a page
// that broke a built-in gets the scan that sends everything.
func (a *Axe) statusJS(name string) string {
	return "() => { let r = 0;\n  try { if ((" + a.readyJS() + ")()) r = 1; } catch (e) {}\n" +
		"  try { const h = " + strconv.Quote(name) + " ? window[" + strconv.Quote(name) + "] : null; if (h && typeof h.turn === 'function' && typeof h.axe === 'function') r += 2; } catch (e) {}\n  return r; }"
}

// ensureIn injects axe into frame f unless this version is already there.
func (a *Axe) ensureIn(f playwright.Frame, d time.Duration) error {
	_, err := a.ensureHeld(f, d)
	return err
}

// ensureHeld is ensureIn, and gives the name of the object holding the
// scan's page turns in f's document (holdIn), or "" when it holds none.
func (a *Axe) ensureHeld(f playwright.Frame, d time.Duration) (holder string, err error) {
	name := a.holderOf(f)
	var st int
	if err := evalJSONIn(f, d, a.statusJS(name), nil, &st); err != nil {
		return "", err
	}
	held := st&2 != 0
	if held {
		holder = name
	}
	if st&1 != 0 {
		return holder, nil
	}
	// One round trip: load, then report whether it took. A document of a
	// context a scan ran in holds axe's source already (holdIn): calling
	// it sends nothing, and V8 reuses the compiled code across the
	// renderer's documents. Any other document gets the source sent.
	var v any
	if held {
		v, err = evalIn(f, d, a.fromHolderJS(name), nil)
	}
	if ok, _ := v.(bool); err == nil && !ok {
		v, err = evalIn(f, d, "(() => { const hidden = ("+hidePollutionJS+")();\ntry {\n"+a.src+"\n} finally { hidden(); }\nreturn ("+a.readyJS()+")(); })()", nil)
	}
	if err != nil {
		return "", fmt.Errorf("inject axe-core: %w", err)
	}
	if ok, _ := v.(bool); !ok {
		// The document refused the new global (a frozen window, say).
		return "", errors.New("inject axe-core: axe did not load in this document")
	}
	return holder, nil
}

// readyJS is true when this axe version, with runPartial, is loaded.
func (a *Axe) readyJS() string {
	return fmt.Sprintf("() => { try { const axe = window.%s; return !!(axe && axe.version === %q && typeof axe.runPartial === 'function'); } catch (e) { return false; } }", AxeGlobal, a.version)
}

var (
	shadowSelectJS = "(sel) => window." + AxeGlobal + ".utils.shadowSelect(sel)"
	// One round trip per frame: the frames axe wants entered, then its
	// partial result (in that order, as @axe-core/playwright does).
	runPartialJS = "async ({ context, options }) => { const axe = window." + AxeGlobal + ";\n" +
		"  const restore = (" + hidePollutionJS + ")();\n" +
		"  try { const kids = axe.utils.getFrameContexts(context);\n" +
		"    return { kids, partial: JSON.stringify(await axe.runPartial(context, options)) }; } finally { restore(); } }"
	// The top document's turn: the same, and when the page has no frames
	// for axe to enter, axe's finishRun on that one partial right there
	// (with the page's enumerable Object.prototype additions hidden, as for
	// runPartial), so the result needs no second page and no round trip
	// through Go. runTopChecksJS runs the cheap checks in the same turn.
	runTopJS, runTopChecksJS = topTurnJS(false), topTurnJS(true)
)

// inject loads axe into the page's top document.
func (a *Axe) inject(p playwright.Page) error {
	return a.ensureIn(p.MainFrame(), time.Minute)
}
