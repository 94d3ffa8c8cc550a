package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// group is flags registered together under one heading of a command's
// help. add registers them on fs, writing into cfg, and returns what to
// check once they are parsed (nil: nothing). A group is defined once and
// used by every command that reads what it sets.
type group struct {
	heading string
	args    argWords
	add     func(fs *flag.FlagSet, cfg *Config) func() error
}

// argWords names the value each flag takes, as help prints it after the
// flag (--out DIR, --checks cheap|all). The flag package would take a
// back-quoted word of the usage text for it, which garbled usages that
// quote a command; we never let it.
type argWords map[string]string

// only is g restricted to the named flags, for a command that reads some
// of a group. g's check still runs whole: the flags left out keep their
// defaults.
func only(g group, names ...string) group {
	return group{g.heading, g.args, func(fs *flag.FlagSet, cfg *Config) func() error {
		all := flag.NewFlagSet(g.heading, flag.ContinueOnError)
		check := g.add(all, cfg)
		for _, n := range names {
			f := all.Lookup(n)
			if f == nil {
				panic(fmt.Sprintf("flag group %q has no --%s", g.heading, n)) // a mistake in commands()
			}
			fs.Var(f.Value, f.Name, f.Usage)
		}
		return check
	}}
}

// flagSet is one command's flags, in sections for its help, and the
// checks its groups run once the flags are parsed.
type flagSet struct {
	*flag.FlagSet
	sections []section
	args     argWords
	checks   []func() error
}

// section is a heading of a command's help and the flags under it.
type section struct {
	heading string
	names   []string
}

// newFlagSet is a set that prints nothing itself: parseConfig reports
// errors in one line and prints help on request.
func newFlagSet(name string) *flagSet {
	fs := flag.NewFlagSet("accessagents "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &flagSet{FlagSet: fs, args: argWords{}}
}

// use registers g's flags under its heading (sections with the same
// heading merge).
func (s *flagSet) use(cfg *Config, g group) {
	before := map[string]bool{}
	s.VisitAll(func(f *flag.Flag) { before[f.Name] = true })
	if check := g.add(s.FlagSet, cfg); check != nil {
		s.checks = append(s.checks, check)
	}
	var added []string
	s.VisitAll(func(f *flag.Flag) {
		if !before[f.Name] {
			added = append(added, f.Name)
			if w, ok := g.args[f.Name]; ok {
				s.args[f.Name] = w
			}
		}
	})
	for i := range s.sections {
		if s.sections[i].heading == g.heading {
			s.sections[i].names = append(s.sections[i].names, added...)
			slices.Sort(s.sections[i].names)
			return
		}
	}
	s.sections = append(s.sections, section{g.heading, added})
}

// names lists every flag of the set.
func (s *flagSet) names() []string {
	var out []string
	s.VisitAll(func(f *flag.Flag) { out = append(out, f.Name) })
	return out
}

// argName is the word help prints after --name: nothing for a switch, the
// group's word for the value, else the value's type.
func (s *flagSet) argName(f *flag.Flag) string {
	if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
		return ""
	}
	if w := s.args[f.Name]; w != "" {
		return w
	}
	name, _ := flag.UnquoteUsage(f)
	return name
}

// defaultText is the default help shows, or "" when it says nothing (a
// switch that is off, an empty value).
func defaultText(f *flag.Flag) string {
	switch f.DefValue {
	case "", "false", "0", "0s":
		return ""
	}
	return f.DefValue
}

// Help layout: flag names in a column of at most nameCol characters, the
// usage beside them, lines at most helpWidth wide.
const nameCol, helpWidth = 30, 100

// flagHelp writes the set's flags, section by section.
func (s *flagSet) flagHelp(w io.Writer) {
	if len(s.sections) == 0 {
		fmt.Fprintln(w, "This command has no flags.")
		return
	}
	col := 0
	s.VisitAll(func(f *flag.Flag) { col = max(col, len(s.flagName(f))+4) })
	col = min(col, nameCol)
	for i, sec := range s.sections {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%s:\n", sec.heading)
		for _, n := range sec.names {
			f := s.Lookup(n)
			usage := f.Usage
			if d := defaultText(f); d != "" {
				usage += " (default " + d + ")"
			}
			text := wrap(usage, strings.Repeat(" ", col), helpWidth)
			name := "  " + s.flagName(f)
			if len(name)+2 <= col {
				text = name + text[len(name):] // the first line beside the name
			} else {
				text = name + "\n" + text
			}
			fmt.Fprint(w, text)
		}
	}
}

// flagName is --name and the word for its value, as help prints them.
func (s *flagSet) flagName(f *flag.Flag) string {
	if a := s.argName(f); a != "" {
		return "--" + f.Name + " " + a
	}
	return "--" + f.Name
}

// wrap breaks s into lines of at most width columns, each starting with indent.
func wrap(s, indent string, width int) string {
	var b strings.Builder
	line := indent
	for _, word := range strings.Fields(s) {
		if line != indent && len(line)+1+len(word) > width {
			b.WriteString(line + "\n")
			line = indent
		}
		if line != indent {
			line += " "
		}
		line += word
	}
	b.WriteString(line + "\n")
	return b.String()
}

// scanFlags walks args as flag.Parse would (flags and positional
// arguments may mix) and returns the first flag s does not define, or
// whether help was asked for before it.
func (s *flagSet) scanFlags(args []string) (unknown string, help bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return "", false
		}
		if len(a) < 2 || a[0] != '-' {
			continue
		}
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		name, _, hasValue := strings.Cut(name, "=")
		if name == "h" || name == "help" {
			return "", true
		}
		f := s.Lookup(name)
		if f == nil {
			return name, false
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !hasValue && !(ok && b.IsBoolFlag()) {
			i++ // the flag's value, whatever it looks like
		}
	}
	return "", false
}
