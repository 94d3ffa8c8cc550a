// Command vocabgen writes the guard's terms for the languages it takes from
// translation catalogues into guard/vocab.json. The words come from the
// gettext catalogues of widely translated desktop software as Debian ships
// it (GTK, GNOME, Evolution, GnuCash, Shotwell), not from hand-typed lists:
// guard/vocab_sources.json names, per vocabulary entry, the package, the
// catalogue (gettext domain) and the exact msgid, and records the package
// versions read.
//
// To re-run, from the repository root on Debian 12 "bookworm" (apt-get
// download installs nothing; dpkg-deb -x only unpacks):
//
//	pkgs=$(go run ./guard/vocabgen -packages)
//	mkdir -p /tmp/vocabsrc/debs && (cd /tmp/vocabsrc/debs && apt-get download $pkgs)
//	for d in /tmp/vocabsrc/debs/*.deb; do dpkg-deb -x "$d" /tmp/vocabsrc/root; done
//	go run ./guard/vocabgen -root /tmp/vocabsrc/root          # rewrites guard/vocab.json
//	go run ./guard/vocabgen -root /tmp/vocabsrc/root -report  # language, map, concept, words
//
// apt-get download takes "name=version" pins, so -packages prints them
// with the versions the sources file records; a newer snapshot is a
// deliberate edit of those versions.
//
// Each msgstr loses its mnemonic ("_Delete", "削除(_D)", "&Delete"), its
// ellipsis and trailing colon, is folded as the guard folds page text
// (guard.Fold) and is quoted as a literal RE2 fragment. The lines of the
// generated languages are replaced in place in each map of vocab.json and
// new ones appended at the map's end; every other line is left as it is,
// so the file stays hand-editable and merges stay line-sized.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/accessagents/accessagents/guard"
)

// sources is guard/vocab_sources.json.
type sources struct {
	LocaleDir string    `json:"locale_dir"`
	Packages  []pkg     `json:"packages"`
	Languages []string  `json:"languages"`
	Entries   []entry   `json:"entries"`
	Hand      []handSet `json:"hand_supplement"`
}

type pkg struct {
	Name    string   `json:"name"`
	Version string   `json:"version"`
	Domains []string `json:"domains"`
}

// entry is one vocabulary concept: where its words go and which msgids
// carry them.
type entry struct {
	Concept  string `json:"concept"`
	Map      string `json:"map"` // "rules" or a top-level map of vocab.json
	Category string `json:"category,omitempty"`
	Severity string `json:"severity,omitempty"`
	Field    string `json:"field,omitempty"` // "terms" or "whole" for rules
	From     []struct {
		Domain  string `json:"domain"`
		Context string `json:"context,omitempty"`
		MsgID   string `json:"msgid"`
	} `json:"from"`
	// Omit drops a translation that is another word in the language
	// ("Původní", original, for Reset in Czech); each says why.
	Omit []struct {
		Lang string `json:"lang"`
		Term string `json:"term"` // as generated
		Why  string `json:"why"`
	} `json:"omit,omitempty"`
}

func (e entry) omitted(lang, term string) bool {
	for _, o := range e.Omit {
		if o.Lang == lang && o.Term == term {
			return true
		}
	}
	return false
}

// handSet is a hand-written supplement, kept apart from what the
// catalogues give and limited to the languages an attack used.
type handSet struct {
	Map      string              `json:"map"`
	Category string              `json:"category,omitempty"`
	Severity string              `json:"severity,omitempty"`
	Field    string              `json:"field,omitempty"`
	Terms    map[string][]string `json:"terms"`
}

func (e entry) key() string   { return mapKey(e.Map, e.Category, e.Severity, e.Field) }
func (h handSet) key() string { return mapKey(h.Map, h.Category, h.Severity, h.Field) }

func mapKey(m, cat, sev, field string) string {
	if m == "rules" {
		return "rules/" + cat + "/" + sev + "/" + field
	}
	return m
}

func main() {
	root := flag.String("root", "", "directory the .deb packages were extracted into (dpkg-deb -x)")
	src := flag.String("sources", "guard/vocab_sources.json", "the sources file")
	vocab := flag.String("vocab", "guard/vocab.json", "the vocabulary to rewrite")
	report := flag.Bool("report", false, "print which concepts each language got, and write nothing")
	packages := flag.Bool("packages", false, "print the pinned packages for apt-get download, and exit")
	flag.Parse()
	if err := run(*root, *src, *vocab, *report, *packages); err != nil {
		fmt.Fprintln(os.Stderr, "vocabgen:", err)
		os.Exit(1)
	}
}

