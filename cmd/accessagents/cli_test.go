package main

import (
	"errors"
	"flag"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/cli.md")

// help returns what parseConfig prints for args, which must ask for help.
func help(t *testing.T, args ...string) string {
	t.Helper()
	var b strings.Builder
	if _, err := parseConfig(args, &b); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("%v: %v, want help", args, err)
	}
	return b.String()
}

// TestCommandHelp: every command's --help is its usage, one sentence and
// only its own flags, each printed once as --name and a type word (no name
// garbled from a back-quoted word in the usage); help COMMAND is the same.
func TestCommandHelp(t *testing.T) {
	// A value's word is a name in capitals or the choices: --out DIR, --checks cheap|all.
	flagLine := regexp.MustCompile(`^  --([a-z0-9-]+)( ([A-Z]+|[a-z]+(\|[a-z]+)+))?(   *\S.*)?$`)
	for _, c := range commands() {
		out := help(t, c.name, "--help")
		if got := help(t, "help", c.name); got != out {
			t.Errorf("help %s differs from %s --help", c.name, c.name)
		}
		if !strings.HasPrefix(out, "Usage:\n  accessagents "+c.usage[0]+"\n") || !strings.Contains(out, "\n\n"+wrap(c.summary, "", 80)+"\n") {
			t.Errorf("%s --help does not start with its usage and summary:\n%s", c.name, out)
		}
		printed := map[string]int{}
		for _, line := range strings.Split(out, "\n") {
			if m := flagLine.FindStringSubmatch(line); m != nil {
				printed[m[1]]++
			} else if strings.HasPrefix(line, "  -") {
				t.Errorf("%s --help: garbled flag line %q", c.name, line)
			}
		}
		s := c.flags(&Config{})
		for _, n := range s.names() {
			if printed[n] != 1 {
				t.Errorf("%s --help prints --%s %d times, want once as --%s [VALUE]", c.name, n, printed[n], n)
			}
			if strings.Contains(s.Lookup(n).Usage, "`") {
				t.Errorf("%s --%s: a back-quote in the usage names the argument; write it plainly", c.name, n)
			}
			delete(printed, n)
		}
		if len(printed) > 0 {
			t.Errorf("%s --help prints flags it does not take: %v", c.name, printed)
		}
	}
	audit := help(t, "audit", "-h")
	for _, want := range []string{"--standard NAME", "--checks cheap|all", "--crawl URL", "--best-practice", "--headless", "--browser-endpoint URLS",
		"--blocked-origins LIST", "--writes strict|standard", "--log-level LEVEL", "--output-dir DIR", "--storage-state FILE", "--secrets FILE"} {
		if !regexp.MustCompile(`\n  ` + regexp.QuoteMeta(want) + `(\n|   )`).MatchString(audit) {
			t.Errorf("audit --help lacks %s", want)
		}
	}
	for _, not := range []string{"--llm-base-url", "--http-token-file", "--http ", "--skills-dir", "--toolsets", "--dir"} {
		if strings.Contains(audit, "\n  "+not) {
			t.Errorf("audit --help lists %s, which audit never reads", not)
		}
	}
}

// TestTopHelp: --help, -h and help list every command, one line each.
func TestTopHelp(t *testing.T) {
	out := help(t, "--help")
	if help(t, "help") != out || help(t, "-h") != out {
		t.Error("help, -h and --help differ")
	}
	for _, c := range commands() {
		if n := strings.Count(out, "\n  "+c.name+" "); n != 1 {
			t.Errorf("top help lists %s %d times:\n%s", c.name, n, out)
		}
	}
}

// TestMistakesAreOneLine: a mistyped flag or command is one line that
// names the nearest flag or command and where the help is, exit code 2.
func TestMistakesAreOneLine(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"audit", "--standrad", "wcag2a", "page.html"}, []string{"unknown flag --standrad", "did you mean --standard?", "accessagents audit --help"}},
		{[]string{"fix", "page.html", "--lnag", "en"}, []string{"did you mean --lang?", "accessagents fix --help"}},
		{[]string{"autonomus", "--url", "https://example.com/", "task"}, []string{`unknown command "autonomus"`, "did you mean run?"}},
		{[]string{"audti", "page.html"}, []string{"did you mean audit?"}},
		{[]string{"--crawl", "https://example.com/"}, []string{"unknown flag --crawl", "a flag of audit"}},
		{[]string{"frobnicate"}, []string{"serve, audit, fix, run, login, setup, doctor, tools, skills, version, help"}},
		{[]string{"audit", "--max-pages", "many", "--crawl", "https://example.com/"}, []string{`invalid value "many" for flag -max-pages`, "accessagents audit --help"}},
	} {
		_, errOut, code := runBin(t, tc.args...)
		if code != 2 || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line", tc.args, code, errOut)
		}
		for _, w := range tc.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("%v: %q lacks %q", tc.args, errOut, w)
			}
		}
	}
	// The list of commands in the error is the command table, login included.
	_, err := parseConfig([]string{"frobnicate"}, io.Discard)
	for _, c := range commands() {
		if err == nil || !strings.Contains(err.Error(), c.name) {
			t.Errorf("unknown command error %v does not list %s", err, c.name)
		}
	}
}

