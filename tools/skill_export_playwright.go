package tools

import (
	"fmt"
	"path/filepath"
	"sort"
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
	var b strings.Builder
	for _, sk := range sks {
		ex := skills.PlaywrightTest(sk)
		path, err := writeConfined(outputDir, dir, ex.FileName, []byte(ex.Source))
		if err != nil {
			return failure("skill_export", err)
		}
		tests = append(tests, exportedTest{PlaywrightExport: ex, Path: path, Source: ex.Source})
		for _, u := range ex.Unsupported {
			unsupported = append(unsupported, fmt.Sprintf("%s step %d (%s: %s)", sk.ID, u.Step, u.Action, u.Note))
		}
		describeTest(&b, ex)
	}
	root := filepath.Dir(cfg)
	text := fmt.Sprintf("exported %d skills as Playwright tests to %s (run there: npx playwright test)", len(tests), root)
	if len(unsupported) > 0 {
		text += "; not exportable, so the test throws there: " + strings.Join(unsupported, ", ")
	}
	return structured(map[string]any{"path": root, "count": len(tests), "format": "playwright", "tests": tests}, text+"\n"+b.String()), nil
}

// describeTest writes what the result says of one test: its parameters,
// secrets and how each step finds its element, then the source.
func describeTest(b *strings.Builder, ex skills.PlaywrightExport) {
	fmt.Fprintf(b, "\n%s (skill %s):", ex.FileName, ex.SkillID)
	slots := make([]string, 0, len(ex.Params))
	for slot, env := range ex.Params {
		slots = append(slots, fmt.Sprintf("${%s} from %s", slot, env))
	}
	sort.Strings(slots)
	if len(slots) > 0 {
		fmt.Fprintf(b, " params %s;", strings.Join(slots, ", "))
	}
	if len(ex.Secrets) > 0 {
		fmt.Fprintf(b, " secrets from %s;", strings.Join(ex.Secrets, ", "))
	}
	for _, st := range ex.Steps {
		fmt.Fprintf(b, "\n  step %d %s", st.Step, st.Action)
		for _, f := range [][2]string{{"by", st.LocatedBy}, {"drop by", st.DropBy}, {"asserts", st.Assertion}, {"note", st.Note}} {
			if f[1] != "" {
				fmt.Fprintf(b, ", %s %s", f[0], f[1])
			}
		}
	}
	fmt.Fprintf(b, "\n```ts\n%s```\n", ex.Source)
}
