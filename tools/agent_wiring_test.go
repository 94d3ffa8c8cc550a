package tools_test

import (
	"context"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit/report"
	"github.com/accessagents/accessagents/tools"
)

// init wires the agent layer into package tools' own tests, which cannot
// import it (agent imports tools). Go runs every package's init before
// TestMain, so the shared Toolbox crawls through agent.SiteCrawler as the
// server's does.
func init() {
	tools.TestCrawler = agent.SiteCrawler{ClientName: "tools-test", Version: "test"}
	tools.TestRemediate = func(ctx context.Context, c *client.Client, url string) (report.Remediation, error) {
		return agent.Remediate(ctx, agent.NewClient(c), agent.RemediateOptions{URL: url})
	}
}
