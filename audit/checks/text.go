package checks

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
)

// The text checks: links, images' text alternatives, typography and
// keyboard attributes. Their page functions live in links.js and
// text.js; the words they read live in textwords.json.

//go:embed links.js
var checksLinksJS string

//go:embed text.js
var checksTextJS string

//go:embed textwords.json
var textWordsJSON []byte

// textWords is the part of textwords.json Go reads (the page functions
// read the whole file as TEXT_WORDS).
type textWords struct {
	AltPlaceholders []string `json:"alt_placeholders"`
	AltVague        []string `json:"alt_vague"`
}

// textChecksJS declares TEXT_WORDS and adds the text checks to CHEAP; it
// runs after cheap.js, whose helpers it uses.
var textChecksJS = "  const TEXT_WORDS = " + string(textWordsJSON) + ";\n" + checksLinksJS + checksTextJS

// loadTextWords reads textwords.json; a malformed file is a programmer
// error caught by every test.
func loadTextWords() textWords {
	var w textWords
	if err := json.Unmarshal(textWordsJSON, &w); err != nil {
		panic(fmt.Sprintf("audit/checks/textwords.json: %v", err))
	}
	return w
}

// VagueWords are text alternatives that say nothing of an image: the
// placeholder words (F30), the vague ones, a bare number, a file name.
var VagueWords = func() *regexp.Regexp {
	w := loadTextWords()
	var alts []string
	for _, p := range append(w.AltPlaceholders, w.AltVague...) {
		alts = append(alts, regexp.QuoteMeta(p))
	}
	return regexp.MustCompile(`(?i)^(` + strings.Join(alts, "|") + `|\d+|[\w-]+\.(png|jpe?g|gif|svg|webp|avif|bmp))$`)
}()

// textChecks lists the text checks. A AAA criterion (1.4.8, 2.4.9) keeps
// its real level: under an AA standard its findings are best practice.
func textChecks() []Check {
	return []Check{
		check("aa-link-symbol", "2.4.4", "2a", "serious", "link-purpose-in-context", "A link named only by punctuation or symbols must say where it goes", false, false),
		check("aa-link-generic", "2.4.9", "2aaa", "moderate", "link-purpose-link-only", "Link text must make sense out of context", false, false),
		practice("aa-link-void", "2.4.4", "minor", "link-purpose-in-context", "A link should go somewhere: use a button for an action"),
		practice("aa-link-adjacent-same", "2.4.4", "minor", "link-purpose-in-context", "Adjacent links to the same destination should be one link"),
		practice("aa-link-unseparated", "1.3.1", "minor", "info-and-relationships", "Adjacent links should be separated by printable characters"),
		practice("aa-link-title", "2.4.4", "minor", "link-purpose-in-context", "A link's title should not repeat its text"),
		practice("aa-link-new-window", "3.2.5", "moderate", "change-on-request", "Links that open a new window or tab should say so"),
		practice("aa-link-format", "2.4.4", "minor", "link-purpose-in-context", "Links to documents should say the file format"),
		check("aa-alt-placeholder", "1.1.1", "2a", "serious", "non-text-content", "A text alternative must describe the image, not name its file or a placeholder", false, false),
		practice("aa-img-alt-title", "1.1.1", "minor", "non-text-content", "An image's title should agree with its alt text"),
		check("aa-animated-image", "2.2.2", "2a", "serious", "pause-stop-hide", "An animated image that plays for over 5 seconds needs a way to stop it", false, false),
		check("aa-text-justified", "1.4.8", "2aaa", "moderate", "visual-presentation", "Blocks of text should not be justified", false, false),
		check("aa-line-length", "1.4.8", "2aaa", "moderate", "visual-presentation", "Lines of text should be no longer than 80 characters", false, false),
		check("aa-line-height", "1.4.8", "2aaa", "moderate", "visual-presentation", "Line spacing within paragraphs should be at least 1.5", false, false),
		practice("aa-small-text", "1.4.4", "moderate", "resize-text", "Text should not be smaller than 10 CSS pixels"),
		practice("aa-all-caps", "1.4.8", "minor", "visual-presentation", "Long passages should not be set in capitals"),
		practice("aa-long-italics", "1.4.8", "minor", "visual-presentation", "Long passages should not be set in italics"),
		practice("aa-accesskey", "2.1.1", "minor", "keyboard", "Access keys clash with assistive technology shortcuts"),
		practice("aa-tabindex-static", "2.4.3", "minor", "focus-order", "Static content should not be put in the tab order"),
	}
}
