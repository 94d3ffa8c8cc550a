// Command actcases extracts W3C ACT rules test cases into standalone pages.
//
// Two sets:
//
//   - axe (the default): cases of the ACT rules axe-core implements, for the
//     axe parity test (audit_scan_url must report every rule raw axe-core
//     reports on each page). Every Failed example is kept and at most three
//     Passed and two Inapplicable ones, so the corpus stays a few hundred
//     small pages.
//   - aa: every case of the ACT rules that correspond to our own aa- checks,
//     with the test assets they load and a manifest (cases.json) naming each
//     page's check and expected outcome, for the held-out score of those
//     checks (audit/act_checks_test.go). See aa.go.
//
// Usage (from the repo root, with the ACT rules repository's _rules folder):
//
//	go run ./testdata/gen/actcases -rules /path/to/act-rules.github.io/_rules -out testdata/act
//	go run ./testdata/gen/actcases -set aa -rules /path/to/act-rules.github.io/_rules -out testdata/act-aa
//
// The cases are W3C documents: NOTICE.md in each output folder carries
// their licence.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// rules are ACT rule ids whose requirement axe-core checks with one of its
// WCAG A/AA rules.
var rules = []string{
	"23a2a8", // image non-empty accessible name (image-alt, role-img-alt)
	"97a4e1", // button non-empty accessible name (button-name)
	"c487ae", // link non-empty accessible name (link-name)
	"e086e5", // form field non-empty accessible name (label, select-name, aria-input-field-name)
	"cae760", // iframe non-empty accessible name (frame-title)
	"b5c3f8", // html page has lang (html-has-lang)
	"bf051a", // html page lang valid (html-lang-valid)
	"2779a5", // page title (document-title)
	"6cfa84", // aria-hidden no focusable content (aria-hidden-focus)
	"5f99a7", // aria attr defined (aria-valid-attr)
	"674b10", // role valid (aria-roles)
	"4e8ab6", // role required states (aria-required-attr)
	"7d6734", // svg image name (svg-img-alt)
	"8fc3b6", // object name (object-alt)
	"59796f", // image button name (input-image-alt)
	"b4f0c3", // meta viewport (meta-viewport)
	// bc659a (meta refresh) is left out: its pages navigate themselves
	// away, so neither side has a stable page to compare.
	"46ca7f", // element marked decorative not exposed (presentation-role-conflict)
	"307n5z", // presentational children (nested-interactive)
	"ff89c9", // required context role (aria-required-parent)
	"bc4a75", // required owned elements (aria-required-children)
	"0ssw9k", // scrollable region keyboard (scrollable-region-focusable)
	"2t702h", // summary name (summary-name)
	"m6b1q3", // menuitem name (aria-command-name)
	"ffd0e9", // heading name (empty-heading)
	"a25f45", // headers attribute (td-headers-attr)
	"d0f69e", // header cells have assigned cells (th-has-data-cells)
	"afw4f7", // text contrast (color-contrast)
	"73f2c2", // autocomplete valid (autocomplete-valid)
	"de46e4", // element lang valid (valid-lang)
	"5c01ea", // aria state permitted (aria-allowed-attr)
	"6a7281", // aria state valid value (aria-valid-attr-value)
	"e6952f", // attribute not duplicated
	"3ea0c8", // id unique
}

var (
	heading = regexp.MustCompile(`^#### (Passed|Failed|Inapplicable) Example (\d+)`)
	fence   = regexp.MustCompile("^```(html|svg)")
	keep    = map[string]int{"Passed": 3, "Failed": 1000, "Inapplicable": 2}
)

