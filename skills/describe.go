package skills

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/accessagents/accessagents/browser"
)

//go:embed describe.json
var describeJSON []byte

// describeWords is how a target description is read (describe.json).
type describeWords struct {
	Roles        map[string]string   `json:"roles"`
	Prepositions []string            `json:"place_prepositions"`
	Filler       []string            `json:"place_filler"`
	Synonyms     map[string][]string `json:"place_synonyms"`
	roleKeys     []string            // longest first, so "radio button" wins over "button"
}

func loadDescribeWords() describeWords {
	var w describeWords
	if err := json.Unmarshal(describeJSON, &w); err != nil {
		panic("skills/describe.json: " + err.Error()) // embedded: a build-time fact
	}
	for k := range w.Roles {
		w.roleKeys = append(w.roleKeys, k)
	}
	sort.Slice(w.roleKeys, func(i, j int) bool { return len(w.roleKeys[i]) > len(w.roleKeys[j]) })
	sort.Slice(w.Prepositions, func(i, j int) bool { return len(w.Prepositions[i]) > len(w.Prepositions[j]) })
	return w
}

var words = loadDescribeWords()

// reading is what a seed-style description names: the element's name
// (quoted, or the words before the role word), its role and where it is.
type reading struct {
	name, role string
	place      []string // keywords of the place, each a set of synonyms
}

var quotedName = regexp.MustCompile(`['"‘“]([^'"’”]{1,160})['"’”]`)

// readDescription reads "the 'Track parcel' button in the widgets section"
// as name "Track parcel", role button, place [widgets].
func readDescription(desc string) reading {
	var r reading
	d := strings.TrimSpace(desc)
	rest := d
	if m := quotedName.FindStringSubmatchIndex(d); m != nil {
		r.name = strings.TrimSpace(d[m[2]:m[3]])
		rest = d[:m[0]] + " \x00 " + d[m[1]:]
	}
	low := " " + strings.ToLower(rest) + " "
	// The place: after the last preposition that follows the name.
	if i := strings.Index(low, "\x00"); i >= 0 || r.name == "" {
		from := max(i, 0)
		for _, p := range words.Prepositions {
			if j := strings.LastIndex(low[from:], " "+p+" "); j >= 0 {
				place := low[from+j+len(p)+2:]
				low = low[:from+j] + " "
				r.place = placeKeywords(place)
				break
			}
		}
	}
	for _, k := range words.roleKeys {
		if j := strings.Index(low, " "+k+" "); j >= 0 {
			r.role = words.Roles[k]
			if r.name == "" {
				// "the Create button": the words before the role word.
				before := strings.Fields(strings.TrimSpace(rest[:min(j, len(rest))]))
				if len(before) > 0 && strings.EqualFold(before[0], "the") {
					before = before[1:]
				}
				r.name = strings.Join(before, " ")
			}
			break
		}
	}
	return r
}

// placeKeywords drops filler words and expands the known synonyms.
func placeKeywords(place string) []string {
	var out []string
	for _, w := range strings.Fields(strings.Trim(place, " .,")) {
		if slices.Contains(words.Filler, w) {
			continue
		}
		alts := []string{w}
		if syn, ok := words.Synonyms[w]; ok {
			alts = syn
		}
		out = append(out, strings.Join(alts, "|"))
	}
	return out
}

// placeMatches reports whether an element's context names every keyword
// of the place (any one of each keyword's synonyms).
func placeMatches(context string, place []string) bool {
	c := strings.ToLower(context)
	for _, kw := range place {
		hit := false
		for _, alt := range strings.Split(kw, "|") {
			if strings.Contains(c, alt) {
				hit = true
				break
			}
		}
		if !hit {
			return false
		}
	}
	return len(place) > 0
}

// resolveReading finds the element a read description names: its role and
// name (with its case, else any case), in the page, its same-origin frames
// and its open and closed shadow roots, narrowed by the place when several
// match. Several left after that is an error that lists them, never a
// guess; none returns "" so the caller falls back to visible text.
func resolveReading(ctx context.Context, s *browser.Session, r reading) (string, string, error) {
	found, _, err := s.FindRole(ctx, r.role, r.name)
	if err != nil {
		return "", "", err
	}
	if len(found) == 0 {
		// The in-page name is an approximation; Playwright's role engine
		// computes the full accessible name (top document and open roots).
		if found, err = byRoleEngine(ctx, s, r); err != nil {
			return "", "", err
		}
	}
	if exact := exactOnly(found); len(exact) > 0 {
		found = exact
	}
	switch {
	case len(found) == 1:
		return found[0].Selector, "description", nil
	case len(found) > 1 && len(r.place) > 0:
		var hits []browser.Found
		for _, f := range found {
			if placeMatches(f.Context, r.place) {
				hits = append(hits, f)
			}
		}
		if len(hits) == 1 {
			return hits[0].Selector, "description and place", nil
		}
		fallthrough
	case len(found) > 1:
		var where []string
		for _, f := range found {
			where = append(where, fmt.Sprintf("%s %q at %s in [%s]", f.Role, f.Name, f.Selector, f.Context))
		}
		return "", "", fmt.Errorf("%d elements are a %s named %q and the description does not single one out; name the place (\"in the … section\") or record a selector: %s",
			len(found), r.role, r.name, strings.Join(where, "; "))
	}
	return "", "", nil
}

// byRoleEngine asks Playwright's role selector (with the name's case,
// then any case) for up to five matches.
func byRoleEngine(ctx context.Context, s *browser.Session, r reading) ([]browser.Found, error) {
	for _, flag := range []string{"s", "i"} {
		sel := "internal:role=" + r.role + "[name=" + jsonString(r.name) + flag + "]"
		n, desc, err := s.Describe(ctx, sel)
		if err != nil || n == 0 {
			if err != nil {
				return nil, err
			}
			continue
		}
		found := make([]browser.Found, len(desc))
		for i, d := range desc {
			found[i] = browser.Found{Selector: sel, Role: d.Role, Name: d.Name, Context: d.Context, Exact: true}
			if n > 1 {
				found[i].Selector = fmt.Sprintf("%s >> nth=%d", sel, i)
			}
		}
		return found, nil
	}
	return nil, nil
}

func exactOnly(found []browser.Found) []browser.Found {
	var out []browser.Found
	for _, f := range found {
		if f.Exact {
			out = append(out, f)
		}
	}
	return out
}
