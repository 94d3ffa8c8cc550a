package main

import (
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// splitCommand splits argv into the command and its arguments: the first
// word when there is one; help for a leading --help; run for the old
// spelling accessagents --autonomous …; serve otherwise.
func splitCommand(args []string) (string, []string) {
	if len(args) == 0 {
		return "serve", nil
	}
	if !strings.HasPrefix(args[0], "-") {
		return args[0], args[1:]
	}
	if isHelpFlag(args[0]) {
		return "help", args[1:]
	}
	var rest []string
	autonomous := false
	for i, a := range args {
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		name, val, hasVal := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		if a[0] == '-' && name == "autonomous" {
			on, err := strconv.ParseBool(val)
			autonomous = !hasVal || (err == nil && on)
			continue
		}
		rest = append(rest, a)
	}
	if autonomous {
		return "run", rest
	}
	return "serve", rest
}

func isHelpFlag(a string) bool { return a == "-h" || a == "-help" || a == "--help" }

func findCommand(cmds []command, name string) (command, bool) {
	for _, c := range cmds {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// printHelp answers help [COMMAND]: the command list, or one command's
// help. It returns flag.ErrHelp when it printed help.
func printHelp(w io.Writer, cmds []command, args []string) error {
	if slices.ContainsFunc(args, isHelpFlag) {
		args = []string{"help"} // help --help: the help command's own
	}
	switch len(args) {
	case 0:
		topHelp(w, cmds)
		return flag.ErrHelp
	case 1:
		c, ok := findCommand(cmds, args[0])
		if !ok {
			return unknownCommand(cmds, args[0])
		}
		c.help(w, c.flags(&Config{}))
		return flag.ErrHelp
	}
	return fmt.Errorf("help takes one command, got: %s (see accessagents help)", strings.Join(args, " "))
}

func topHelp(w io.Writer, cmds []command) {
	fmt.Fprint(w, "accessagents: an MCP tool server that drives a real headless Chromium, and the\n"+
		"commands that audit and fix pages with it.\n\nUsage:\n  accessagents [COMMAND] [flags]\n\nCommands:\n")
	for _, c := range cmds {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.short)
	}
	fmt.Fprint(w, "\nWith no command, accessagents serves MCP over stdio. accessagents COMMAND --help\n"+
		"(or accessagents help COMMAND) lists a command's flags; the environment variable\n"+
		"that sets a flag's default is named in brackets.\n")
}

// help prints the command's usage, what it does, and its flags.
func (c command) help(w io.Writer, s *flagSet) {
	fmt.Fprintln(w, "Usage:")
	for _, u := range c.usage {
		fmt.Fprintln(w, "  accessagents "+u)
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, wrap(c.summary, "", 80))
	fmt.Fprintln(w)
	s.flagHelp(w)
}

// unknownCommand is the one-line error for a command that is not one.
func unknownCommand(cmds []command, name string) error {
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
	}
	aliases := commandAliases()
	candidates := append(slices.Clone(names), slices.Sorted(maps.Keys(aliases))...) // a command wins a tie
	msg := fmt.Sprintf("unknown command %q.", name)
	if n := nearest(name, candidates); n != "" {
		if to, ok := aliases[n]; ok {
			n = to
		}
		msg = fmt.Sprintf("unknown command %q; did you mean %s?", name, n)
	}
	return fmt.Errorf("%s Commands: %s (see accessagents help)", msg, strings.Join(names, ", "))
}

// unknownFlag is the one-line error for a flag the command does not have:
// the nearest of its flags, else the commands that have it.
func unknownFlag(cmds []command, cmd command, s *flagSet, name string) error {
	msg := fmt.Sprintf("%s: unknown flag --%s", cmd.name, name)
	if n := nearest(name, s.names()); n != "" {
		return fmt.Errorf("%s; did you mean --%s? (see accessagents %s --help)", msg, n, cmd.name)
	}
	var others []string
	for _, c := range cmds {
		if c.name != cmd.name && c.flags(&Config{}).Lookup(name) != nil {
			others = append(others, c.name)
		}
	}
	if len(others) > 0 {
		return fmt.Errorf("%s; it is a flag of %s (see accessagents %s --help)", msg, strings.Join(others, ", "), others[0])
	}
	return fmt.Errorf("%s (see accessagents %s --help)", msg, cmd.name)
}

// nearest is the candidate closest to s in edit distance (a swap of two
// neighbours counts one), or "" when none is close enough to be a typo.
func nearest(s string, candidates []string) string {
	best, bestD := "", max(1, len(s)/3)+1
	for _, c := range candidates {
		if d := editDistance(s, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the optimal string alignment distance: insertions,
// deletions, substitutions and adjacent transpositions.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
