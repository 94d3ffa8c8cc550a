package fix

import (
	"fmt"
	"strings"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
)

// Where a fix's value came from; the report shows it with a confidence.
const (
	SourceDecorative = "decorative evidence"
	SourceCaption    = "caption"
	SourceOCR        = "ocr"
	SourceContext    = "context"
	SourceVision     = "vision model"
	SourceFileName   = "file name plus context"
	SourceIcon       = "icon vocabulary"
	SourceVisible    = "visible text"
	SourceTitle      = "title attribute"
	SourcePage       = "page content"
	SourceComputed   = "computed"
	SourceStructure  = "document structure"
)

// ImageVerdict is what the evidence says about an image.
type ImageVerdict struct {
	Decorative  []string // evidence that it is decoration
	Informative []string // evidence that it carries information
	Strong      bool     // some decorative evidence is conclusive on its own
	// Weak: some decorative evidence is a judgement a person should
	// check (row icons, a label's icon, an avatar by a name), however
	// much else agrees.
	Weak bool
}

// JudgeImage weighs the evidence. An image that is the only content of a
// link or button is never decorative: it is the control's name.
func JudgeImage(in finding.Inspection) ImageVerdict {
	var v ImageVerdict
	f := in.Image
	dec := func(strong bool, format string, args ...any) {
		v.Decorative = append(v.Decorative, fmt.Sprintf(format, args...))
		v.Strong = v.Strong || strong
	}
	inf := func(format string, args ...any) { v.Informative = append(v.Informative, fmt.Sprintf(format, args...)) }
	weak := func(format string, args ...any) {
		dec(false, format, args...)
		v.Weak = true
	}
	if in.Caption != "" {
		inf("it has a caption %q", in.Caption)
	}
	if f == nil {
		if in.InsideName != "" {
			dec(true, "the enclosing link/button is already named %q", in.InsideName)
		}
		return v
	}
	if f.OnlyContent {
		inf("it is the only content of a %s", f.ControlTag)
	} else if in.InsideName != "" && max(f.RenderW, f.RenderH) <= 24 && markWord(in.ImageFile) {
		// A pin on a thread's link, a lock, a "new": the link's words
		// name the link, and the small mark may say what they do not.
		inf("its file name says it is a mark (%s), inside the %s named %q, and may say what the name does not", in.ImageFile, f.ControlTag, in.InsideName)
	} else if in.InsideName != "" {
		dec(true, "the enclosing %s is already named %q", f.ControlTag, in.InsideName)
	}
	w, h := f.RenderW, f.RenderH
	small := min(w, h)
	switch {
	case f.NaturalW > 0 && f.NaturalW*f.NaturalH <= 4:
		dec(true, "a %dx%d-pixel image (a spacer)", f.NaturalW, f.NaturalH)
	case small <= 8:
		dec(true, "rendered %.0fx%.0f px: too small to carry information", w, h)
	case small <= 16 && max(w, h) >= 8*small:
		dec(true, "a thin %.0fx%.0f strip (a rule or border slice)", w, h)
	}
	if f.Uniform {
		dec(true, "its pixels are near-uniform (luminance σ %.1f, %d colours)", f.LumaStdDev, f.Colors)
	}
	if f.RoleWord != "" {
		dec(false, "its file name says %q", f.RoleWord)
	}
	if f.SameSrc >= 3 && max(w, h) <= 32 {
		// A bullet or an ornament sits beside text; the same symbol alone
		// in its cell marks something about the row (wheelchair access, a
		// status), and the cell would say nothing without it, whether or
		// not the table marks its headers (a legacy data table seldom
		// does). A corner or a border slice has evidence of its own.
		if strings.TrimSpace(f.Around) != "" {
			dec(false, "the same small image appears %d times (an ornament or bullet)", f.SameSrc)
		}
	}
	if f.RowIcons >= 3 && max(w, h) <= 48 && f.ControlTag == "" && f.OCRText == "" && !markIcon(in.ImageFile) &&
		!(f.FilePhrase != "" && evidence.ContainsWords(f.Around, f.FilePhrase)) && (!personImage(in) || fileSaidBeside(in.ImageFile, f.Around)) {
		// A feature or article list: each item's own picture beside its
		// own words. A mark that says something of the item (a status, a
		// file's type, a country's flag) is a picture of a kind, not one
		// of its own per item, and is left out by its name.
		weak("one of %d small pictures, each different, each beside its own item's words in a list of like items: the words say what the item is", f.RowIcons)
	}
	if f.ControlTag == "" && !markIcon(in.ImageFile) && f.OCRText == "" {
		switch label := iconLabel(in.ImageFile, f); {
		case max(w, h) <= 20 && label != "":
			// A leaf before "Vegetarian": an icon the size of the text,
			// in a label whose words say what it marks.
			weak("a %.0fx%.0f icon in a label of its own words (%q)", w, h, label)
		case max(w, h) <= 24 && contactIcon(in.ImageFile, f.Around) != "":
			// A phone before "020 7946 0321": the number says what the
			// icon would.
			weak("a %.0fx%.0f %s icon beside the %s it marks (%q)", w, h, in.ImageFile, contactIcon(in.ImageFile, f.Around), f.Around)
		case personImage(in) && fileSaidBeside(in.ImageFile, strings.Join(f.Beside, " ")):
			weak("a picture of someone (%s) right beside their name", in.ImageFile)
		}
	}
	if f.OCRText != "" {
		if !f.OnlyContent && evidence.SameWords(f.OCRText, in.InsideName) {
			dec(true, "its text %q is already the name of the enclosing %s", f.OCRText, f.ControlTag)
		} else if t := besideSaying(f, f.OCRText); !f.OnlyContent && t != "" {
			dec(true, "the text beside it already says %q", t)
		} else {
			inf("it reads %q (OCR, lowest word confidence %.0f)", f.OCRText, f.OCR.MinConf)
		}
	} else if f.OCR != nil && f.OCRRejected != "" && !f.Uniform && !shapeRoles[f.RoleWord] && f.OCR.MinConf >= 60 && len(strings.Join(evidence.WordsOf(f.OCR.Text), "")) >= 3 {
		// Text OCR cannot vouch for in a picture its file calls a
		// divider or a border is the shape read as letters (a strip or
		// a background may well carry words).
		inf("OCR sees text it cannot vouch for (%q: %s)", f.OCR.Text, f.OCRRejected)
	}
	if small >= 48 && !f.Uniform && f.Colors >= 24 {
		inf("a %.0fx%.0f picture with varied pixels (%d colours)", w, h, f.Colors)
	}
	return v
}

