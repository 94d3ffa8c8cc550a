package tools

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

type inspectParams struct {
	Selector    string `json:"selector"`
	ViolationID string `json:"violation_id"`
}

// inspectResult is the inspection plus the element's current value, read
// by browser.ReadValue: how an agent (or SAVE_VARIABLE) reads a generated
// order number or id off the page.
type inspectResult struct {
	finding.Inspection
	Value          *string `json:"value,omitempty"` // nil for a password field
	ValueTruncated bool    `json:"value_truncated,omitempty"`
	// Where the element is written in the app's source, when the server
	// was given one (--source), or why it could not be told.
	SourceLocation *fix.SourceLocation `json:"source_location,omitempty"`
	SourceNote     string              `json:"source_note,omitempty"`
	// ColorRule is where the source's stylesheet sets the element's text
	// colour (the rule a contrast fix changes), and ColorSelector its rule.
	ColorRule     *fix.SourceLocation `json:"color_rule,omitempty"`
	ColorSelector string              `json:"color_selector,omitempty"`
}

func (t *Toolbox) inspectElementTool() Tool {
	return Tool{
		Name: "audit_inspect_element", Title: "Inspect an element for fixing", Toolset: "audit",
		Description: `Facts to fix one element: attributes, text, text_hash, nearby and label text, caption, image file name, contrast, nearest passing colour; with --source, its file:line and its colour's rule.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		PageContent: true,
		Handle:      handler(t, t.inspectElement),
	}
}

func (t *Toolbox) inspectElement(ctx context.Context, s *browser.Session, p inspectParams) (*mcp.CallToolResult, error) {
	f, bad := t.findingTarget(s, "audit_inspect_element", p.Selector, p.ViolationID)
	if bad != nil {
		return bad, nil
	}
	in, err := t.Audit.Inspect(ctx, s, f.Selector)
	if err != nil {
		return failure("audit_inspect_element", err)
	}
	res := inspectResult{Inspection: in}
	if rv, _, err := s.ReadValue(ctx, f.Selector); err == nil {
		res.Value, res.ValueTruncated = &rv.Value, rv.Truncated
	}
	if t.Source != nil {
		found := t.Source.locate(ctx, s, in.XPath)
		res.SourceLocation, res.SourceNote = found.Location, found.Note
		if in.Colors != nil {
			res.ColorRule, res.ColorSelector = t.Source.colorRule(ctx, s, in.XPath)
		}
		if in.Image != nil && in.ImageFile == "" && found.Location != nil && found.Location.Confidence != "low" {
			// The build inlined the image (a data: URI): its file is the
			// one the source names.
			t.Audit.NameImageFile(&res.Inspection, found.Src)
		}
	}
	text := inspectText(res)
	return structured(res, text), nil
}

// inspectText says every fact of the inspection in short labelled lines:
// a client that shows the model only the text must not lose the caption,
// the file-name phrase or the nearby text the tool exists to give.
func inspectText(res inspectResult) string {
	in := res.Inspection
	var b strings.Builder
	fmt.Fprintf(&b, "<%s> role=%s name=%q text=%q", in.Tag, in.Role, in.Name, truncateText(in.Text, 300))
	if res.Value != nil {
		fmt.Fprintf(&b, " value=%q", *res.Value)
	}
	line := func(label, format string, args ...any) {
		fmt.Fprintf(&b, "\n%s: "+format, append([]any{label}, args...)...)
	}
	line("selector", "%s", in.Selector)
	if l := res.SourceLocation; l != nil {
		line("source", "%s:%d:%d (%s; %s confidence", l.File, l.Line, l.Column, l.Component, l.Confidence)
		if l.Candidates > 1 {
			fmt.Fprintf(&b, ", %d candidates", l.Candidates)
		}
		if l.Via != "" {
			b.WriteString("; found by " + l.Via)
		}
		b.WriteString(")")
	}
	if res.SourceNote != "" {
		line("source note", "%s", res.SourceNote)
	}
	if l := res.ColorRule; l != nil {
		line("colour set by", "%s at %s:%d:%d (a contrast fix changes it there)", res.ColorSelector, l.File, l.Line, l.Column)
	}
	if c := in.Context; c != nil {
		var says []string
		if c.SearchSubmit {
			says = append(says, "the submit button of a search form")
		}
		if c.HomeLink {
			says = append(says, "a link to the site's home")
		}
		if c.SiteName != "" {
			says = append(says, fmt.Sprintf("the site's name is %q", c.SiteName))
		}
		line("context", "%s", strings.Join(says, "; "))
	}
	if in.ParentSelector != "" {
		line("parent", "<%s> %s", in.ParentTag, in.ParentSelector)
	}
	if len(in.Attributes) > 0 {
		names := make([]string, 0, len(in.Attributes))
		for k := range in.Attributes {
			names = append(names, k)
		}
		sort.Strings(names)
		attrs := make([]string, len(names))
		for i, k := range names {
			attrs[i] = fmt.Sprintf("%s=%q", k, in.Attributes[k])
		}
		line("attributes", "%s", strings.Join(attrs, " "))
	}
	line("text_hash", "%s", in.TextHash)
	if in.Caption != "" {
		line("caption", "%s", in.Caption)
	}
	if in.LabelledBy != "" {
		line("labelled by", "%q", in.LabelledBy)
	}
	if in.InsideName != "" {
		line("inside a control named", "%q", in.InsideName)
	}
	if n := in.Nearby; n.Before != "" || n.After != "" || n.Parent != "" {
		var parts []string
		for _, p := range [][2]string{{"before", n.Before}, {"after", n.After}, {"parent", n.Parent}} {
			if p[1] != "" {
				parts = append(parts, fmt.Sprintf("%s %q", p[0], p[1]))
			}
		}
		line("nearby", "%s", strings.Join(parts, "; "))
	}
	if in.ImageFile != "" {
		line("image file", "%s", in.ImageFile)
	}
	if len(in.IconHints) > 0 {
		line("icon hints", "%s", strings.Join(in.IconHints, ", "))
	}
	if in.Image != nil {
		imageLines(&b, in.Image)
	}
	if c := in.Colors; c != nil {
		line("contrast", "%.2f:1 (%s on %s), needs %.1f:1; text %gpx, weight %d", c.Ratio, c.Color, c.Background, c.Required, c.FontSize, c.FontWeight)
		if c.BgImage {
			b.WriteString(", over a background image")
		}
		if c.Suggested != "" {
			b.WriteString("; nearest passing colour " + c.Suggested)
		}
	}
	if in.LabelID != "" {
		line("label id", "%s (a visible sibling before it, for aria-labelledby)", in.LabelID)
	}
	if len(in.BadChildren) > 0 {
		line("children that are not <li>", "%s", strings.Join(in.BadChildren, ", "))
	}
	if in.FrameTitle != "" {
		line("frame title", "%q", in.FrameTitle)
	}
	page := fmt.Sprintf("lang %q", in.PageLang)
	if in.PageH1 != "" {
		page += fmt.Sprintf(", h1 %q", in.PageH1)
	}
	line("page", "%s", page)
	if in.PageText != "" {
		line("page text", "%s", truncateText(in.PageText, 200))
	}
	return b.String()
}

// imageLines says the evidence about an image: its sizes, its pixels, the
// text around it, and what its file name and OCR say.
func imageLines(b *strings.Builder, im *finding.ImageFacts) {
	fmt.Fprintf(b, "\nimage: %dx%d, shown %gx%g; %d on the page with this src", im.NaturalW, im.NaturalH, im.RenderW, im.RenderH, im.SameSrc)
	if im.PixelsFrom != "" {
		fmt.Fprintf(b, "; pixels (from %s): %d colours, luma stddev %.1f", im.PixelsFrom, im.Colors, im.LumaStdDev)
	}
	if im.Uniform {
		b.WriteString(", uniform")
	}
	if im.LayoutTable {
		b.WriteString("; in a layout table")
	}
	if im.ControlTag != "" {
		fmt.Fprintf(b, "\nin a <%s>", im.ControlTag)
		if im.ControlHref != "" {
			fmt.Fprintf(b, " to %s", im.ControlHref)
		}
		if im.OnlyContent {
			b.WriteString(", and all it contains")
		}
	}
	if im.FilePhrase != "" {
		fmt.Fprintf(b, "\nfile name says: %q", im.FilePhrase)
	}
	if im.RoleWord != "" {
		fmt.Fprintf(b, "\nfile name says it is a %s", im.RoleWord)
	}
	if im.Around != "" {
		fmt.Fprintf(b, "\ntext around it: %q", truncateText(im.Around, 300))
	}
	if len(im.Beside) > 0 {
		q := make([]string, len(im.Beside))
		for i, s := range im.Beside {
			q[i] = strconv.Quote(s)
		}
		fmt.Fprintf(b, "\ntext beside it: %s", strings.Join(q, ", "))
	}
	if im.PageTitle != "" {
		fmt.Fprintf(b, "\npage title: %q", im.PageTitle)
	}
	if im.OCR != nil && im.OCR.Text != "" {
		words := make([]string, len(im.OCR.Words))
		for i, w := range im.OCR.Words {
			words[i] = fmt.Sprintf("%s (%.0f%%)", w.Text, w.Conf)
		}
		fmt.Fprintf(b, "\nOCR read: %q, least confidence %.0f%%; words: %s", im.OCR.Text, im.OCR.MinConf, strings.Join(words, " "))
	}
	if im.OCRText != "" {
		fmt.Fprintf(b, "\ntext in the image: %q", im.OCRText)
	}
	if im.OCRRejected != "" {
		fmt.Fprintf(b, "\nOCR not trusted: %s", im.OCRRejected)
	}
}
