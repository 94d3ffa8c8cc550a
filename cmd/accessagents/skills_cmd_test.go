package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/skills"
)

// TestSkillsExportCommand: accessagents skills export writes the library
// as a bundle or, with --format playwright, a test per skill and the
// config; a step the export cannot write is on stderr with exit 1; an
// unknown id, format or subcommand is one line and exit 2.
func TestSkillsExportCommand(t *testing.T) {
	t.Parallel()
	lib := t.TempDir()
	store, err := skills.Open(context.Background(), lib, skills.Lexical{}, skills.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sk, err := store.Add(context.Background(), "Create a project called 'Q4 plan'", []skills.Step{
		{Action: "CLICK", TargetDescription: "the 'New project' button in the left sidebar"},
		{Action: "TYPE", TargetDescription: "Project name", Value: "Q4 plan", RequiredState: "selector:[role=dialog]"},
		{Action: "TYPE", TargetDescription: "Password", Value: "not-in-the-file"},
		{Action: "CLICK", TargetDescription: "Create", Hints: &skills.Hints{Role: "button", Name: "Create"}},
	}, "https://app.example/projects")
	store.Close()
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	stdout, stderr, code := runBin(t, "skills", "export", "--format", "playwright", "--out", out, "--skills-dir", lib, sk.ID)
	spec := filepath.Join(out, sk.ID+".spec.ts")
	if code != 0 || !strings.Contains(stdout, spec) || !strings.Contains(stdout, filepath.Join(out, "playwright.config.ts")) {
		t.Fatalf("skills export --format playwright: exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	src, err := os.ReadFile(spec)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"near(page.getByRole('button', { name: 'New project', exact: true }), ['left', 'sidebar|complementary|aside|side'])",
		"getByLabel('Project name', { exact: true }).fill(params.name)", "name: process.env.PARAM_NAME ?? 'Q4 plan'",
		"await expect(page.locator('[role=dialog]').first()).toBeVisible();", "fill(secret('SKILL_SECRET'))",
		"page.getByRole('button', { name: 'Create', exact: true }).click()"} {
		if !strings.Contains(string(src), want) {
			t.Errorf("%s lacks %s:\n%s", spec, want, src)
		}
	}
	if strings.Contains(string(src), "not-in-the-file") || !strings.Contains(stderr, "SKILL_SECRET") {
		t.Errorf("the secret is in the file, or stderr does not say which variable it is read from: %s", stderr)
	}

	stdout, _, code = runBin(t, "skills", "export", "--out", out, "--skills-dir", lib)
	var b skills.Bundle
	raw, _ := os.ReadFile(filepath.Join(out, "skills.json"))
	if code != 0 || json.Unmarshal(raw, &b) != nil || len(b.Skills) != 1 || b.Format != skills.BundleFormat {
		t.Errorf("skills export (bundle): exit %d, %s, %d skills", code, stdout, len(b.Skills))
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"skills", "export", "sk_0000000000000000", "--skills-dir", lib, "--out", out}, "no such skill"},
		{[]string{"skills", "export", "--format", "yaml"}, `--format "yaml"`},
		{[]string{"skills", "frob"}, "skills needs a subcommand"},
	} {
		if _, errOut, code := runBin(t, tc.args...); code != 2 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, errOut, tc.want)
		}
	}
}
