package fix

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
)

// Hypothesis is one way to fix a violation: fixes applied together and then
// verified. A failed verification moves on to the next hypothesis.
type Hypothesis struct {
	Fixes         []Request
	Why           string
	LowConfidence bool
	// Source is where the value came from (SourceOCR, SourceCaption, …)
	// and Confidence how sure the planner is, 0–1; both go in the report.
	Source     string
	Confidence float64
}

// PlanContext is what the planner knows beyond the element.
type PlanContext struct {
	Lang      string // configured document language; "" infers it
	TitleHash string // text hash of the current <title>
	// Words is the real-word list; nil or empty means no name may come
	// from a URL or file name.
	Words *evidence.Words
}

// PlanFixes is the offline rules planner: deterministic fixes it can stand
// behind, most likely first. When it has none it says why, and the violation
// goes to a person: it never invents a name.
func PlanFixes(v *finding.Violation, in finding.Inspection, pc PlanContext, seq int) ([]Hypothesis, string) {
	attr := func(sel, name, value, why string, low bool, src string) Hypothesis {
		conf := 0.9
		if low {
			conf = 0.5
		}
		return Hypothesis{Fixes: []Request{{Kind: KindAttribute, Selector: sel, ViolationID: v.ID, Attribute: name, Value: value,
			Reasoning: why, LowConfidence: low}}, Why: why, LowConfidence: low, Source: src, Confidence: conf}
	}
	sel := v.Selector
	var hs []Hypothesis
	switch v.RuleID {
	case "html-has-lang", "html-lang-valid":
		lang, why := pc.Lang, "configured with --lang"
		if lang == "" {
			lang, why = InferLang(in.PageText), "inferred from the page text"
		}
		if lang == "" && englishByWords(in.PageText, pc.Words) {
			lang, why = "en", "inferred from the page text: most of its words are in the English word list"
		}
		if lang == "" {
			return nil, "could not infer the page language from its text; run with --lang"
		}
		hs = append(hs, attr(sel, "lang", lang, "document language "+lang+", "+why, false, SourcePage))
	case "document-title":
		if in.PageH1 == "" && in.PageBigText != "" {
			hs = append(hs, Hypothesis{Fixes: []Request{{Kind: KindContent, Selector: "title", ViolationID: v.ID, Text: in.PageBigText,
				OriginalTextHash: pc.TitleHash, Reasoning: "title from the text the page draws as its title (no h1)", LowConfidence: true}},
				Why: "title from the first text of the content, bold at twice the body's size (no h1)", Source: SourcePage, Confidence: 0.6, LowConfidence: true})
			break
		}
		if in.PageH1 == "" && in.PageSite != "" {
			// A home page with no heading of its own is the site's.
			hs = append(hs, Hypothesis{Fixes: []Request{{Kind: KindContent, Selector: "title", ViolationID: v.ID, Text: in.PageSite,
				OriginalTextHash: pc.TitleHash, Reasoning: "title from the site's name as the page says it (no h1)", LowConfidence: true}},
				Why: "the site's name, as the page states it (no h1, no title drawn)", Source: SourceContext, Confidence: 0.5, LowConfidence: true})
			break
		}
		if in.PageH1 == "" {
			return nil, "no h1, and no text drawn as the page's title, to derive a title from; a person must write one"
		}
		hs = append(hs, Hypothesis{Fixes: []Request{{Kind: KindContent, Selector: "title", ViolationID: v.ID, Text: in.PageH1,
			OriginalTextHash: pc.TitleHash, Reasoning: "title from the page's h1"}}, Why: "title from the h1", Source: SourcePage, Confidence: 0.9})
	case "color-contrast":
		if in.Colors == nil {
			return nil, "could not read the element's colours"
		}
		fg, err1 := evidence.ParseColor(in.Colors.Color)
		bg, err2 := evidence.ParseColor(in.Colors.Background)
		if err1 != nil || err2 != nil || in.Colors.BgImage {
			return nil, "text over an image or unreadable colours: contrast needs a person"
		}
		need := in.Colors.Required
		for i, target := range []float64{need, need + 0.7} {
			c := evidence.NearestCompliant(fg, bg, target)
			hs = append(hs, Hypothesis{Fixes: []Request{{Kind: KindStyle, Selector: sel, ViolationID: v.ID,
				CSSClass: fmt.Sprintf("aa-contrast-%d-%d", seq, i+1), Styles: map[string]string{"color": c.Hex()},
				Reasoning: fmt.Sprintf("nearest colour to %s reaching %.1f:1 on %s (needs %.1f:1)", fg.Hex(), target, bg.Hex(), need)}},
				Why: "nearest compliant colour " + c.Hex(), Source: SourceComputed, Confidence: 0.95})
		}
	case "aa-field-contrast":
		// The field's border, moved to 3:1 against what is behind it, as
		// the check measured them (a field drawn with a fill alone, or
		// with a shadow, stays a person's).
		var d struct {
			Background, Border string
			BorderRatio        float64
		}
		if json.Unmarshal(v.Data, &d) != nil || d.Border == "" || d.Background == "" || d.BorderRatio <= 1.05 {
			return nil, "the field's border could not be read, or it has none to darken: a person must decide how it is marked out"
		}
		fg, err1 := evidence.ParseColor(d.Border)
		bg, err2 := evidence.ParseColor(d.Background)
		if err1 != nil || err2 != nil {
			return nil, "the field's colours could not be read"
		}
		for i, target := range []float64{3, 3.7} {
			c := evidence.NearestCompliant(fg, bg, target)
			hs = append(hs, Hypothesis{Fixes: []Request{{Kind: KindStyle, Selector: sel, ViolationID: v.ID,
				CSSClass: fmt.Sprintf("aa-contrast-%d-%d", seq, i+1), Styles: map[string]string{"border-color": c.Hex()},
				Reasoning: fmt.Sprintf("nearest border colour to %s reaching %.1f:1 on %s (needs 3:1)", fg.Hex(), target, bg.Hex())}},
				Why: "nearest compliant border colour " + c.Hex(), Source: SourceComputed, Confidence: 0.9})
		}
	case "label", "select-name":
		if in.LabelID != "" {
			hs = append(hs, attr(sel, "aria-labelledby", in.LabelID, "points at the visible text beside the field", false, SourceVisible))
		}
		if ph := strings.TrimSpace(in.Attributes["placeholder"]); ph != "" {
			hs = append(hs, attr(sel, "aria-label", ph, "the field's placeholder says what it is", false, SourceVisible))
		}
		if t := labelText(in.Nearby.Before); t != "" {
			hs = append(hs, attr(sel, "aria-label", t, "the text right before the field", false, SourceVisible))
		}
		if t := strings.TrimSpace(in.Nearby.After); len(hs) == 0 && in.Tag == "input" && checkable[strings.ToLower(in.Attributes["type"])] && len([]rune(t)) < 160 && strings.IndexFunc(t, unicode.IsLetter) >= 0 {
			// A checkbox's words follow it ("☐ I agree to the terms"); a
			// row's checkbox may be followed by the row's data instead,
			// so a person checks it.
			hs = append(hs, attr(sel, "aria-label", strings.TrimSuffix(t, ":"), "the text right after the "+strings.ToLower(in.Attributes["type"])+", where its words go", true, SourceVisible))
		}
		if t := strings.TrimSpace(in.Attributes["title"]); t != "" {
			hs = append(hs, attr(sel, "aria-label", t, "the field's title", false, SourceTitle))
		}
		if t := promptName(in.PromptOption); t != "" && in.Tag == "select" {
			hs = append(hs, attr(sel, "aria-label", t, "its first option, "+quote(in.PromptOption)+", is a prompt with no value that says what is chosen", true, SourceVisible))
		}
		if t := typeNames[strings.ToLower(in.Attributes["type"])]; t != "" && in.Tag == "input" && len(hs) == 0 {
			hs = append(hs, attr(sel, "aria-label", t, "an input of type "+in.Attributes["type"]+" holds one thing, and its type says what", true, SourceContext))
		}
		if t := optionKinds[in.OptionKind]; t != "" && in.Tag == "select" && len(hs) == 0 {
			hs = append(hs, attr(sel, "aria-label", t, "every one of its options is a "+in.OptionKind, true, SourceContext))
		}
		if t := in.FormSubmit; t != "" && in.Tag == "select" && len(hs) == 0 && !genericSubmit[strings.ToLower(t)] {
			hs = append(hs, attr(sel, "aria-label", t, "the one field of a form whose one button says what the choice is for ("+quote(t)+")", true, SourceContext))
		}
	case "button-name", "link-name", "input-button-name", "aria-command-name", "role-img-alt", "svg-img-alt":
		if t := strings.TrimSpace(in.Attributes["title"]); t != "" {
			hs = append(hs, attr(sel, "aria-label", t, "the element's title", false, SourceTitle))
		}
		var comps []string // the names of the components that draw its icon
		hints := honestHints(append([]string{in.Attributes["class"], in.ImageFile}, slices.DeleteFunc(slices.Clone(in.IconHints), func(h string) bool {
			if names, ok := strings.CutPrefix(h, "component "); ok {
				comps = append(comps, strings.Fields(names)...)
				return true
			}
			return false
		})...))
		if w := IconWords(hints...); w != "" {
			hs = append(hs, attr(sel, "aria-label", w, "icon class or file name "+strings.Join(nonEmpty(hints), " "), reviewIcons[w], SourceIcon))
		} else if w, name := componentIcon(comps); w != "" {
			hs = append(hs, attr(sel, "aria-label", w, "its icon is drawn by the component "+name, true, SourceIcon))
		} else if w, name := handlerIcon(in.ClickHandler); w != "" {
			// Its click handler says what it does (onSearch), for review.
			hs = append(hs, attr(sel, "aria-label", w, "its click handler calls "+quote(name), true, SourceContext))
		} else if id := in.Attributes["id"]; IconWords(honestHints([]string{id})...) != "" {
			// Its id says what it does (search-toggle), for review.
			hs = append(hs, attr(sel, "aria-label", IconWords(honestHints([]string{id})...), "its id "+quote(id)+" says what it does", true, SourceContext))
		}
		hs = append(hs, contextNames(sel, in, pc, attr)...)
		if v.RuleID == "link-name" {
			if w := serviceOf(in.Attributes["href"]); w != "" {
				hs = append(hs, attr(sel, "aria-label", w, "the link goes to "+w+" ("+in.Attributes["href"]+")", true, SourceContext))
			}
			if w := hrefWords(pc.Words, in.Attributes["href"]); w != "" {
				hs = append(hs, attr(sel, "aria-label", w, "the link target's name", true, SourceContext))
			}
		}
	case "image-alt", "input-image-alt", "object-alt", "area-alt":
		if in.Image == nil && in.InsideName == "" && in.Caption == "" {
			return nil, "could not gather evidence about this image (not loaded, or not an <img>): a person must judge it" + imageContext(in)
		}
		return planImage(v, in)
	case "meta-viewport", "meta-viewport-large":
		// Zoom is the person's: user-scalable=no and a maximum-scale under
		// what the rule asks go; the rest of the viewport stays.
		min := 2.0
		if v.RuleID == "meta-viewport-large" {
			min = 5
		}
		content := in.Attributes["content"]
		if c := zoomableViewport(content, min); c != content {
			hs = append(hs, attr(sel, "content", c, "lets people zoom: "+quote(content)+" kept without what stopped it", false, SourcePage))
		}
	case "link-in-text-block":
		// A link in a run of text is told from it by an underline, not
		// only its colour.
		hs = append(hs, Hypothesis{Fixes: []Request{{Kind: KindStyle, Selector: sel, ViolationID: v.ID, CSSClass: fmt.Sprintf("aa-link-underline-%d", seq),
			Styles: map[string]string{"text-decoration": "underline"}, Reasoning: "a link in a block of text is underlined, so it shows without colour"}},
			Why: "underlined, as links in text are", Source: SourceComputed, Confidence: 0.95})
	case "frame-title":
		if in.FrameTitle != "" {
			hs = append(hs, attr(sel, "title", in.FrameTitle, "the framed document's own title", false, SourcePage))
		}
		if w := hrefWords(pc.Words, in.Attributes["src"]); w != "" {
			hs = append(hs, attr(sel, "title", w, "the framed page's file name", true, SourceFileName))
		}
	case "aria-progressbar-name", "aria-meter-name", "aria-dialog-name", "aria-tooltip-name", "aria-toggle-field-name",
		"aria-input-field-name", "aria-treeitem-name":
		if in.LabelID != "" {
			hs = append(hs, attr(sel, "aria-labelledby", in.LabelID, "points at the visible text beside it", false, SourceVisible))
		}
		if t := labelText(in.Nearby.Before); t != "" {
			hs = append(hs, attr(sel, "aria-label", t, "the visible text right before it", false, SourceVisible))
		}
	case "list":
		if len(in.BadChildren) == 0 {
			return nil, "could not find the list's non-item children"
		}
		if in.BadChildrenKeepRoles {
			// Links or buttons cannot become list items. The page stops
			// reading the container as a list; the source gets what a
			// developer writes, each child wrapped in an <li> (patches
			// and components, structural.go and compstructure.go).
			hs = append(hs, attr(sel, "role", "none", "its children are links or buttons, which a list item role would take away: each is wrapped in an <li> where the source is edited, and the page stops reading the container as a broken list", false, SourceStructure))
			break
		}
		var fixes []Request
		for _, c := range in.BadChildren {
			fixes = append(fixes, Request{Kind: KindAttribute, Selector: c, ViolationID: v.ID, Attribute: "role", Value: "listitem",
				Reasoning: "a list may only contain list items"})
		}
		hs = append(hs, Hypothesis{Fixes: fixes, Why: "mark the list's other children as list items", Source: SourceStructure, Confidence: 0.9})
	case "listitem":
		if in.ParentSelector != "" && (in.ParentTag == "div" || in.ParentTag == "span" || in.ParentTag == "section") {
			hs = append(hs, attr(in.ParentSelector, "role", "list", "the item's container becomes the list it belongs to", false, SourceStructure))
		}
	case "aa-autocomplete":
		hs = append(hs, autocompleteFix(v)...)
	case "aa-fake-heading":
		h, why := fakeHeadingFix(v)
		if h == nil {
			return nil, why
		}
		hs = append(hs, *h)
	case "aa-layout-table":
		h := attr(sel, "role", "presentation", "a table without headers that lays out headings, forms or lists is layout: screen readers should not announce rows and columns", true, SourceStructure)
		hs = append(hs, h)
	default:
		return nil, "the offline rules planner has no deterministic fix for " + v.RuleID + "; a person (or an LLM planner) must decide"
	}
	if len(hs) == 0 {
		return nil, "no honest source for a fix (no label text, caption, title or meaningful file name); a person must write it"
	}
	if len(hs) > MaxAttempts {
		hs = hs[:MaxAttempts]
	}
	return hs, ""
}

