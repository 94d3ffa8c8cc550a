package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type progressKey struct{}

// withProgressToken keeps the request's progress token (if any) in ctx for
// the tools that report progress: the client asked for it by sending one.
func withProgressToken(ctx context.Context, req mcp.CallToolRequest) context.Context {
	if req.Params.Meta != nil && req.Params.Meta.ProgressToken != nil {
		return context.WithValue(ctx, progressKey{}, req.Params.Meta.ProgressToken)
	}
	return ctx
}
