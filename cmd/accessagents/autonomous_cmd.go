package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/agent/autonomous"
	"github.com/accessagents/accessagents/tools"
)

// runAutonomous does one task with the built-in planner; exit 0 on success,
// 1 when the task did not succeed (or was handed to a person), 2 on error.
func runAutonomous(ctx context.Context, cfg Config, tb *tools.Toolbox, logger *slog.Logger) (int, error) {
	store, err := openSkills(ctx, cfg, logger)
	if err != nil {
		return 2, err
	}
	defer store.Close()
	tb.Skills = store
	key := os.Getenv("ACCESSAGENTS_LLM_KEY")
	if key == "" {
		key = os.Getenv("OPENAI_API_KEY")
	}
	llm := autonomous.NewLLM(autonomous.LLMConfig{BaseURL: cfg.LLMBaseURL, APIKey: key, Model: cfg.LLMModel,
		VisionModel: cfg.VisionModel, PromptBudget: cfg.TokenBudget})
	c, closeC, err := agent.Connect(ctx, tb, "accessagents-cli", version)
	if err != nil {
		return 2, err
	}
	defer closeC()
	rep, runErr := autonomous.Run(ctx, c, llm, autonomous.Options{Task: cfg.Task, StartURL: cfg.StartURL,
		MaxIterations: cfg.MaxIterations, Timeout: cfg.Timeout, Lang: cfg.Lang, Progress: os.Stderr})
	if runErr != nil && rep.Reason == "" {
		rep.Reason = runErr.Error()
	}
	if err := autonomous.WriteOutputs(cfg.OutDir, rep); err != nil {
		return 2, err
	}
	if runErr != nil {
		fmt.Fprintf(os.Stderr, "run.json and report.html in %s\n", cfg.OutDir)
		return 2, runErr
	}
	fmt.Printf("%s: %s (%d model calls); run.json and report.html in %s\n", map[bool]string{true: "done", false: "not done"}[rep.Success],
		rep.Reason, rep.LLMCalls, cfg.OutDir)
	if !rep.Success {
		return 1, nil
	}
	return 0, nil
}
