package audit

// checkDoc says, for the table of checks (docs/checks.md), what a finding
// of each check proves and what it leaves for a person.
type checkDoc struct{ proves, leaves string }

var checkDocs = map[string]checkDoc{
	"aa-target-size":          {"A pointer target smaller than 24×24 CSS px whose 24 px circle overlaps another target, outside the inline, user-agent and equivalent exceptions.", "Whether a same-function control elsewhere meets the size (the equivalent exception) when it is not on the page."},
	"aa-autocomplete":         {"A field for the user's own data (name, email, phone, address…) with no or a wrong autocomplete token.", "Fields about someone else (a gift recipient), which 1.3.5 does not cover."},
	"aa-title-generic":        {"A page title that is generic (\"Untitled\", \"Home page\", \"Document\") or is the page's file name; more than one title element is needs review.", "Whether a specific-looking title describes this page; one title shared by different pages is the crawl's aa-site-title."},
	"aa-moving-content":       {"Content that animates, scrolls or blinks for over 5 s (CSS animations, marquee, blink) with no pause, stop or hide control.", "Whether the motion is essential."},
	"aa-video-captions":       {"A video with an audio track and no captions track (needs review only).", "Whether open (burned-in) captions exist or the video is a media alternative for text."},
	"aa-autoplay-audio":       {"Audio that starts by itself, lasts over 3 s and has no control to pause it or set its volume.", "Audio started from a script later than the check looks."},
	"aa-link-purpose":         {"Links with the same text that go to different places (needs review).", "Whether the context (sentence, list item, heading) tells the links apart."},
	"aa-label-in-name":        {"A control whose accessible name does not contain its visible label text (F96).", "Labels that are symbols or icons only."},
	"aa-fake-heading":         {"Short bold or large text set apart like a heading but not marked up as one.", "Text styled large for emphasis, not structure."},
	"aa-layout-table":         {"A table used for layout that exposes table semantics (no role=presentation) to assistive technology.", "Borderline tables of label/value pairs."},
	"aa-pseudo-content":       {"Meaningful text inserted by CSS ::before/::after (needs review).", "Whether the text is decoration."},
	"aa-lang-mismatch":        {"A page whose lang attribute names another language than its text is written in (needs review).", "Short or mixed-language pages."},
	"aa-sensory-instructions": {"Instructions that refer to shape, position, colour or sound alone (needs review).", "Whether another cue (text, a label) goes with them."},
	"aa-color-only":           {"Required fields, errors or states marked by colour alone (needs review).", "Whether a second cue exists that the check cannot see."},
	"aa-focus-trap":           {"Keyboard focus that cycles inside a part of the page: Tab, Shift+Tab and Escape cannot move it out (F10).", "Modal dialogs, which keep focus on purpose and must close with a control or Escape."},
	"aa-keyboard-unreachable": {"An element whose focus handler drops focus at once (F55); a control with a pointer cursor and click or mouse listeners (read over DevTools, on it or delegated from a near ancestor) but no key handler, that Tab never reaches (F54); other controls the Tab walk never reaches.", "Unreached controls the walk cannot explain (needs review); composite widgets moved through with arrow keys; pointer-only controls without a pointer cursor."},
	"aa-focus-hidden":         {"Focus that lands on an element that is invisible or off-screen while focused (judged on the box it and its shown descendants paint).", "Elements revealed on focus in ways the check cannot see (a parent scrolled into view later)."},
	"aa-focus-order":          {"A Tab order that jumps against the visual reading order (needs review).", "Whether the order still preserves meaning and operability."},
	"aa-focus-visible":        {"A focused element whose pixels do not change when it takes focus: no visible indicator (F78).", "Indicators shown elsewhere (a parent changes)."},
	"aa-focus-obscured":       {"A focused element entirely hidden by sticky or fixed content.", "Content the user can move (a dismissible banner)."},
	"aa-reflow":               {"Content that needs horizontal scrolling at 320 CSS px wide, outside the two-dimensional exceptions.", "Whether a wide part is a map, table or diagram that needs two dimensions."},
	"aa-text-resize":          {"Text clipped or overlapped when text is resized to 200%.", "Loss of function that does not clip text."},
	"aa-text-spacing":         {"Text clipped when WCAG's text-spacing overrides apply, or spacing that no user style can change.", "Overlap that does not clip."},
	"aa-error-announce":       {"A form whose errors, after an invalid submit in a scratch copy that sends nothing, are not announced or not tied to their fields.", "Whether the error text describes the problem."},
	"aa-on-focus":             {"Focusing an element (each Tab stop, in a scratch tab that sends nothing) navigates to another document, opens a window or submits a form, and does so again on a second try (F52 for a new window; of a kind with F52 otherwise).", "Effects slower than about 200 ms, and same-document URL changes."},
	"aa-on-input":             {"Changing a select, radio, checkbox or text field (in a scratch tab) navigates, opens a window or submits a form without a submit button, twice in a row (F36, F37); text warning of the change makes it needs review.", "Whether a warning elsewhere on the page tells users beforehand."},
	"aa-radio-group":          {"Two or more visible radio buttons share a name with no named fieldset, group or radiogroup around them (H71 not used).", "Options written as sentences, radios in a table with header cells, groups inside a named ancestor, and check-box groups: needs review."},
	"aa-placeholder-label":    {"A field whose only label is its placeholder: no label element, aria-label, aria-labelledby or title.", "A field beside a button that may label it (G167) or beside text that may be its label: needs review."},
	"aa-label-for":            {"A label tied to no field of its own (a second label for a labelled field, a for= matching nothing) while the one field beside it has no label (H44 not used).", "Which text was meant to label the field."},
	"aa-hint-unlinked":        {"Hint or error text between a field's label and the next field that aria-describedby does not tie to the field (needs review).", "Whether the text is a hint for that field."},
	"aa-table-headers":        {"A data table (a regular grid, not a layout table) with no header cells although it shows them: a thead row, a first row or column set apart, labels over numbers (F91).", "Tables whose headers the check cannot see: needs review."},
	"aa-duplicate-id":         {"Two elements with one id (F77), except ids ARIA attributes refer to (axe's duplicate-id-aria); a violation in WCAG 2.0 and 2.1 audits, best practice in 2.2 ones, where 4.1.1 is obsolete.", "Whether a script or label relies on the duplicated id."},
	"aa-text-list":            {"Three or more lines (split by br, or sibling paragraphs) that begin with bullets or with numbers or letters in sequence, not marked up as a list (needs review).", "Whether the lines are a list."},
	"aa-heading-text":         {"Headings that say nothing (\"Untitled\", \"Heading 3\", a lone punctuation mark) or repeat the heading before them at the same level (needs review).", "Whether a heading describes its section."},
	"aa-fieldset-legend":      {"A fieldset with no legend or an empty one.", "Fieldsets used for layout only."},
	"aa-label-duplicate":      {"A second label for one field, or a for= that matches nothing, where no field is left unlabelled.", "Nothing: it fails no criterion by itself."},
	"aa-table-structure":      {"A table nested in a data table or a header cell, a table of only header cells, a data table with no caption.", "Whether a caption would help."},
	"aa-table-scope":          {"A data table with header cells across its top row and down its first column where no header cell has scope and no cell uses headers.", "Nothing: it fails no criterion by itself; browsers often guess right."},
	"aa-table-irregular":      {"A data table row with fewer cells than the widest row, counting colspan and rowspan from above; or two body rows whose cells span columns at different places, so neither row's column boundaries fit the other's.", "Nothing: it fails no criterion by itself."},
	"aa-table-empty-cells":    {"A data table with empty data cells (no text, image with alt or control) outside its header rows.", "Whether the gap means none, zero or unknown, and saying so in the cell."},
	"aa-table-complex":        {"A data table with two or more header rows or columns, or header cells spanning part of it, with no headers/id and not every header cell scoped.", "Whether scope is enough for this table or headers/id is needed."},
	"aa-label-same":           {"Two visible fields (radio buttons aside) with the same accessible name, ignoring case, inside the same named groups (fieldset legend, named group or form).", "Whether the surrounding text tells them apart for sighted users; it fails no criterion by itself."},
	"aa-label-far":            {"A text field whose label's words all sit on the field's line, left of it, more than 200px from its left edge.", "Nothing: it fails no criterion by itself."},
	"aa-obsolete-markup":      {"Obsolete presentational elements (font, center, marquee, blink, big, tt, strike, basefont) and align/bgcolor/border on non-table elements.", "Nothing: it fails no criterion by itself."},
	"aa-spacer":               {"Empty paragraphs used for spacing, and stretched 1×1 or spacer-named images.", "Nothing: it fails no criterion by itself."},
	"aa-frame-title":          {"A frame title that says nothing: \"iframe\", \"untitled\", a file name, a URL.", "Whether a specific title describes the frame's content."},
	"aa-link-symbol":          {"A link whose name has no letter or digit (\".\", \"»\") and no text around it to give its purpose.", "The same link inside a sentence or with a description: needs review (2.4.4 allows the purpose from context)."},
	"aa-link-generic":         {"A link whose whole name is a generic phrase (\"click here\", \"read more\", \"ici\", \"mehr\"…) with no hidden text, aria-label or aria-labelledby naming its purpose: a failure of 2.4.9 (AAA).", "Whether the context makes the purpose clear (2.4.4, A)."},
	"aa-link-void":            {"A link to \"#\" alone or to javascript: with no role=button.", "Nothing: it fails no criterion by itself."},
	"aa-link-adjacent-same":   {"Two neighbouring links with only white space between them that go to the same place (technique H2).", "Nothing: it fails no criterion by itself."},
	"aa-link-unseparated":     {"Two inline links to different places with only white space between them.", "Nothing: it fails no criterion by itself."},
	"aa-link-title":           {"A link whose title repeats its text.", "Nothing: it fails no criterion by itself."},
	"aa-link-new-window":      {"A link that opens a new window or tab with no warning in its name, description or title (advisory technique G201).", "Warnings given elsewhere on the page."},
	"aa-link-format":          {"A link to a PDF, office document or archive whose name and description do not say the format.", "Nothing: it fails no criterion by itself."},
	"aa-media-transcript":     {"A link to an audio or video file (by its extension), or an <audio> player, with no \"transcript\" (in several languages) in its name, description, paragraph, list item, figure or section, the element before or after it, or a nearby link's address.", "Whether a transcript elsewhere on the site covers it, and whether the media is a media alternative for text."},
	"aa-link-image-file":      {"A link straight to an image file (.jpg, .png, .svg…) whose name and description neither give the format nor say it opens an image, photo or full-size version.", "Whether the link's text already describes the picture well enough to stand in for its missing alternative."},
	"aa-text-direction":       {"A block whose text is mostly Hebrew or Arabic script (10 letters or more) laid out left to right, or mostly Latin, Cyrillic or Greek (20 or more) under dir=\"rtl\"; bdi, dir=auto and unicode-bidi: plaintext are left alone.", "Inline phrases (the bidi algorithm orders them) and whether the layout is deliberate."},
	"aa-pre-art":              {"A <pre> with no code, samp or kbd in it whose non-space characters are mostly symbols (ASCII art, box drawing), with no aria-label or aria-labelledby and no figure with a figcaption.", "Whether it is a text-drawn table or diagram a person would rather have as real markup."},
	"aa-alt-placeholder":      {"An alt that is a file name, the image's own file name, a camera name (IMG_1234) or a placeholder word (\"image\", \"photo\"; \"button\" on an image button): F30.", "Whether a plausible alt describes the picture."},
	"aa-img-alt-title":        {"An image with alt=\"\" and a non-empty title, or whose alt and title differ.", "Which of the two is right."},
	"aa-animated-image":       {"An animated image (read with ImageDecoder) whose frames change and which runs over 5 s (loops forever, or frames × plays), with no pause control on the page.", "Images under 64×64 px (a loading spinner): needs review; images that cannot be read are not judged."},
	"aa-text-justified":       {"A justified block of 2 or more lines and 80 or more letters: F88, 1.4.8 (AAA).", "Nothing in A/AA audits: it is best practice there."},
	"aa-line-length":          {"Lines over 80 characters (40 in Chinese, Japanese, Korean) that stay over it with the window narrowed to 320 px: 1.4.8 (AAA).", "Blocks that narrow with the window: needs review (resizing may be the mechanism, G204)."},
	"aa-line-height":          {"An author-set line height under 1.5 in body-text paragraphs of 2 or more lines: 1.4.8 (AAA).", "Nothing in A/AA audits: it is best practice there."},
	"aa-small-text":           {"Visible text under 10 px (hiding tricks of 0–2 px are skipped).", "Whether the text is meant to be read."},
	"aa-all-caps":             {"Over 25 letters in one block set in capitals (text-transform or 4 or more capitalised words).", "Nothing: it fails no criterion by itself."},
	"aa-long-italics":         {"Over 120 italic letters in one block.", "Nothing: it fails no criterion by itself."},
	"aa-accesskey":            {"Any non-empty accesskey attribute (keys clash with assistive technology's).", "Nothing: it fails no criterion by itself."},
	"aa-tabindex-static":      {"tabindex=0 on an element with no role, no handlers, not natively focusable and not scrollable: a Tab stop that does nothing.", "Nothing: it fails no criterion by itself."},
	"aa-image-text":           {"An informative image whose pixels OCR reads as real words with high confidence and whose alt says the same words: text that could be text.", "Other readable images (a chart's labels, a photo of a sign): needs review, they may be essential; logotypes are exempt."},
	"aa-reduced-motion":       {"Animations that keep running when the user prefers reduced motion (needs review, AAA).", "Whether the animation is essential."},
}

// CheckDoc is what a check's finding proves and what it leaves for a
// person ("" when the check has no entry).
func CheckDoc(id string) (proves, leaves string) {
	d, ok := checkDocs[id]
	if !ok {
		d = sequenceDocs()[id]
	}
	return d.proves, d.leaves
}
