package interactive

import (
	_ "embed"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

//go:embed keyboard.js
var checksKeyboardJS string

var keyboardJS = "({ op, arg }) => {\n" + browser.PageLibJS() + checksKeyboardJS + checksPointerJS + "\n  return kb[op](arg);\n}"

// unreached is an element the walk never focused; review when the walk
// cannot say what kept Tab away from it.
type unreached struct {
	Node   finding.Node `json:"node"`
	Review bool         `json:"review"`
	Lost   bool         `json:"lost"` // it took focus and gave it away at once (F55)
}

type focusStep struct {
	Body     bool         `json:"body"`
	Lost     int          `json:"lost"` // elements that gave focus away at once on this step
	ID       int          `json:"id"`
	Node     finding.Node `json:"node"`
	Rect     [4]float64   `json:"rect"` // document coordinates
	Box      [4]float64   `json:"box"`  // Rect with the shown descendants' boxes (a floated image in a link)
	Hidden   string       `json:"hidden"`
	Obscured string       `json:"obscured"`
	Frame    bool         `json:"frame"`
	Sig      string       `json:"sig"`
	Text     bool         `json:"text"`
	Dialog   bool         `json:"dialog"`
	Label    []float64    `json:"label"` // the visible label of a hidden form control
	TabIndex int          `json:"tabindex"`
	Group    string       `json:"group"` // the form it belongs to (aa-tab-order)
}

func kbCall(p playwright.Page, op string, arg any, out any) error {
	return browser.EvalJSON(p, keyboardJS, map[string]any{"op": op, "arg": arg}, out)
}

//go:embed pointer.js
var checksPointerJS string

// TabOrderID is 2.4.3's F44 check, read from the real Tab walk.
const TabOrderID = "aa-tab-order"
