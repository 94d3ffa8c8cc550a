package tools

import (
	"bytes"
	"encoding/json"
	"sort"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// toolListBudget is the most model-facing text the default tools/list may
// cost: Playwright MCP's default list (name + description + input schema of
// its 25 tools) is about 18 KB, and ours must cost no more.
const toolListBudget = 18000

// wireTool is one tools/list entry as it goes over the wire.
type wireTool struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	InputSchema json.RawMessage `json:"inputSchema"`
}

// rawToolList answers a real tools/list request through the server's
// JSON-RPC entry point and returns the tools as sent. (mcp-go's client
// decodes input schemas into a struct that drops keywords such as $schema,
// so the raw response is what is measured.)
func rawToolList(t *testing.T) []wireTool {
	t.Helper()
	msg := testMCP.HandleMessage(testCtx(t), []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	b, err := json.Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	var resp struct {
		Result struct {
			Tools []wireTool `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(b, &resp); err != nil {
		t.Fatal(err)
	}
	return resp.Result.Tools
}

// TestToolListFitsBudget holds the model-facing size of the default
// tools/list to the budget: for each tool its name, its description and its
// input schema as compact JSON. Titles, annotations and output schemas stay
// with the client and are not counted.
func TestToolListFitsBudget(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	listed, err := c.ListTools(testCtx(t), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	tools := rawToolList(t)
	if len(tools) != len(listed.Tools) || len(tools) == 0 {
		t.Fatalf("raw tools/list has %d tools, the client saw %d", len(tools), len(listed.Tools))
	}
	type row struct {
		name              string
		total, desc, schm int
	}
	var rows []row
	sum := 0
	for _, tool := range tools {
		var schema bytes.Buffer
		if err := json.Compact(&schema, tool.InputSchema); err != nil {
			t.Fatal(err)
		}
		n := len(tool.Name) + len(tool.Description) + schema.Len()
		rows = append(rows, row{tool.Name, n, len(tool.Description), schema.Len()})
		sum += n
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].total > rows[j].total })
	for _, r := range rows {
		t.Logf("%-26s %5d B (description %4d, input schema %4d)", r.name, r.total, r.desc, r.schm)
	}
	t.Logf("tools/list: %d tools, %d B of model-facing text (budget %d B)", len(tools), sum, toolListBudget)
	if sum > toolListBudget {
		t.Errorf("tools/list costs %d B of model-facing text, over the %d B budget: shorten descriptions and property descriptions", sum, toolListBudget)
	}
}