func quote(s string) string { return "\"" + s + "\"" }

func nonEmpty(ss []string) []string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// zoomableViewport is a viewport's content without what stops zooming:
// user-scalable=no (or 0) and a maximum-scale under min.
func zoomableViewport(content string, min float64) string {
	var kept []string
	for _, part := range strings.Split(content, ",") {
		k, val, _ := strings.Cut(strings.TrimSpace(part), "=")
		k, val = strings.ToLower(strings.TrimSpace(k)), strings.ToLower(strings.TrimSpace(val))
		switch {
		case k == "user-scalable" && (val == "no" || val == "0"):
			continue
		case k == "maximum-scale":
			if f, err := strconv.ParseFloat(val, 64); err == nil && f < min {
				continue
			}
		}
		if strings.TrimSpace(part) != "" {
			kept = append(kept, strings.TrimSpace(part))
		}
	}
	if len(kept) == len(strings.Split(content, ",")) {
		return content // nothing stopped zooming: left as written
	}
	return strings.Join(kept, ", ")
}

// stopwords per language; the most frequent set wins.
var stopwords = map[string][]string{
	"en": {"the", "and", "of", "to", "in", "is", "for", "your", "with", "on", "you", "are", "free", "our", "we"},
	"de": {"der", "die", "und", "das", "ist", "nicht", "mit", "den", "für", "ein", "eine", "sie", "auf", "zu", "wir"},
	"fr": {"le", "la", "les", "et", "des", "est", "une", "pour", "dans", "vous", "du", "sur", "pas", "nous", "avec"},
	"es": {"el", "la", "los", "las", "y", "es", "una", "para", "por", "con", "del", "que", "su", "en", "gratis"},
	"it": {"il", "la", "di", "che", "e", "per", "una", "sono", "con", "del", "della", "non", "gli", "le", "ai"},
	"nl": {"de", "het", "een", "en", "van", "is", "voor", "niet", "met", "op", "ik", "je", "wij", "zijn", "uw"},
	"pt": {"o", "a", "os", "as", "e", "do", "da", "para", "com", "não", "uma", "em", "que", "seu", "grátis"},
}

