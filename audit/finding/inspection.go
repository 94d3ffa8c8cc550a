package finding

// Inspection is what a fixer needs to know about one element.
type Inspection struct {
	Tag        string            `json:"tag"`
	Role       string            `json:"role"`
	Name       string            `json:"name"`
	Selector   string            `json:"selector"`
	XPath      string            `json:"xpath,omitempty"`
	Attributes map[string]string `json:"attributes"`
	Text       string            `json:"text"`
	TextHash   string            `json:"text_hash"`
	Focusable  bool              `json:"focusable"`
	Visible    bool              `json:"visible"`
	Nearby     Nearby            `json:"nearby"`
	Colors     *Colors           `json:"colors,omitempty"`
	ImageFile  string            `json:"image_file,omitempty"`
	Caption    string            `json:"caption,omitempty"`
	IconHints  []string          `json:"icon_hints,omitempty"`
	InsideName string            `json:"inside_named,omitempty"`
	LabelledBy string            `json:"labelled_by_text,omitempty"`
	PageLang   string            `json:"page_lang"`
	PageH1     string            `json:"page_h1,omitempty"`
	// PageBigText, with no h1, is the first text of the main content when
	// it is short, bold and twice the body's size: the title as drawn.
	PageBigText string `json:"page_big_text,omitempty"`
	// PageSite, with neither, is the site's name as the page says it
	// (og:site_name, its first home link's name, its copyright line).
	PageSite string `json:"page_site,omitempty"`
	// ClickHandler names what the element's own click handler calls (its
	// functions and the events it emits: "onSearch toggleSave"): names
	// only, never code.
	ClickHandler string `json:"click_handler,omitempty"`
	FrameTitle   string `json:"frame_title,omitempty"`
	// LabelID is a preceding visible sibling with an id: aria-labelledby material.
	LabelID string `json:"label_id,omitempty"`
	// PromptOption is a select's first option when its value is empty
	// ("All departments", "Choose a country"): a prompt, not a choice.
	PromptOption string `json:"prompt_option,omitempty"`
	// FormSubmit is the text of the one submit button of a form whose one
	// field is this select ("Sort").
	FormSubmit string `json:"form_submit,omitempty"`
	// OptionKind says what every option of a select is: "time" (18:00),
	// "date" (2026-12-01), or "".
	OptionKind string `json:"option_kind,omitempty"`
	// BadChildren are a list's children that are not <li> (for the list rule).
	BadChildren []string `json:"bad_children,omitempty"`
	// BadChildrenKeepRoles: some of them mean something of their own (a
	// link, a button, a heading), which a listitem role would take away.
	BadChildrenKeepRoles bool   `json:"bad_children_keep_roles,omitempty"`
	ParentSelector       string `json:"parent_selector,omitempty"`
	ParentTag            string `json:"parent_tag,omitempty"`
	// PageText is an excerpt of the page's text, for language inference.
	PageText string `json:"page_text,omitempty"`
	// Image is the evidence about an image: decorative or informative.
	Image *ImageFacts `json:"image,omitempty"`
	// Context names a control the way a person would from what is around
	// it: the submit button of a search form, a link to the site's home.
	Context *ControlContext `json:"context,omitempty"`
}

// ControlContext is what the page says around a control (or the image in
// it) that names it honestly.
type ControlContext struct {
	// SearchSubmit: the submit button of a search form (role=search, a
	// search field in it, or a search action).
	SearchSubmit bool `json:"search_submit,omitempty"`
	// HomeLink: the element is, or is in, a link to the site's home page.
	HomeLink bool `json:"home_link,omitempty"`
	// SiteName is the site's name as the page states it: its
	// og:site_name or application-name, else the short text beside the
	// home link (not a control's).
	SiteName string `json:"site_name,omitempty"`
}

// Nearby is visible text around an element, for naming it honestly.
type Nearby struct {
	Before string `json:"before,omitempty"`
	After  string `json:"after,omitempty"`
	Parent string `json:"parent,omitempty"`
}