// planImage decides image-alt: decorative gets alt="", informative gets a
// name only from an honest source, and disagreement goes to a person with
// the evidence listed.
func planImage(v *finding.Violation, in finding.Inspection) ([]Hypothesis, string) {
	sel, f := v.Selector, in.Image
	alt := func(value, src string, conf float64, why string) Hypothesis {
		low := conf < 0.8
		return Hypothesis{Fixes: []Request{{Kind: KindAttribute, Selector: sel, ViolationID: v.ID, Attribute: "alt", Value: value,
			Reasoning: why, LowConfidence: low}}, Why: why, LowConfidence: low, Source: src, Confidence: conf}
	}
	j := JudgeImage(in)
	weighed := "decorative: " + orNone(j.Decorative) + "; informative: " + orNone(j.Informative)
	// The image is all there is in a link to the site's home, or in a
	// search form's submit: whatever its pixels, it carries the control's
	// name, and the page says what that is.
	if c := in.Context; c != nil && f != nil && (f.OnlyContent || in.Tag == "input") && in.InsideName == "" {
		switch {
		case c.HomeLink && c.SiteName != "":
			return []Hypothesis{alt(c.SiteName, SourceContext, 0.6, "the only content of a link to the site's home: the site's name as the page states it")}, ""
		case c.SearchSubmit:
			return []Hypothesis{alt("Search", SourceContext, 0.6, "the image of a search form's submit button")}, ""
		}
	}
	person := func() []Hypothesis {
		if n := personNamed(in); n != "" {
			if f != nil && titledName(f.Heading, n) {
				n = f.Heading // the card's heading names them as the page does ("Dr. Amara Okafor")
			}
			return []Hypothesis{alt(n, SourceVisible, 0.7, fmt.Sprintf("a picture of someone: its file (%s) is named for them, and their name, %q, is written beside it", in.ImageFile, n))}
		}
		return nil
	}
	if len(j.Informative) == 0 && len(j.Decorative) > 0 && j.Weak {
		// An avatar by the name its file is named for: the name, as every
		// avatar of a list gets when its pixels say more (one value for
		// all items is what the source can write once).
		if hs := person(); hs != nil {
			return hs, ""
		}
	}
	if len(j.Informative) == 0 && len(j.Decorative) > 0 {
		conf := 0.7
		if j.Strong || len(j.Decorative) >= 2 && !j.Weak {
			conf = 0.95
		}
		return []Hypothesis{alt("", SourceDecorative, conf, "decorative: "+strings.Join(j.Decorative, "; "))}, ""
	}
	if len(j.Informative) > 0 && len(j.Decorative) > 0 {
		if hs := person(); hs != nil {
			return hs, "" // named, it is right whichever way the evidence is read
		}
		return nil, "the evidence disagrees, so a person must judge it — " + weighed + imageContext(in)
	}
	if f != nil && f.OnlyContent && (j.Strong || f.Uniform) {
		return nil, "the only content of a link/button is an image that looks like decoration; " + weighed + imageContext(in)
	}
	var hs []Hypothesis
	if in.Caption != "" && f != nil && (f.OCRText == "" || f.OCR.MinConf < 90) {
		// A portrait's caption says more than who it shows ("Dev Okafor
		// Trees & shrubs"): the name is what the picture shows.
		if p := person(); p != nil && evidence.ContainsWords(in.Caption, p[0].Fixes[0].Value) {
			hs = append(hs, p...)
		}
	}
	if f != nil && f.OCRText != "" {
		conf := 0.8
		if f.OCR.MinConf >= 90 {
			conf = 0.9
		}
		hs = append(hs, alt(f.OCRText, SourceOCR, conf, fmt.Sprintf("the text in the image, read by OCR (lowest word confidence %.0f)", f.OCR.MinConf)))
	}
	if in.Caption != "" {
		hs = append(hs, alt(in.Caption, SourceCaption, 0.7, "from the figure caption"))
	}
	if f != nil && f.OnlyContent {
		if w := IconWords(in.ImageFile); w != "" {
			hs = append(hs, alt(w, SourceIcon, 0.7, "the only content of a link; icon file "+in.ImageFile))
		}
	}
	if f != nil && len(hs) == 0 && f.ControlTag == "" { // in a link, the link's words already name it
		if w := namedByHeading(in.ImageFile, f.Heading, f.CardGrid); w != "" {
			// A file name confirmed by context: a vision model, when there
			// is one, can still say what the picture shows.
			hs = append(hs, alt(f.Heading, SourceFileName, 0.7, fmt.Sprintf("the file name %s says %q, and the heading of the image's card, %q, names it", in.ImageFile, w, f.Heading)))
		}
	}
	if f != nil && f.FilePhrase != "" && len(hs) == 0 {
		if evidence.ContainsWords(f.Around, f.FilePhrase) || evidence.ContainsWords(in.Caption, f.FilePhrase) {
			hs = append(hs, alt(f.FilePhrase, SourceFileName, 0.8, fmt.Sprintf("the file name %s is a descriptive phrase, and the text beside the image says the same", in.ImageFile)))
		} else {
			hs = append(hs, alt(f.FilePhrase, SourceFileName, 0.6, fmt.Sprintf("the file name %s is a descriptive phrase of real words (nothing beside it confirms it)", in.ImageFile)))
		}
	}
	if len(hs) == 0 {
		hs = person()
	}
	if len(hs) == 0 {
		return nil, "no honest source names this image (no caption, no readable text, no descriptive file name): a person must write its alt — " +
			weighed + imageContext(in)
	}
	return hs, ""
}