// TestAutonomousIsRun: the old accessagents --autonomous … is the run
// command, flags before or after the task; --autonomous=false serves.
func TestAutonomousIsRun(t *testing.T) {
	for _, args := range [][]string{
		{"--autonomous", "--url", "https://app.example/", "Create a project called Q4", "--llm-model", "m"},
		{"--url", "https://app.example/", "--autonomous", "--llm-model", "m", "Create", "a", "project", "called", "Q4"},
		{"run", "--url", "https://app.example/", "--llm-model", "m", "Create a project called Q4"},
	} {
		cfg, err := parseConfig(args, io.Discard)
		if err != nil || cfg.Command != "run" || cfg.Task != "Create a project called Q4" || cfg.StartURL != "https://app.example/" ||
			cfg.LLMModel != "m" || cfg.OutDir != "accessagents-run" {
			t.Errorf("%v: %v, command %q task %q url %q model %q out %q", args, err, cfg.Command, cfg.Task, cfg.StartURL, cfg.LLMModel, cfg.OutDir)
		}
	}
	if cfg, err := parseConfig([]string{"--autonomous=false", "--read-only"}, io.Discard); err != nil || cfg.Command != "serve" || !cfg.ReadOnly {
		t.Errorf("--autonomous=false: %v %q", err, cfg.Command)
	}
	if _, err := parseConfig([]string{"--autonomous", "--url", "https://app.example/"}, io.Discard); err == nil || !strings.Contains(err.Error(), "needs a task") {
		t.Errorf("no task: %v", err)
	}
}

// TestDocumentedInvocationsParse: the command lines in the README, the
// Makefile, bench/ and the tests still parse, to the command they meant.
func TestDocumentedInvocationsParse(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		args string
	}{
		{"serve", ""},
		{"serve", "--read-only"},
		{"serve", "--viewport desktop"},
		{"serve", "--output-dir out/demo"},
		{"serve", "serve --http 127.0.0.1:8931"},
		{"setup", "setup --dir .runtime"},
		{"doctor", "doctor --runtime-dir .runtime"},
		{"doctor", "doctor --browser-path /nonexistent/chromium"},
		{"tools", "tools --format json"},
		{"version", "version"},
		{"skills", "skills export --format playwright --out tests/"},
		{"skills", "skills export sk_0123456789abcdef --skills-dir lib"},
		{"fix", "fix testdata/site/shop.html testdata/site/signup.html --out out/demo"},
		{"fix", "fix site/index.html site/signup.html --out fixes/ --lang en"},
		{"audit", "audit https://example.com/ --format sarif --out reports/"},
		{"audit", "audit page.html --checks all --format json"},
		{"audit", "audit --crawl https://example.com/ --out site-audit/ --max-pages 500 --depth 10 --include /docs/** --exclude *.pdf " +
			"--sitemap https://example.com/s.xml --urls urls.txt --concurrency 4 --format html --storage-state state.json --checks all"},
		{"audit", "audit --urls urls.txt --out site-audit/"},
		{"audit", "audit --crawl http://127.0.0.1:8080/ --out a11y --format sarif --baseline .a11y/site.json --fail-on serious --max-pages 300"},
		{"audit", "audit --crawl https://www.example.com/ --max-pages 20000 --concurrency 16 --endpoint-limit 4 --out /reports/site"},
		{"audit", "audit --urls urls.txt --concurrency 2 --rate-interval 0s --browser-path /usr/bin/chromium --out out --format json"},
		{"audit", "audit --urls list --out out --format json --checks all --concurrency 4 --rate-interval 0s --output-dir files --best-practice"},
		{"audit", "audit --crawl https://a.example/ --out o --page-timeout 5m --query-variants 3 --cdp-endpoint http://127.0.0.1:9222 --page-heap-mb 512"},
		{"login", "login --url https://app.example/login --out state.json --headless=false"},
		{"login", "login --url https://app.example/login --out state.json --secrets login.env --output-dir out"},
		{"run", "--autonomous --url https://app.example.com/ Q4 --llm-base-url https://api.openai.com/v1 --llm-model gpt-4o-mini --vision-model gpt-4o --out run/"},
	} {
		cfg, err := parseConfig(strings.Fields(tc.args), io.Discard)
		if err != nil || cfg.Command != tc.cmd {
			t.Errorf("accessagents %s: %v, command %q, want %s", tc.args, err, cfg.Command, tc.cmd)
		}
	}
}

// TestCLIDocIsCurrent: docs/cli.md is what the flag sets say.
// go test ./cmd/accessagents -run TestCLIDocIsCurrent -update rewrites it.
func TestCLIDocIsCurrent(t *testing.T) {
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "ACCESSAGENTS_") {
			t.Setenv(k, "") // restored after the test
			os.Unsetenv(k)
		}
	}
	const path = "../../docs/cli.md"
	if *update {
		if err := os.WriteFile(path, []byte(cliDoc()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil || string(b) != cliDoc() {
		t.Errorf("docs/cli.md is out of date (%v): run go test ./cmd/accessagents -run TestCLIDocIsCurrent -update", err)
	}
}
