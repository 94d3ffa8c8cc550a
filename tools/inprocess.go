package tools

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ClientCaller drives tools through an MCP client, so code running inside
// the binary (the fix command, the autonomous loop) takes exactly the
// validated, guarded path an external agent takes. It satisfies
// audit.Caller: a tool error comes back as its message, a transport
// failure as err, and a result's structured content decodes into out.
type ClientCaller struct{ Client *client.Client }

// Call calls one tool.
func (cc ClientCaller) Call(ctx context.Context, tool string, args map[string]any, out any) (string, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = tool, args
	res, err := cc.Client.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	if res.IsError {
		var parts []string
		for _, c := range res.Content {
			if t, ok := c.(mcp.TextContent); ok {
				parts = append(parts, t.Text)
			}
		}
		return strings.Join(parts, "\n"), nil
	}
	if out != nil && res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return "", err
		}
		return "", json.Unmarshal(b, out)
	}
	return "", nil
}

// ConnectInProcess starts an initialised in-process MCP session against the
// toolbox's tools (a session of its own); close ends it.
func (t *Toolbox) ConnectInProcess(ctx context.Context, clientName, version string) (cc ClientCaller, close func(), err error) {
	srv, err := t.NewServer(ServerOptions{Name: "accessagents", Version: version})
	if err != nil {
		return cc, nil, err
	}
	return ConnectServer(ctx, srv, clientName, version)
}

// ConnectServer starts an initialised in-process MCP session on srv. Each
// call is a new session, so a new browser context: a crawl builds the
// server once and connects once per page.
func ConnectServer(ctx context.Context, srv *server.MCPServer, clientName, version string) (cc ClientCaller, close func(), err error) {
	c, err := client.NewInProcessClient(srv)
	if err != nil {
		return cc, nil, err
	}
	if err := c.Start(ctx); err != nil {
		return cc, nil, err
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: clientName, Version: version}
	if _, err := c.Initialize(ctx, req); err != nil {
		c.Close()
		return cc, nil, err
	}
	return ClientCaller{c}, func() { c.Close() }, nil
}
