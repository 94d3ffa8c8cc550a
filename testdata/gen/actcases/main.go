// Command actcases extracts W3C ACT rules test cases into standalone HTML
// pages for the axe parity test (audit_scan_url must report every rule raw
// axe-core reports on each page).
//
// Usage (from the repo root, with the ACT rules repository's _rules folder):
//
//	go run ./testdata/gen/actcases -rules /path/to/act-rules.github.io/_rules -out testdata/act
//
// Only rules that axe-core implements are taken (the list below); every
// Failed example is kept and at most three Passed and two Inapplicable ones,
// so the corpus stays a few hundred small pages. The cases are W3C documents:
// testdata/act/NOTICE.md carries their licence.
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
	keep    = map[string]int{"Passed": 3, "Failed": 1000, "Inapplicable": 2}
)

func main() {
	src := flag.String("rules", "", "the ACT rules repository's _rules folder")
	out := flag.String("out", "testdata/act", "output folder")
	flag.Parse()
	if *src == "" {
		log.Fatal("pass -rules")
	}
	files, _ := filepath.Glob(filepath.Join(*src, "*.md"))
	n := 0
	for _, id := range rules {
		var path string
		for _, f := range files {
			if strings.HasSuffix(f, "-"+id+".md") {
				path = f
			}
		}
		if path == "" {
			log.Fatalf("rule %s not found in %s", id, *src)
		}
		got, err := extract(path, id, *out)
		if err != nil {
			log.Fatal(err)
		}
		n += got
	}
	fmt.Printf("%d test cases from %d rules\n", n, len(rules))
}

// extract writes the selected examples of one rule file.
func extract(path, id, out string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	name := strings.TrimSuffix(filepath.Base(path), "-"+id+".md")
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var kind, num string
	var in bool
	var code []string
	seen := map[string]int{}
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if m := heading.FindStringSubmatch(line); m != nil {
			kind, num, in, code = m[1], m[2], false, nil
			continue
		}
		switch {
		case kind != "" && !in && strings.HasPrefix(line, "```html"):
			in = true
		case in && strings.HasPrefix(line, "```"):
			in = false
			seen[kind]++
			if seen[kind] <= keep[kind] {
				if err := write(out, id, name, kind, num, strings.Join(code, "\n")); err != nil {
					return n, err
				}
				n++
			}
			kind = ""
		case in:
			code = append(code, line)
		}
	}
	return n, sc.Err()
}

func write(out, id, name, kind, num, code string) error {
	dir := filepath.Join(out, id)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	note := fmt.Sprintf("<!-- W3C ACT rule %s (%s), %s Example %s. Copyright © W3C® (MIT, ERCIM, Keio, Beihang); see testdata/act/NOTICE.md -->\n", id, name, kind, num)
	page := code
	if !strings.Contains(strings.ToLower(code), "<html") {
		// The ACT rules' own convention for snippets.
		page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head><title>ACT test case</title></head>\n<body>\n" + code + "\n</body>\n</html>"
	}
	file := filepath.Join(dir, strings.ToLower(kind)+"-"+num+".html")
	return os.WriteFile(file, []byte(note+page+"\n"), 0o644)
}
