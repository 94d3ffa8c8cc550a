package interactive

import (
	"context"
	_ "embed"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// ErrorSuggestionID is the check of 3.3.3 Error Suggestion.
const ErrorSuggestionID = "aa-error-suggestion"

//go:embed suggest.js
var checksSuggestJS string

// suggestJS runs suggest.js's ops with layout.js's helpers and form
// submission.
var suggestJS = "({ op, arg }) => {\n" + browser.PageLibJS() + checksLayoutJS + checksSuggestJS + "\n  return op === 'submit' ? lay.formSubmit(arg) : sug[op](arg);\n}"

func sugCall(p playwright.Page, op string, arg any, out any) error {
	return browser.EvalJSON(p, suggestJS, map[string]any{"op": op, "arg": arg}, out)
}

// errorSuggestionCheck gives each form's text fields a value no format
// accepts and submits it in a scratch tab (nothing is sent; dialogs are
// recorded, not shown). A field the page then marks as wrong fails when
// nothing said about it suggests a correction (3.3.3). A form the browser
// validates itself (its messages say what is expected) or that would go
// to its server (the tab sends nothing, so its answer is unknown) is not
// judged.
func errorSuggestionCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: ErrorSuggestionID}
	sp, err := scratchPage(ctx, p, false, dialogWatchJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	// A page whose submit takes the tab away (a handler replacing the
	// document) leaves nothing more to read: what was judged stands.
	call := func(op string, arg, out any) error { return sugCall(sp, op, arg, out) }
	r.Nodes, r.Review, err = formRound(ctx, call, [3]string{"prep", "submit", "after"}, true)
	return capped(r), err
}
