package tools

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type findTextParams struct {
	Text  string `json:"text"`
	Exact bool   `json:"exact"`
}

type foundElement struct {
	Ref      string  `json:"ref,omitempty"`
	Role     string  `json:"role"`
	Name     string  `json:"name"`
	Selector string  `json:"selector"`
	XPath    string  `json:"xpath,omitempty"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
}

type findTextResult struct {
	browser.Outcome
	Found      bool                `json:"found"`
	Element    *foundElement       `json:"element,omitempty"`
	Candidates []browser.Candidate `json:"candidates,omitempty"`
}

func (t *Toolbox) findByTextTool() Tool {
	return Tool{
		Name: "browser_find_by_text", Title: "Find an element by its text", Toolset: "browser",
		Description: `Find the one visible element showing text (substring, case-insensitive): its selector, role and centre, or candidates if none or several match.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		PageContent: true,
		Handle:      handler(t, t.findByText),
	}
}

func (t *Toolbox) findByText(ctx context.Context, s *browser.Session, p findTextParams) (*mcp.CallToolResult, error) {
	el, out, err := s.FindByText(ctx, p.Text, p.Exact)
	if te, ok := browser.IsTargetError(err); ok && (errors.Is(err, browser.ErrNotFound) || errors.Is(err, browser.ErrAmbiguous)) {
		res := findTextResult{Outcome: out, Candidates: te.Candidates}
		text := fmt.Sprintf("none: %v", err)
		for _, c := range te.Candidates {
			text += fmt.Sprintf("\n- %s %q selector=%s at (%.0f,%.0f)", c.Role, c.Name, c.Selector, c.X, c.Y)
		}
		return structured(res, outcomeText(text, out)), nil
	}
	if err != nil {
		return failure("browser_find_by_text", err)
	}
	c := el.Candidate()
	res := findTextResult{Outcome: out, Found: true, Element: &foundElement{Ref: c.Ref, Role: c.Role, Name: c.Name, Selector: c.Selector, XPath: c.XPath, X: c.X, Y: c.Y}}
	return structured(res, outcomeText(fmt.Sprintf("found %s %q at (%.0f,%.0f) selector=%s ref=%s", c.Role, c.Name, c.X, c.Y, c.Selector, c.Ref), out)), nil
}
