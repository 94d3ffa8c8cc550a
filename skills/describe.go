package skills

import (
	_ "embed"
	"encoding/json"
	"regexp"
	"slices"
	"sort"
	"strings"
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