func run(root, srcPath, vocabPath string, report, packages bool) error {
	b, err := os.ReadFile(srcPath)
	if err != nil {
		return err
	}
	var s sources
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("%s: %w", srcPath, err)
	}
	if packages {
		for _, p := range s.Packages {
			fmt.Printf("%s=%s\n", p.Name, p.Version)
		}
		return nil
	}
	if root == "" {
		return fmt.Errorf("-root is required")
	}
	cats := map[string]catalogue{} // "lang/domain"
	load := func(lang, domain string) (catalogue, error) {
		k := lang + "/" + domain
		if c, ok := cats[k]; ok {
			return c, nil
		}
		c, err := readMO(filepath.Join(root, s.LocaleDir, lang, "LC_MESSAGES", domain+".mo"))
		if os.IsNotExist(err) {
			c, err = catalogue{}, nil
		}
		cats[k] = c
		return c, err
	}
	gen := map[string]map[string][]string{} // map key → lang → terms
	add := func(key, lang, term string) {
		if gen[key] == nil {
			gen[key] = map[string][]string{}
		}
		if term != "" && !slices.Contains(gen[key][lang], term) {
			gen[key][lang] = append(gen[key][lang], term)
		}
	}
	for _, e := range s.Entries {
		for _, lang := range s.Languages {
			found := ""
			for _, f := range e.From {
				c, err := load(lang, f.Domain)
				if err != nil {
					return fmt.Errorf("%s/%s: %w", lang, f.Domain, err)
				}
				id := f.MsgID
				if f.Context != "" {
					id = f.Context + "\x04" + id
				}
				if t := term(c[id]); t != "" && !e.omitted(lang, t) {
					add(e.key(), lang, t)
					found += " " + t
				}
			}
			if report {
				fmt.Printf("%s\t%s\t%s\t%s\n", lang, e.key(), e.Concept, strings.TrimSpace(found))
			}
		}
	}
	for _, h := range s.Hand {
		for lang, ts := range h.Terms {
			for _, t := range ts {
				add(h.key(), lang, term(t))
			}
		}
	}
	if report {
		return nil
	}
	v, err := os.ReadFile(vocabPath)
	if err != nil {
		return err
	}
	out, err := rewrite(string(v), gen, s.Languages)
	if err != nil {
		return err
	}
	if !json.Valid([]byte(out)) {
		return fmt.Errorf("the rewritten %s is not valid JSON", vocabPath)
	}
	return os.WriteFile(vocabPath, []byte(out), 0o644)
}

var (
	mnemonicParen = regexp.MustCompile(`\s*[(（][_&][^)）]{1,2}[)）]`) // "削除(_D)", "삭제(&D)"
	mnemonic      = regexp.MustCompile(`&([^\s&])`)
)

// term turns a msgstr into a vocabulary fragment, or "" when it has none
// (untranslated, or a message rather than a label).
func term(msgstr string) string {
	s := mnemonicParen.ReplaceAllString(msgstr, "")
	s = mnemonic.ReplaceAllString(strings.ReplaceAll(s, "_", ""), "$1")
	s = strings.TrimRight(strings.TrimSpace(s), "…:：.。 ")
	if s == "" || strings.ContainsAny(s, "%\n<>") {
		return ""
	}
	return regexp.QuoteMeta(guard.Fold(s))
}

var (
	ruleOpen  = regexp.MustCompile(`"category": "(\w+)", "severity": "(\w+)", "terms": \{$`)
	wholeOpen = regexp.MustCompile(`^\s*\}, "whole": \{$`)
	mapOpen   = regexp.MustCompile(`^  "(\w+)": \{$`)
	langLine  = regexp.MustCompile(`^(\s*)"([a-z]{2,3})": \[`)
	closeLine = regexp.MustCompile(`^\s*\}`)
)

// rewrite replaces the generated languages' lines in each map vocab.json
// lays out one language a line, and appends those it lacks at the map's end.
func rewrite(v string, gen map[string]map[string][]string, langs []string) (string, error) {
	mine := map[string]bool{}
	for _, l := range langs {
		mine[l] = true
	}
	for _, terms := range gen {
		for l := range terms {
			mine[l] = true
		}
	}
	lines := strings.Split(v, "\n")
	var out []string
	key, cat, sev, indent := "", "", "", "      "
	done := map[string]bool{}
	flush := func() error {
		terms := gen[key]
		if key == "" || len(terms) == 0 {
			return nil
		}
		last := len(out) - 1
		if !langLine.MatchString(out[last]) {
			return fmt.Errorf("%s: no language line to append after", key)
		}
		if !strings.HasSuffix(out[last], ",") {
			out[last] += ","
		}
		var add []string
		for _, l := range langs {
			if len(terms[l]) == 0 {
				continue
			}
			q, err := json.Marshal(terms[l])
			if err != nil {
				return err
			}
			add = append(add, fmt.Sprintf(`%s"%s": %s,`, indent, l, strings.ReplaceAll(string(q), `","`, `", "`)))
		}
		if len(add) == 0 {
			out[last] = strings.TrimSuffix(out[last], ",")
			return nil
		}
		add[len(add)-1] = strings.TrimSuffix(add[len(add)-1], ",")
		out = append(out, add...)
		done[key] = true
		return nil
	}
	for _, ln := range lines {
		switch {
		case ruleOpen.MatchString(ln):
			m := ruleOpen.FindStringSubmatch(ln)
			cat, sev, key = m[1], m[2], mapKey("rules", m[1], m[2], "terms")
			out = append(out, ln)
			continue
		case wholeOpen.MatchString(ln) && key != "":
			if err := flush(); err != nil {
				return "", err
			}
			key = mapKey("rules", cat, sev, "whole")
			out = append(out, ln)
			continue
		case mapOpen.MatchString(ln):
			key = mapOpen.FindStringSubmatch(ln)[1]
			out = append(out, ln)
			continue
		case key != "" && langLine.MatchString(ln):
			m := langLine.FindStringSubmatch(ln)
			indent = m[1]
			if mine[m[2]] {
				continue // regenerated below
			}
			out = append(out, ln)
			continue
		case key != "" && closeLine.MatchString(ln):
			// The language lines kept may now end the map with a comma.
			if last := len(out) - 1; langLine.MatchString(out[last]) {
				out[last] = strings.TrimSuffix(out[last], ",")
			}
			if err := flush(); err != nil {
				return "", err
			}
			key = ""
		}
		out = append(out, ln)
	}
	for k := range gen {
		if !done[k] && len(gen[k]) > 0 {
			return "", fmt.Errorf("vocab.json has no map %s for the generated terms", k)
		}
	}
	return strings.Join(out, "\n"), nil
}