// Colors are the element's text colours and the contrast they give.
type Colors struct {
	Color      string  `json:"color"`
	Background string  `json:"background"`
	Ratio      float64 `json:"ratio"`
	Required   float64 `json:"required"`
	FontSize   float64 `json:"font_size_px"`
	FontWeight int     `json:"font_weight"`
	BgImage    bool    `json:"background_image"`
	Suggested  string  `json:"suggested_color,omitempty"`
}

// ImageFacts is the evidence about one image that decides whether it is
// decorative or informative, and what could honestly name it.
type ImageFacts struct {
	NaturalW int     `json:"natural_w"`
	NaturalH int     `json:"natural_h"`
	RenderW  float64 `json:"render_w"`
	RenderH  float64 `json:"render_h"`
	// SameSrc counts images on the page with this same src.
	SameSrc     int  `json:"same_src"`
	LayoutTable bool `json:"in_layout_table,omitempty"`
	// OnlyContent: the image is all there is inside its link or button.
	OnlyContent bool   `json:"only_content_of_control,omitempty"`
	ControlTag  string `json:"control_tag,omitempty"`
	ControlHref string `json:"control_href,omitempty"`
	// Around is the visible text of the image's block (cell, paragraph).
	Around string `json:"around,omitempty"`
	// Beside are short texts right next to the image (sibling text, the
	// neighbouring cells): where a caption-like duplicate would be.
	Beside []string `json:"beside,omitempty"`
	// Names are short texts in the image's card written as a name
	// (capitalised words) that share a word with its file's name.
	Names []string `json:"names_beside,omitempty"`
	// Heading is the one heading of the image's card (the first ancestor
	// that holds a heading holds one, and no other image).
	Heading string `json:"card_heading,omitempty"`
	// CardGrid: the card is one of two or more like it, each with one
	// heading and one image (a product or people grid).
	CardGrid bool `json:"card_grid,omitempty"`
	// RowIcons counts the like items (three or more) of a list in which
	// each item has one image, every one a different src, and words of
	// its own: 0 otherwise.
	RowIcons  int    `json:"row_icons,omitempty"`
	PageTitle string `json:"page_title,omitempty"`
	// RoleWord is a layout role the file name announces (spacer, border…).
	RoleWord string `json:"file_role_word,omitempty"`
	// FilePhrase is the file name as a real descriptive phrase, or "".
	FilePhrase string `json:"file_phrase,omitempty"`
	// Pixels: where they came from (canvas, screenshot) and how varied.
	PixelsFrom string  `json:"pixels_from,omitempty"`
	LumaStdDev float64 `json:"luma_stddev"`
	Colors     int     `json:"colors"`
	Uniform    bool    `json:"uniform,omitempty"`
	// OCR is tesseract's reading; OCRText is set only when every word is a
	// confident, real word (else OCRRejected says why).
	OCR         *OCRResult `json:"ocr,omitempty"`
	OCRText     string     `json:"ocr_text,omitempty"`
	OCRRejected string     `json:"ocr_rejected,omitempty"`
	OCRMs       int64      `json:"ocr_ms,omitempty"`
	// Path is the image as PNG in the session's output dir (for a vision
	// model or the report).
	Path string `json:"path,omitempty"`
}

// OCRWord is one word tesseract read, with its confidence.
type OCRWord struct {
	Text string  `json:"text"`
	Conf float64 `json:"conf"`
	// Left and Right are the word's box in the image OCR read (with its
	// margin), not reported: they tell a word cut by the image's edge.
	Left  int `json:"-"`
	Right int `json:"-"`
}

// OCRResult is what OCR made of an image.
type OCRResult struct {
	Text    string    `json:"text"`
	Words   []OCRWord `json:"words,omitempty"`
	MinConf float64   `json:"min_conf"`
	// Inverted is set when the text was read as light on dark.
	Inverted bool `json:"inverted,omitempty"`
	// Width is the width of the image OCR read (its margin included), for
	// telling words cut by its edges; Flat is the share of the image's
	// pixels in its most common colour (a banner's flat ground is most of
	// it, a photo's is a sliver). Neither is reported.
	Width int     `json:"-"`
	Flat  float64 `json:"-"`
}
