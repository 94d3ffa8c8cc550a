package tools

import (
	"context"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// slowElicitor is a person who answers "yes" only when told to.
type slowElicitor struct {
	asked  chan struct{}
	answer chan struct{}
}

func (e *slowElicitor) Elicit(context.Context, mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	close(e.asked)
	<-e.answer
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionAccept,
		Content: map[string]any{"confirm": true}}}, nil
}

// connectWith connects a client that declares elicitation and answers with e.
func connectWith(t *testing.T, e *slowElicitor) *client.Client {
	t.Helper()
	tr := transport.NewInProcessTransportWithOptions(testMCP, transport.WithElicitationHandler(e))
	c := client.NewClient(tr, client.WithElicitationHandler(e))
	ctx := testCtx(t)
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: "slow-person", Version: "1"}
	req.Params.Capabilities.Elicitation = &mcp.ElicitationCapability{}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// TestCancelledClickNeverLandsLater: the agent cancels a click while the
// person is still being asked; the person's later "yes" must not click,
// because nobody is waiting for that click any more.
func TestCancelledClickNeverLandsLater(t *testing.T) {
	t.Parallel()
	e := &slowElicitor{asked: make(chan struct{}), answer: make(chan struct{})}
	c := connectWith(t, e)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/danger.html")}, nil)
	ctx, cancel := context.WithCancel(testCtx(t))
	done := make(chan *mcp.CallToolResult, 1)
	go func() {
		req := mcp.CallToolRequest{}
		req.Params.Name = "browser_click"
		req.Params.Arguments = map[string]any{"text": "Delete account"}
		res, _ := c.CallTool(ctx, req)
		done <- res
	}()
	<-e.asked
	cancel()
	if res := <-done; res != nil && !res.IsError {
		t.Fatalf("a cancelled click reported success: %s", text(res))
	}
	close(e.answer) // the person says yes, too late
	if got := status(t, c); got != "account active" {
		t.Errorf("page status %q after a cancelled, late-confirmed click; want account active", got)
	}
}

// TestStaleRefThroughMCP: a ref read before a navigation is refused with
// the reason and the fix.
func TestStaleRefThroughMCP(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/basic.html")}, nil)
	var st structureResult
	mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
	if len(st.Elements) == 0 {
		t.Fatal("no elements")
	}
	ref := st.Elements[0].Ref
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/second.html")}, nil)
	msg := mustFail(t, c, "browser_click", map[string]any{"ref": ref}, "stale ref", ref, "earlier page", "second.html", "browser_page_structure")
	if strings.Contains(msg, "protocol") {
		t.Errorf("stale ref became a protocol error: %s", msg)
	}
}
