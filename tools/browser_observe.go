package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type consoleParams struct {
	Level string `json:"level"`
	All   bool   `json:"all"`
	Limit int    `json:"limit"`
}

type networkParams struct {
	FailedOnly bool `json:"failed_only"`
	All        bool `json:"all"`
	Limit      int  `json:"limit"`
}

func (t *Toolbox) consoleTool() Tool {
	return Tool{
		Name: "browser_console_messages", Title: "Console messages", Toolset: "devtools",
		Description: `What the pages logged (and uncaught errors) since the last call, or all kept with all=true; level keeps that level and worse.`,
		ReadOnly:    true, Idempotent: false, OpenWorld: false, PageContent: true,
		Handle: handler(t, t.consoleMessages),
	}
}

func (t *Toolbox) networkTool() Tool {
	return Tool{
		Name: "browser_network_requests", Title: "Network requests", Toolset: "devtools",
		Description: `Requests the pages made since the last call (all=true: all kept): method, URL without query values, type, status or failure, and whether the guard or URL policy blocked it.`,
		ReadOnly:    true, Idempotent: false, OpenWorld: false, PageContent: true,
		Handle: handler(t, t.networkRequests),
	}
}

type consoleResult struct {
	Messages []browser.ConsoleMessage `json:"messages"`
	Dropped  int                      `json:"dropped"`
}

type networkResult struct {
	Requests []browser.NetworkRequest `json:"requests"`
	Dropped  int                      `json:"dropped"`
}

func (t *Toolbox) consoleMessages(_ context.Context, s *browser.Session, p consoleParams) (*mcp.CallToolResult, error) {
	msgs, dropped := s.ConsoleMessages(browser.ObserveOptions{Level: p.Level, All: p.All, Limit: p.Limit})
	res := consoleResult{Messages: nonNil(msgs), Dropped: dropped}
	var b strings.Builder
	fmt.Fprintf(&b, "%d console message(s)", len(msgs))
	if dropped > 0 {
		fmt.Fprintf(&b, " (%d older ones left out by limit)", dropped)
	}
	for _, m := range msgs {
		fmt.Fprintf(&b, "\n#%d [%s] %s", m.Seq, m.Level, m.Text)
		if m.URL != "" {
			fmt.Fprintf(&b, " (%s:%d)", m.URL, m.Line)
		}
	}
	return structured(res, b.String()), nil
}

func (t *Toolbox) networkRequests(_ context.Context, s *browser.Session, p networkParams) (*mcp.CallToolResult, error) {
	reqs, dropped := s.NetworkRequests(browser.ObserveOptions{All: p.All, Limit: p.Limit}, p.FailedOnly)
	res := networkResult{Requests: nonNil(reqs), Dropped: dropped}
	var b strings.Builder
	fmt.Fprintf(&b, "%d request(s)", len(reqs))
	if dropped > 0 {
		fmt.Fprintf(&b, " (%d older ones left out by limit)", dropped)
	}
	for _, r := range reqs {
		fmt.Fprintf(&b, "\n#%d %s %s [%s] ", r.Seq, r.Method, r.URL, r.Type)
		switch {
		case r.Blocked:
			fmt.Fprintf(&b, "blocked before it left (%s)", r.Failed)
		case r.Failed != "":
			fmt.Fprintf(&b, "failed: %s", r.Failed)
		default:
			fmt.Fprintf(&b, "%d", r.Status)
		}
	}
	return structured(res, b.String()), nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
