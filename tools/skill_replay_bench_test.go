package tools

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/skills"
)

// directSteps acts on the browser session itself: how skill replay acted
// before its steps went through the browser tools, kept as the baseline
// of BenchmarkSkillReplayThroughTools.
type directSteps struct {
	s    *browser.Session
	fill func(frameURL, text string) (string, error)
}

func (d directSteps) Navigate(ctx context.Context, u string) error {
	_, err := d.s.Navigate(ctx, u, browser.NavigateOptions{})
	return err
}

func (d directSteps) Click(ctx context.Context, sel string) error {
	_, err := d.s.Click(ctx, browser.Target{Selector: sel}, nil)
	return err
}

func (d directSteps) Hover(ctx context.Context, sel string) error {
	_, err := d.s.Hover(ctx, browser.Target{Selector: sel})
	return err
}

func (d directSteps) Drag(ctx context.Context, from, to string) error {
	_, err := d.s.Drag(ctx, browser.Target{Selector: from}, browser.Target{Selector: to})
	return err
}

func (d directSteps) Type(ctx context.Context, sel, text string) error {
	_, err := d.s.Type(ctx, browser.Target{Selector: sel}, text, browser.TypeOptions{Clear: true, Fill: d.fill}, nil)
	return err
}

func (d directSteps) Select(ctx context.Context, sel, value string) error {
	_, _, err := d.s.SelectOption(ctx, browser.Target{Selector: sel}, []string{value})
	return err
}

// Upload is not in the tracker skill the benchmark replays.
func (d directSteps) Upload(ctx context.Context, sel, file string) error {
	return fmt.Errorf("the direct path does not upload (%s into %s)", file, sel)
}

// BenchmarkSkillReplayThroughTools: the tracker skill replayed by skill_run,
// whose steps act through the browser tools (schema, guard, scrubbing),
// against the same replay acting on the session directly (the path before),
// alternating in one run so both see the same machine load. Reports each
// path's mean and their ratio (tools/direct; 1.0 is no cost).
func BenchmarkSkillReplayThroughTools(b *testing.B) {
	tracker := pageURL("/pages/tracker.html")
	plan := []map[string]any{
		{"action": "CLICK", "target_description": "New project", "hints": map[string]any{"selector": "#new-project", "role": "button", "name": "New project"}},
		{"action": "TYPE", "target_description": "Project name", "value": "Alpha", "required_state": "text:Create project",
			"hints": map[string]any{"selector": "#project-name", "role": "textbox", "name": "Project name"}},
		{"action": "SELECT", "target_description": "Team", "value": "Design", "hints": map[string]any{"selector": "#project-team", "role": "combobox", "name": "Team"}},
		{"action": "CLICK", "target_description": "Create", "semantic_role": "confirmation", "hints": map[string]any{"selector": "#create-btn", "role": "button", "name": "Create"}},
	}
	tools := connect(b, testMCP)
	var saved skillSaveResult
	mustOK(b, tools, "skill_save", map[string]any{"task": "Create a project called 'Alpha' in the replay bench tracker", "plan": plan, "start_url": tracker}, &saved)

	// The baseline is skill_run with its handler swapped for one whose
	// replay acts on the session directly; the call around it (schema,
	// gate, scrubbing of the whole result) is the same.
	direct := testBox.skillRunTool()
	direct.Handle = handler(testBox, func(ctx context.Context, s *browser.Session, p skillRunParams) (*mcp.CallToolResult, error) {
		sk, err := testBox.Skills.Get(p.ID)
		if err != nil {
			return nil, err
		}
		res := skills.Run(ctx, s, directSteps{s: s, fill: testBox.secretFill(s, "skill_run")}, sk, skills.RunOptions{Vars: p.Variables})
		return structured(res, "replayed"), nil
	})
	srv := server.NewMCPServer("direct", "1", server.WithToolCapabilities(false))
	st, err := testBox.serverTool(direct)
	if err != nil {
		b.Fatal(err)
	}
	srv.AddTools(st)
	baseline := connect(b, srv)
	if len(saved.Slots) != 1 {
		b.Fatalf("want one slot (the project name), got %v", saved.Slots)
	}

	var viaTools, viaSession time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		args := map[string]any{"id": saved.ID, "variables": map[string]string{saved.Slots[0]: fmt.Sprintf("P%d", i)}}
		for _, c := range []struct {
			c     *client.Client
			total *time.Duration
		}{{tools, &viaTools}, {baseline, &viaSession}} {
			start := time.Now()
			var run skills.RunResult
			mustOK(b, c.c, "skill_run", args, &run)
			*c.total += time.Since(start)
			if !run.Success || len(run.Steps) != len(plan) {
				b.Fatalf("replay: %+v", run)
			}
		}
	}
	b.ReportMetric(float64(viaTools.Milliseconds())/float64(b.N), "ms-tools/op")
	b.ReportMetric(float64(viaSession.Milliseconds())/float64(b.N), "ms-direct/op")
	b.ReportMetric(float64(viaTools)/float64(viaSession), "tools/direct")
}
