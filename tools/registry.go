package tools

import (
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/server"
)

// Toolsets, in the order the README lists them.
var Toolsets = []string{"browser", "audit", "fix", "skills", "devtools"}

// DefaultToolsets are served when --toolsets is not given: every toolset
// but devtools, so the default tools/list stays small (as github-mcp-server
// keeps some toolsets opt-in). "all" adds devtools.
var DefaultToolsets = []string{"browser", "audit", "fix", "skills"}

// All lists every tool, in presentation order. This is the one registry.
func (t *Toolbox) All() []Tool {
	return []Tool{
		t.navigateTool(),
		t.backTool(),
		t.pageStructureTool(),
		t.findByTextTool(),
		t.clickTool(),
		t.hoverTool(),
		t.dragTool(),
		t.selectTextTool(),
		t.uploadTool(),
		t.typeTool(),
		t.fillFormTool(),
		t.selectTool(),
		t.pressKeyTool(),
		t.scrollTool(),
		t.waitTool(),
		t.waitForChangeTool(),
		t.screenshotTool(),
		t.captureStateTool(),
		t.tabsTool(),
		t.handleDialogTool(),
		t.closeTool(),
		t.saveStorageStateTool(),
		t.loadStorageStateTool(),
		t.scanURLTool(),
		t.verifyElementTool(),
		t.runChecksTool(),
		t.auditPageStructureTool(),
		t.inspectElementTool(),
		t.sessionStateTool(),
		t.auditSiteTool(),
		t.fixAttributeTool(),
		t.fixContentTool(),
		t.fixStyleTool(),
		t.fixExportTool(),
		t.skillFindTool(),
		t.skillRunTool(),
		t.skillSaveTool(),
		t.skillListTool(),
		t.skillDeleteTool(),
		t.skillExportTool(),
		t.skillImportTool(),
		t.consoleTool(),
		t.networkTool(),
		t.resizeTool(),
		t.emulateMediaTool(),
	}
}

// Selection says which tools a server exposes.
type Selection struct {
	// Toolsets to enable; empty means DefaultToolsets.
	Toolsets []string
	// ReadOnly keeps only tools annotated read-only.
	ReadOnly bool
}

// ParseToolsets validates a comma-separated --toolsets value.
func ParseToolsets(s string) ([]string, error) {
	switch strings.TrimSpace(s) {
	case "", "default":
		return nil, nil
	case "all":
		return append([]string(nil), Toolsets...), nil
	}
	var out []string
	for _, ts := range strings.Split(s, ",") {
		ts = strings.TrimSpace(ts)
		if ts == "" {
			continue
		}
		known := false
		for _, k := range Toolsets {
			known = known || k == ts
		}
		if !known {
			return nil, fmt.Errorf("unknown toolset %q (known: %s; or all, or default: %s)", ts, strings.Join(Toolsets, ", "), strings.Join(DefaultToolsets, ","))
		}
		out = append(out, ts)
	}
	return out, nil
}

// Selected filters All by toolset and read-only mode; both are structural,
// derived from each tool's Toolset and ReadOnly annotation.
func (t *Toolbox) Selected(sel Selection) []Tool {
	want := map[string]bool{}
	sets := sel.Toolsets
	if len(sets) == 0 {
		sets = DefaultToolsets
	}
	for _, ts := range sets {
		want[ts] = true
	}
	var out []Tool
	for _, def := range t.All() {
		if !want[def.Toolset] {
			continue
		}
		if sel.ReadOnly && !def.ReadOnly {
			continue
		}
		out = append(out, def)
	}
	return out
}

// Register adds the selected tools to srv.
func (t *Toolbox) Register(srv *server.MCPServer, sel Selection) error {
	var sts []server.ServerTool
	for _, def := range t.Selected(sel) {
		st, err := t.serverTool(def)
		if err != nil {
			return err
		}
		sts = append(sts, st)
	}
	srv.AddTools(sts...)
	return nil
}

// Markdown renders the tool list for the README, grouped by toolset.
func (t *Toolbox) Markdown() string {
	var b strings.Builder
	byset := map[string][]Tool{}
	for _, def := range t.All() {
		byset[def.Toolset] = append(byset[def.Toolset], def)
	}
	fmt.Fprintf(&b, "%d tools in %d toolsets. Served by default: %s (%d tools); `--toolsets all` adds the rest, `--toolsets` picks some, `--read-only` keeps the read-only ones.\n\n",
		len(t.All()), len(Toolsets), strings.Join(DefaultToolsets, ", "), len(t.Selected(Selection{})))
	for _, ts := range Toolsets {
		fmt.Fprintf(&b, "<details><summary><b>%s</b> (%d tools)</summary>\n\n| tool | what it does | read-only | destructive |\n|---|---|---|---|\n", ts, len(byset[ts]))
		for _, def := range byset[ts] {
			first := strings.SplitN(def.Description, "\n", 2)[0]
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", def.Name, strings.ReplaceAll(first, "|", "\\|"), yesNo(def.ReadOnly), yesNo(def.Destructive))
		}
		b.WriteString("\n</details>\n\n")
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
