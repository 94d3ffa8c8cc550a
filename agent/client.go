// Package agent holds everything that drives the tool layer from inside
// the binary: the in-process client, the PEV remediation loop, the crawl's
// page scanner and the site crawl's setup (the autonomous planner is
// agent/autonomous). Every step goes through the same validated, guarded,
// logged tools an external agent calls; nothing here drives the browser
// directly. Data flows cmd → agent → tools → engines; no package below
// imports agent.
package agent

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/tools"
)

// Caller calls an MCP tool by name and decodes a result's structured
// content into out. A tool-level failure (isError) is a *ToolError, which
// errors.Is matches against the sentinel its code names
// (browser.ErrNotFound, tools.ErrConfirmationRequired, …); any other error
// is a transport or decoding fault. *Client is the one implementation.
type Caller interface {
	Call(ctx context.Context, tool string, args map[string]any, out any) error
}

// Client drives tools through an in-process MCP session, so code running
// inside the binary (the fix command, the crawl, the autonomous loop) takes
// exactly the validated, guarded path an external agent takes.
type Client struct {
	c  *client.Client
	id string // the server's id of this session, when it is in-process
}

// ToolError is a tool's isError result: its message (the text an external
// client reads), its code from the structured content, and the sentinel
// error that code stands for (nil for a code without one, such as
// "failed"), which Unwrap returns.
type ToolError struct {
	Tool    string
	Code    string
	Message string
	Err     error
}

// Error is the tool's message, as the tool wrote it.
func (e *ToolError) Error() string { return e.Message }

// Unwrap returns the sentinel the code names, for errors.Is.
func (e *ToolError) Unwrap() error { return e.Err }

// IsToolError says whether err is a tool's own failure (a *ToolError)
// rather than a transport or decoding fault.
func IsToolError(err error) bool {
	var te *ToolError
	return errors.As(err, &te)
}

// Call calls one tool. A failed call is a *ToolError; a result's
// structured content decodes into out when out is not nil.
func (c *Client) Call(ctx context.Context, tool string, args map[string]any, out any) error {
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = tool, args
	res, err := c.c.CallTool(ctx, req)
	if err != nil {
		return err
	}
	if res.IsError {
		return toolError(tool, res)
	}
	if out != nil && res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return err
		}
		return json.Unmarshal(b, out)
	}
	return nil
}

// toolError reads a failed result: the message from its text content,
// the code from its structured content, the sentinel from the code.
func toolError(tool string, res *mcp.CallToolResult) *ToolError {
	var parts []string
	for _, c := range res.Content {
		if t, ok := c.(mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	te := &ToolError{Tool: tool, Code: tools.CodeFailed, Message: strings.Join(parts, "\n")}
	var sc struct {
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
	}
	if b, err := json.Marshal(res.StructuredContent); err == nil && json.Unmarshal(b, &sc) == nil && sc.Error.Code != "" {
		te.Code = sc.Error.Code
	}
	for _, ec := range tools.ErrorCodes() {
		if ec.Code == te.Code {
			te.Err = ec.Err
			break
		}
	}
	return te
}

// Connect starts an initialised in-process MCP session against tb's tools
// (a session of its own, so a browser context of its own); close ends it.
func Connect(ctx context.Context, tb *tools.Toolbox, clientName, version string) (c *Client, close func(), err error) {
	srv, err := tb.NewServer(tools.ServerOptions{Name: "accessagents", Version: version})
	if err != nil {
		return nil, nil, err
	}
	return ConnectServer(ctx, srv, clientName, version)
}

// ConnectServer starts an initialised in-process MCP session on srv. Each
// call is a new session, so a new browser context: a crawl builds the
// server once and connects once per page.
func ConnectServer(ctx context.Context, srv *server.MCPServer, clientName, version string) (c *Client, close func(), err error) {
	mc, err := client.NewInProcessClient(srv)
	if err != nil {
		return nil, nil, err
	}
	var id string
	if err := mc.Start(tools.WithSessionIDSink(ctx, &id)); err != nil {
		return nil, nil, err
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: clientName, Version: version}
	if _, err := mc.Initialize(ctx, req); err != nil {
		mc.Close()
		return nil, nil, err
	}
	return &Client{c: mc, id: id}, func() { mc.Close() }, nil
}

// SessionID is the server's id of this client's MCP session, the id its
// browser session goes by (tools.SessionID): known for a session started
// with ConnectServer, else the transport's (empty for an in-process one).
func (c *Client) SessionID() string {
	if c.id != "" {
		return c.id
	}
	return c.c.GetSessionId()
}

// NewClient wraps an initialised MCP client (a test's, or one a caller
// connected itself).
func NewClient(c *client.Client) *Client { return &Client{c: c} }