func main() {
	src := flag.String("rules", "", "the ACT rules repository's _rules folder")
	out := flag.String("out", "", "output folder (default testdata/act, or testdata/act-aa with -set aa)")
	set := flag.String("set", "axe", "which cases: axe (for the axe parity test) or aa (for our aa- checks)")
	assets := flag.String("assets", "", "with -set aa: the ACT rules repository's test-assets folder (default: next to -rules)")
	commit := flag.String("commit", "", "with -set aa: the ACT rules commit, recorded in cases.json")
	flag.Parse()
	if *src == "" {
		log.Fatal("pass -rules")
	}
	switch *set {
	case "axe":
		if *out == "" {
			*out = "testdata/act"
		}
		extractAxe(*src, *out)
	case "aa":
		if *out == "" {
			*out = "testdata/act-aa"
		}
		if *assets == "" {
			*assets = filepath.Join(filepath.Dir(filepath.Clean(*src)), "test-assets")
		}
		if err := extractAA(*src, *assets, *out, *commit); err != nil {
			log.Fatal(err)
		}
	default:
		log.Fatalf("-set %q: use axe or aa", *set)
	}
}

func extractAxe(src, out string) {
	n := 0
	for _, id := range rules {
		path, err := ruleFile(src, id)
		if err != nil {
			log.Fatal(err)
		}
		exs, err := parse(path)
		if err != nil {
			log.Fatal(err)
		}
		seen := map[string]int{}
		for _, ex := range exs {
			if ex.lang != "html" {
				continue
			}
			seen[ex.kind]++
			if seen[ex.kind] > keep[ex.kind] {
				continue
			}
			if _, err := write(out, "testdata/act/NOTICE.md", ruleName(path, id), id, ex); err != nil {
				log.Fatal(err)
			}
			n++
		}
	}
	fmt.Printf("%d test cases from %d rules\n", n, len(rules))
}

// ruleFile finds a rule's markdown file (named <slug>-<id>.md).
func ruleFile(src, id string) (string, error) {
	files, _ := filepath.Glob(filepath.Join(src, "*-"+id+".md"))
	if len(files) != 1 {
		return "", fmt.Errorf("rule %s: %d files in %s", id, len(files), src)
	}
	return files[0], nil
}

func ruleName(path, id string) string { return strings.TrimSuffix(filepath.Base(path), "-"+id+".md") }

// example is one test case of a rule: the first code block after its
// heading.
type example struct {
	kind, num, lang, code string
}

// parse reads a rule file's examples in order.
func parse(path string) ([]example, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var cur example
	var in bool
	var code []string
	var out []example
	for sc.Scan() {
		line := sc.Text()
		if m := heading.FindStringSubmatch(line); m != nil {
			cur, in, code = example{kind: m[1], num: m[2]}, false, nil
			continue
		}
		switch {
		case cur.kind != "" && !in:
			if m := fence.FindStringSubmatch(line); m != nil {
				in, cur.lang = true, m[1]
			}
		case in && strings.HasPrefix(line, "```"):
			in = false
			cur.code = strings.Join(code, "\n")
			out = append(out, cur)
			cur = example{}
		case in:
			code = append(code, line)
		}
	}
	return out, sc.Err()
}

// write stores one example as a page and returns its path under out. An
// HTML snippet is wrapped in a minimal page; an SVG one is an SVG document.
func write(out, notice, name, id string, ex example) (string, error) {
	dir := filepath.Join(out, id)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	note := fmt.Sprintf("<!-- W3C ACT rule %s (%s), %s Example %s. Copyright © W3C® (MIT, ERCIM, Keio, Beihang); see %s -->\n", id, name, ex.kind, ex.num, notice)
	page := ex.code
	if ex.lang == "html" && !strings.Contains(strings.ToLower(ex.code), "<html") {
		// The ACT rules' own convention for snippets.
		page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head><title>ACT test case</title></head>\n<body>\n" + ex.code + "\n</body>\n</html>"
	}
	rel := filepath.Join(id, strings.ToLower(ex.kind)+"-"+ex.num+"."+ex.lang)
	return rel, os.WriteFile(filepath.Join(out, rel), []byte(note+page+"\n"), 0o644)
}
