package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type tabsParams struct {
	Action string `json:"action"`
	Index  *int   `json:"index"`
}

type tabsResult struct {
	browser.Outcome
	Tabs []browser.Tab `json:"tabs"`
}

func (t *Toolbox) tabsTool() Tool {
	return Tool{
		Name: "browser_tabs", Title: "List, switch or close tabs", Toolset: "browser",
		Description: `List the session's tabs (including ones a page opened), select one, or close one.`,
		ReadOnly:    false, Destructive: false, Idempotent: false, OpenWorld: false,
		Inert:  "lists, switches or closes tabs (without beforeunload); loads nothing",
		Handle: handler(t, t.tabs),
	}
}

func (t *Toolbox) tabs(ctx context.Context, s *browser.Session, p tabsParams) (*mcp.CallToolResult, error) {
	var (
		tabs []browser.Tab
		out  browser.Outcome
		err  error
	)
	action := p.Action
	if action == "" {
		action = "list"
	}
	if action != "list" && p.Index == nil {
		return toolError(CodeInvalidInput, fmt.Sprintf("browser_tabs: /index: required for action %q; call with action=list to see indexes", action)), nil
	}
	switch action {
	case "list":
		tabs, out, err = s.Tabs(ctx)
	case "select":
		tabs, out, err = s.SelectTab(ctx, *p.Index)
	case "close":
		tabs, out, err = s.CloseTab(ctx, *p.Index)
	}
	if err != nil {
		return failure("browser_tabs", err)
	}
	var lines []string
	for _, tab := range tabs {
		mark := " "
		if tab.Current {
			mark = "*"
		}
		lines = append(lines, fmt.Sprintf("%s[%d] %s — %q", mark, tab.Index, tab.URL, tab.Title))
	}
	return structured(tabsResult{Outcome: out, Tabs: tabs}, outcomeText(strings.Join(lines, "\n"), out)), nil
}
