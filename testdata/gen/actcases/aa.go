package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// aaRule is an ACT rule used to score one of our checks. A rule whose
// outcomes are outcomes of the success criterion the check targets gives
// all its examples. A rule whose pass only implies a pass of that
// criterion (an input of a composite rule, or a rule for a stricter
// criterion) gives its Passed examples alone: its Failed ones need not
// fail the criterion (aaa1bf fails an autoplaying audio that has
// controls, which 1.4.2 accepts).
type aaRule struct {
	check, id  string
	passedOnly bool
	why        string
}

var aaRules = []aaRule{
	{"aa-label-in-name", "2ee8b8", false, "2.5.3"},
	{"aa-title-generic", "c4a8a4", false, "2.4.2"},
	{"aa-focus-trap", "80af7b", false, "2.1.2 (composite of a1b64e, ebe86a)"},
	{"aa-focus-trap", "a1b64e", true, "input of 80af7b"},
	{"aa-focus-trap", "ebe86a", true, "input of 80af7b"},
	{"aa-focus-visible", "oj04fd", false, "2.4.7"},
	{"aa-autoplay-audio", "80f0bf", false, "1.4.2 (composite of 4c31df, aaa1bf)"},
	{"aa-autoplay-audio", "4c31df", true, "input of 80f0bf"},
	{"aa-autoplay-audio", "aaa1bf", true, "input of 80f0bf"},
	{"aa-video-captions", "eac66b", false, "1.2.2 (composite of ab4d13, f51b46)"},
	{"aa-video-captions", "f51b46", true, "input of eac66b"},
	{"aa-text-resize", "59br37", false, "1.4.4"},
	{"aa-text-spacing", "24afc2", false, "1.4.12"},
	{"aa-text-spacing", "9e45ec", false, "1.4.12"},
	{"aa-text-spacing", "78fd32", false, "1.4.12"},
	{"aa-lang-mismatch", "ucwvc8", false, "3.1.1"},
	{"aa-lang-mismatch", "off6ek", false, "3.1.2 (the check reads elements' lang too)"},
	{"aa-link-purpose", "fd3a94", false, "2.4.4"},
	{"aa-link-purpose", "b20e66", true, "2.4.9, stricter than 2.4.4"},
	{"aa-table-headers", "a25f45", false, "1.3.1 (F90)"},
	{"aa-orientation", "b33eff", false, "1.3.4"},
}

// aaCase is one page of the corpus and the outcome ACT gives it.
type aaCase struct {
	Check   string `json:"check"`
	Rule    string `json:"rule"`
	Example string `json:"example"`
	Outcome string `json:"outcome"` // failed, passed or inapplicable
	Page    string `json:"page"`
}

// aaSkip is an example left out, and why.
type aaSkip struct {
	Check   string `json:"check"`
	Rule    string `json:"rule"`
	Example string `json:"example"`
	Reason  string `json:"reason"`
}

type aaManifest struct {
	Source  string         `json:"source"`
	Rules   []aaRuleRecord `json:"rules"`
	Cases   []aaCase       `json:"cases"`
	Skipped []aaSkip       `json:"skipped"`
}

type aaRuleRecord struct {
	Check      string `json:"check"`
	Rule       string `json:"rule"`
	Name       string `json:"name"`
	PassedOnly bool   `json:"passed_only"`
	Why        string `json:"why"`
}

// assetRef finds what a page loads from the ACT test assets: the element,
// its attribute and the path (a media fragment or query dropped).
var assetRef = regexp.MustCompile(`<([a-zA-Z]+)\b[^>]*?\b(src|href)="(/test-assets/[^"#?]+)[^"]*"`)

// needs lists the assets a page cannot be served without. A link's target
// is not loaded; of a media element's <source> alternatives the browser
// loads the first it can, so the first one present is enough.
func needs(code, assets string) (need []string, missing string) {
	var sources []string
	for _, m := range assetRef.FindAllStringSubmatch(code, -1) {
		tag, attr, path := strings.ToLower(m[1]), m[2], m[3]
		switch {
		case tag == "a" || (attr == "href" && tag != "link"):
			continue
		case tag == "source":
			sources = append(sources, path)
		default:
			need = append(need, path)
		}
	}
	for _, p := range need {
		if !exists(assets, p) {
			return nil, p
		}
	}
	if len(sources) > 0 {
		found := ""
		for _, p := range sources {
			if exists(assets, p) {
				found = p
				break
			}
		}
		if found == "" {
			return nil, sources[0]
		}
		need = append(need, found)
	}
	return need, ""
}

func exists(assets, ref string) bool {
	st, err := os.Stat(filepath.Join(assets, strings.TrimPrefix(ref, "/test-assets/")))
	return err == nil && st.Mode().IsRegular()
}

// extractAA writes every usable example of aaRules under out, the assets
// they load under out/test-assets, and out/cases.json. Within one check a
// page identical to one already taken is a duplicate (the composite rules
// repeat their inputs' cases) and is not counted twice.
func extractAA(src, assets, out, commit string) error {
	man := aaManifest{Source: "https://github.com/act-rules/act-rules.github.io"}
	if commit != "" {
		man.Source += "/tree/" + commit
	}
	type key struct{ check, code string }
	taken := map[key]string{}
	copied := map[string]bool{}
	for _, r := range aaRules {
		path, err := ruleFile(src, r.id)
		if err != nil {
			return err
		}
		name := ruleName(path, r.id)
		man.Rules = append(man.Rules, aaRuleRecord{Check: r.check, Rule: r.id, Name: name, PassedOnly: r.passedOnly, Why: r.why})
		exs, err := parse(path)
		if err != nil {
			return err
		}
		for _, ex := range exs {
			label := ex.kind + " " + ex.num
			skip := func(reason string) { man.Skipped = append(man.Skipped, aaSkip{r.check, r.id, label, reason}) }
			if r.passedOnly && ex.kind != "Passed" {
				skip("not an outcome of the check's success criterion (" + r.why + "): only its passed examples are used")
				continue
			}
			if prev, ok := taken[key{r.check, ex.code}]; ok {
				skip("duplicate of " + prev)
				continue
			}
			need, missing := needs(ex.code, assets)
			if missing != "" {
				skip("needs " + missing + ", which the ACT rules snapshot does not hold")
				continue
			}
			page, err := write(out, "testdata/act-aa/NOTICE.md", name, r.id, ex)
			if err != nil {
				return err
			}
			taken[key{r.check, ex.code}] = r.id + " " + label
			man.Cases = append(man.Cases, aaCase{Check: r.check, Rule: r.id, Example: label, Outcome: strings.ToLower(ex.kind), Page: filepath.ToSlash(page)})
			for _, a := range need {
				if copied[a] {
					continue
				}
				if err := copyAsset(assets, out, a); err != nil {
					return err
				}
				copied[a] = true
			}
		}
	}
	b, err := json.MarshalIndent(man, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "cases.json"), append(b, '\n'), 0o644); err != nil {
		return err
	}
	fmt.Printf("%d test cases from %d rules, %d skipped, %d assets\n", len(man.Cases), len(aaRules), len(man.Skipped), len(copied))
	return nil
}

func copyAsset(assets, out, ref string) error {
	rel := strings.TrimPrefix(ref, "/test-assets/")
	b, err := os.ReadFile(filepath.Join(assets, rel))
	if err != nil {
		return err
	}
	dst := filepath.Join(out, "test-assets", rel)
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o644)
}
