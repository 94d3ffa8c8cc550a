package tools

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/skills"
)

// exportedTest is one skill's Playwright test in skill_export's result:
// the source travels with it, for a client that cannot read our disk.
type exportedTest struct {
	skills.PlaywrightExport
	Path   string `json:"path"`
	Source string `json:"source"`
}

// exportPlaywright writes each skill as a Playwright test, with a
// playwright.config.ts, into a new folder of the session's output dir.
func exportPlaywright(outputDir string, sks []*skills.Skill) (*mcp.CallToolResult, error) {
	dir := "skills/playwright-" + time.Now().UTC().Format("20060102T150405.000")
	cfg, err := writeConfined(outputDir, dir, "playwright.config.ts", []byte(skills.PlaywrightConfig))
	if err != nil {
		return failure("skill_export", err)
	}
	tests := make([]exportedTest, 0, len(sks))
	var unsupported []string
	for _, sk := range sks {
		ex := skills.PlaywrightTest(sk)
		path, err := writeConfined(outputDir, dir, ex.FileName, []byte(ex.Source))
		if err != nil {
			return failure("skill_export", err)
		}
		tests = append(tests, exportedTest{PlaywrightExport: ex, Path: path, Source: ex.Source})
		for _, u := range ex.Unsupported {
			unsupported = append(unsupported, fmt.Sprintf("%s step %d (%s)", sk.ID, u.Step, u.Action))
		}
	}
	root := filepath.Dir(cfg)
	text := fmt.Sprintf("exported %d skills as Playwright tests to %s (run there: npx playwright test)", len(tests), root)
	if len(unsupported) > 0 {
		text += "; not exportable, so the test throws there: " + strings.Join(unsupported, ", ")
	}
	return structured(map[string]any{"path": root, "count": len(tests), "format": "playwright", "tests": tests}, text), nil
}