// InferLang guesses a page's language from its text by stop-word counts;
// "" when the text is too thin or no language clearly wins.
func InferLang(text string) string {
	counts := map[string]int{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		for lang, sw := range stopwords {
			for _, s := range sw {
				if w == s {
					counts[lang]++
				}
			}
		}
	}
	best, second := "", 0
	for lang, n := range counts {
		if best == "" || n > counts[best] || n == counts[best] && lang < best {
			if best != "" && counts[best] > second {
				second = counts[best]
			}
			best = lang
		} else if n > second {
			second = n
		}
	}
	if best == "" || counts[best] < 3 || counts[best] < 2*second {
		return ""
	}
	return best
}

// englishByWords says a page is English when its text has few stop words
// (a team page of names and roles, a form) but at least 8 distinct words
// of three letters or more, three quarters of them in the English word
// list, and no other language's stop words.
func englishByWords(text string, words *evidence.Words) bool {
	if words == nil || words.Len() == 0 { // the list is English (wamerican)
		return false
	}
	seen := map[string]bool{}
	known := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len([]rune(w)) < 3 || seen[w] {
			continue
		}
		seen[w] = true
		for lang, sw := range stopwords {
			if lang != "en" && slices.Contains(sw, w) {
				return false
			}
		}
		if words.Has(w) {
			known++
		}
	}
	return len(seen) >= 8 && known*4 >= len(seen)*3
}