// imageContext is what a person needs to write the alt quickly.
func imageContext(in finding.Inspection) string {
	var parts []string
	add := func(k, v string) {
		if v = strings.TrimSpace(v); v != "" {
			parts = append(parts, k+" "+quote(truncRunes(v, 120)))
		}
	}
	add("file", in.ImageFile)
	add("caption", in.Caption)
	if f := in.Image; f != nil {
		add("text around it", f.Around)
		add("link target", f.ControlHref)
		add("page title", f.PageTitle)
		add("image", f.Path)
	}
	if len(parts) == 0 {
		return ""
	}
	return ". Context: " + strings.Join(parts, ", ")
}

func orNone(ss []string) string {
	if len(ss) == 0 {
		return "none"
	}
	return strings.Join(ss, "; ")
}

func truncRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// VetAlt is the verifier's judgement of a proposed alt text (from a model,
// say) before it is applied: "" when acceptable, else the reason it is
// not — fed back to the proposer for one more try.
func VetAlt(value string, in finding.Inspection) string {
	v := strings.TrimSpace(value)
	lv := strings.ToLower(v)
	switch {
	case v == "":
		return "the alt text is empty, but the evidence says the image carries information; describe it"
	case checks.VagueWords.MatchString(v):
		return fmt.Sprintf("%q is vague: it says nothing about what the image shows; describe its content or, in a link, where the link goes", v)
	case strings.HasPrefix(lv, "image of") || strings.HasPrefix(lv, "picture of") || strings.HasPrefix(lv, "photo of") || strings.HasPrefix(lv, "graphic of"):
		return "do not start with \"image of\": a screen reader already says it is an image; describe only what it shows"
	case len([]rune(v)) > 150:
		return "too long for an alt text (over 150 characters); say the essential in one short phrase"
	}
	if in.ImageFile != "" {
		file := strings.Join(evidence.FileTokens(in.ImageFile), " ")
		if strings.Contains(lv, strings.ToLower(in.ImageFile)) || evidence.SameWords(v, file) {
			return fmt.Sprintf("%q repeats the file name %s, which is not an honest description; describe what the image shows", v, in.ImageFile)
		}
	}
	for _, w := range evidence.WordsOf(v) {
		if evidence.LayoutWords[w] && (w == "teaser" || w == "nav" || w == "spacer" || w == "headline" || w == "marker") {
			return fmt.Sprintf("%q uses the layout word %q; describe the image, not its place on the page", v, w)
		}
	}
	return ""
}

// besideSaying returns the text right beside the image that already says
// phrase (so naming the image would make a screen reader say it twice).
func besideSaying(f *finding.ImageFacts, phrase string) string {
	texts := f.Beside
	if len([]rune(f.Around)) <= 160 {
		texts = append([]string{f.Around}, texts...)
	}
	p := evidence.WordsOf(phrase)
	for _, t := range texts {
		// "Roses" beside an image reading "Roses", not "buy tickets at
		// the box office" beside one reading "Tickets".
		if w := evidence.WordsOf(t); len(p) > 0 && len(w) <= len(p)+3 && strings.Join(w[:min(len(w), len(p))], " ") == strings.Join(p, " ") {
			return t
		}
	}
	return ""
}
