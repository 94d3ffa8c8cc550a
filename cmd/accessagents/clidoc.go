package main

import (
	"fmt"
	"os"
	"strings"
)

// cliDoc renders docs/cli.md from the commands and their flag sets, so
// the reference cannot drift from what the binary accepts. Defaults read
// from the environment show as they are in it: render it with no
// ACCESSAGENTS_* variable set (TestCLIDocIsCurrent does).
func cliDoc() string {
	var b strings.Builder
	b.WriteString(`# The accessagents command line

<!-- Generated from the commands' flag sets by go test ./cmd/accessagents -run TestCLIDocIsCurrent -update; do not edit by hand. -->

With no command, ` + "`accessagents`" + ` serves MCP over stdio (what an MCP client such as
Claude Desktop runs). ` + "`accessagents COMMAND --help`" + ` (or ` + "`accessagents help COMMAND`" + `) prints
what this page says about one command; ` + "`accessagents --autonomous --url URL \"task\"`" + ` is the
` + "`run`" + ` command. A flag's default can also come from the environment variable named in
brackets. A mistyped command or flag is one line of error with the nearest name, and exit
code 2.

| command | what it does |
|---|---|
`)
	cmds := commands()
	for _, c := range cmds {
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s |\n", c.name, c.name, c.short)
	}
	for _, c := range cmds {
		fmt.Fprintf(&b, "\n## %s\n\n```\n", c.name)
		for _, u := range c.usage {
			b.WriteString("accessagents " + u + "\n")
		}
		fmt.Fprintf(&b, "```\n\n%s\n", c.summary)
		s := c.flags(&Config{})
		for _, sec := range s.sections {
			fmt.Fprintf(&b, "\n**%s**\n\n| flag | default | meaning |\n|---|---|---|\n", sec.heading)
			for _, n := range sec.names {
				f := s.Lookup(n)
				name := s.flagName(f)
				def := defaultText(f)
				if dir, err := os.UserCacheDir(); err == nil {
					def = strings.Replace(def, dir, "(user cache dir)", 1) // not this machine's
				}
				if def != "" {
					def = "`" + def + "`"
				}
				fmt.Fprintf(&b, "| `%s` | %s | %s |\n", name, def, cell(f.Usage))
			}
		}
	}
	return b.String()
}

// cell escapes what markdown would read in a table cell: a pipe ends the
// cell, a pair of stars (globs: /api/**) turns the text between bold.
func cell(s string) string {
	return strings.NewReplacer("|", "\\|", "*", "\\*").Replace(s)
}
