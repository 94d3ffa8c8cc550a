package evidence

import (
	"bufio"
	"os"
	"path"
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// DictPath is the system word list (Debian's wamerican package, which
// `accessagents setup` installs). Without it no file-name phrase and no OCR
// word counts as a real word, so those images go to a person: the safe way
// to fail.
const DictPath = "/usr/share/dict/words"

// Words is a set of real English words, lower case.
type Words struct {
	set map[string]bool
}

// LoadWords reads a one-word-a-line list; a missing file gives an empty set.
func LoadWords(file string) *Words {
	w := &Words{set: map[string]bool{}}
	f, err := os.Open(file)
	if err != nil {
		return w
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if s := strings.TrimSpace(sc.Text()); s != "" {
			w.set[strings.ToLower(s)] = true
		}
	}
	return w
}

// Len is how many words the list holds (0: no dictionary installed).
func (w *Words) Len() int { return len(w.set) }

// Has reports whether s is a real word. Single letters other than "a" and
// "i" are not: the system list carries every letter of the alphabet.
func (w *Words) Has(s string) bool {
	s = strings.ToLower(s)
	if len([]rune(s)) < 2 && s != "a" && s != "i" {
		return false
	}
	return w.set[s]
}

// LayoutWords name a page's layout, not an image's content: a file called
// "headline_middle.gif" or "nav_right.gif" tells a listener nothing.
var LayoutWords = map[string]bool{
	"nav": true, "navi": true, "navigation": true, "menu": true, "teaser": true, "headline": true, "header": true, "footer": true,
	"middle": true, "mid": true, "center": true, "centre": true, "left": true, "right": true, "top": true, "bottom": true,
	"marker": true, "spacer": true, "space": true, "blank": true, "border": true, "corner": true, "bullet": true, "divider": true,
	"line": true, "shadow": true, "pixel": true, "px": true, "trans": true, "transparent": true, "clear": true, "dot": true,
	"bg": true, "background": true, "back": true, "box": true, "frame": true, "edge": true, "rule": true, "curve": true,
	"round": true, "tab": true, "btn": true, "button": true, "img": true, "image": true, "pic": true, "picture": true,
	"photo": true, "icon": true, "logo": true, "banner": true, "hero": true, "thumb": true, "thumbnail": true, "small": true,
	"large": true, "big": true, "final": true, "copy": true, "new": true, "old": true, "on": true, "off": true, "over": true,
	"hover": true, "active": true, "sel": true, "selected": true, "home": true, "main": true, "sub": true, "item": true,
	"block": true, "bar": true, "strip": true, "slice": true, "fill": true, "head": true, "foot": true, "side": true,
	"sidebar": true, "column": true, "col": true, "row": true, "cell": true, "web": true, "site": true, "page": true,
	"default": true, "arrow": true, "fade": true, "gradient": true,
}

// roleWords in a file name say the image is part of the layout's drawing
// (a spacer, a border slice): evidence that it is decorative.
var roleWords = []string{"spacer", "blank", "border", "corner", "bullet", "divider", "line", "shadow", "pixel", "trans",
	"clear", "dot", "rule", "edge", "curve", "fade", "gradient", "bg", "strip", "slice", "shim", "filler", "pad", "sep"}

var (
	splitNameRE = regexp.MustCompile(`[^A-Za-z0-9]+`)
	camelRE     = regexp.MustCompile(`([a-z])([A-Z])`)
	// sizeTokenRE are trailing size or version tokens ("_640x480", "_2x").
	sizeTokenRE = regexp.MustCompile(`^(\d+x\d+|\d+x|x\d+|\d+|v\d+)$`)
)

// FileTokens splits a file name into lower-case tokens, camelCase included.
func FileTokens(name string) []string {
	name = strings.TrimSuffix(name, path.Ext(name))
	name = camelRE.ReplaceAllString(name, "$1 $2")
	var out []string
	for _, t := range splitNameRE.Split(name, -1) {
		if t != "" {
			out = append(out, strings.ToLower(t))
		}
	}
	return out
}

// FileRoleWord is the layout role a file name announces ("spacer" for
// "spacer_1x1.gif", "border" for "border-lt.gif"), or "".
func FileRoleWord(name string) string {
	for _, t := range FileTokens(name) {
		letters := strings.TrimRightFunc(t, unicode.IsDigit)
		for _, r := range roleWords {
			if letters == r || len(letters) > len(r) && strings.HasPrefix(letters, r) && (r == "border" || r == "corner" || r == "spacer" || r == "shadow" || r == "divider" || r == "bullet" || r == "trans" || r == "blank" || r == "pixel") {
				return r
			}
		}
	}
	return ""
}

// DescriptivePhrase turns a file name into a name only when the name is a
// real descriptive phrase: two or more words, every one a dictionary word,
// none a layout word, no digits ("walnut-desk-lamp.svg" → "Walnut desk
// lamp"; "nav_facts.gif", "teaser_right1.jpg", "headline_middle.gif" → "").
func DescriptivePhrase(words *Words, name string) string {
	toks := FileTokens(name)
	// Trailing size or version tokens are not words but are not part of
	// the phrase either.
	for len(toks) > 0 && sizeTokenRE.MatchString(toks[len(toks)-1]) {
		toks = toks[:len(toks)-1]
	}
	if len(toks) < 2 {
		return ""
	}
	for _, t := range toks {
		if LayoutWords[t] || !words.Has(t) || strings.IndexFunc(t, unicode.IsDigit) >= 0 {
			return ""
		}
	}
	s := strings.Join(toks, " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// HonestWords reports whether every word of s is a real word (numbers are
// allowed) and at least one is a word of two letters or more.
func HonestWords(words *Words, s string) bool {
	n := 0
	for _, t := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' }) {
		t = strings.Trim(t, "'")
		switch {
		case t == "":
		case strings.IndexFunc(t, unicode.IsLetter) < 0:
		case words.Has(t) || words.Has(strings.TrimSuffix(strings.ToLower(t), "'s")):
			if len(t) >= 2 {
				n++
			}
		default:
			return false
		}
	}
	return n > 0
}

// SentenceCase turns shouted image text ("BUY TICKETS") into "Buy tickets";
// mixed-case text is kept as written.
func SentenceCase(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" || strings.ToUpper(s) != s {
		return s
	}
	l := []rune(strings.ToLower(s))
	l[0] = unicode.ToUpper(l[0])
	return string(l)
}

// dictOnce loads the system dictionary once per process.
type dictOnce struct {
	once  sync.Once
	words *Words
}

func (d *dictOnce) get() *Words {
	d.once.Do(func() { d.words = LoadWords(DictPath) })
	return d.words
}

// WordsOf splits s into lower-case words of letters and digits.
func WordsOf(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	})
}

// SameWords reports whether a and b are the same words, case and
// punctuation aside.
func SameWords(a, b string) bool {
	return a != "" && b != "" && strings.Join(WordsOf(a), " ") == strings.Join(WordsOf(b), " ")
}

// ContainsWords reports whether text contains phrase as a run of words.
func ContainsWords(text, phrase string) bool {
	p := strings.Join(WordsOf(phrase), " ")
	return p != "" && strings.Contains(" "+strings.Join(WordsOf(text), " ")+" ", " "+p+" ")
}
