package fix

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/finding"
)

// TestJudgeImage: decoration from evidence, never for the only content of a
// link, and disagreement goes to a person with the evidence.
func TestJudgeImage(t *testing.T) {
	t.Parallel()
	ocr := &finding.OCRResult{Text: "TICKETS", MinConf: 95}
	cases := []struct {
		name string
		in   finding.Inspection
		alt  string // "-" means handed off
		src  string
	}{
		{"1x1 spacer", finding.Inspection{ImageFile: "marker2_w.gif", Image: &finding.ImageFacts{NaturalW: 1, NaturalH: 1, RenderW: 1, RenderH: 1, Uniform: true}}, "", SourceDecorative},
		{"border slice", finding.Inspection{ImageFile: "border_top.gif", Image: &finding.ImageFacts{NaturalW: 760, NaturalH: 4, RenderW: 760, RenderH: 4, RoleWord: "border"}}, "", SourceDecorative},
		{"text image in a link", finding.Inspection{ImageFile: "nav_facts.gif", Image: &finding.ImageFacts{RenderW: 120, RenderH: 28, OnlyContent: true, ControlTag: "a", OCR: ocr, OCRText: "Tickets", Colors: 30}}, "Tickets", SourceOCR},
		{"text image beside the same words", finding.Inspection{ImageFile: "roses_title.gif", Image: &finding.ImageFacts{RenderW: 120, RenderH: 30, Beside: []string{"Roses"}, OCR: &finding.OCRResult{Text: "Roses", MinConf: 93}, OCRText: "Roses"}}, "", SourceDecorative},
		{"uniform image as the only content of a link", finding.Inspection{ImageFile: "icon.gif", Image: &finding.ImageFacts{RenderW: 20, RenderH: 20, OnlyContent: true, Uniform: true}}, "-", ""},
		{"photo in a named link", finding.Inspection{InsideName: "Tulip bulbs", ImageFile: "tulips.jpg", Image: &finding.ImageFacts{RenderW: 120, RenderH: 90, Colors: 200, ControlTag: "a"}}, "-", ""},
		{"photo without a source", finding.Inspection{ImageFile: "teaser_right1.jpg", Image: &finding.ImageFacts{RenderW: 180, RenderH: 120, Colors: 200}}, "-", ""},
		{"descriptive file name", finding.Inspection{ImageFile: "walnut-desk-lamp.svg", Image: &finding.ImageFacts{RenderW: 240, RenderH: 180, Colors: 4, FilePhrase: "Walnut desk lamp"}}, "Walnut desk lamp", SourceFileName},
		{"caption", finding.Inspection{ImageFile: "a.jpg", Caption: "Blue mug", Image: &finding.ImageFacts{RenderW: 240, RenderH: 180, Colors: 100}}, "Blue mug", SourceCaption},
		{"icon in a label of words", finding.Inspection{Image: &finding.ImageFacts{RenderW: 14, RenderH: 14, Around: "Vegetarian", Beside: []string{"Vegetarian"}}}, "", SourceDecorative},
		{"divider OCR reads as letters", finding.Inspection{ImageFile: "divider.svg", Image: &finding.ImageFacts{RenderW: 600, RenderH: 24, Colors: 30, RoleWord: "divider", OCR: &finding.OCRResult{Text: "eile", MinConf: 62}, OCRRejected: "low confidence"}}, "", SourceDecorative},
		{"phone icon beside the number", finding.Inspection{ImageFile: "phone.svg", Image: &finding.ImageFacts{RenderW: 18, RenderH: 18, Colors: 3, Around: "020 7946 0321", Beside: []string{"020 7946 0321"}}}, "", SourceDecorative},
		{"mail icon beside the address", finding.Inspection{ImageFile: "icon-mail.svg", Image: &finding.ImageFacts{RenderW: 16, RenderH: 16, Colors: 3, Around: "hello@wayfarer.example", Beside: []string{"hello@wayfarer.example"}}}, "", SourceDecorative},
		{"phone icon beside a price", finding.Inspection{ImageFile: "phone.svg", Image: &finding.ImageFacts{RenderW: 18, RenderH: 18, Colors: 3, Around: "£499", Beside: []string{"£499"}}}, "-", ""},
		{"icon by a number", finding.Inspection{Image: &finding.ImageFacts{RenderW: 14, RenderH: 14, Around: "4.5", Beside: []string{"4.5"}}}, "-", ""},
		{"avatar beside the name", finding.Inspection{ImageFile: "maya.svg", Attributes: map[string]string{"class": "avatar"}, Image: &finding.ImageFacts{RenderW: 32, RenderH: 32, Colors: 12, Around: "Maya Chen", Beside: []string{"Maya Chen"}}}, "", SourceDecorative},
		{"avatar beside a task", finding.Inspection{ImageFile: "u17.svg", Attributes: map[string]string{"class": "avatar"}, Image: &finding.ImageFacts{RenderW: 32, RenderH: 32, Colors: 12, Around: "Fix the login bug", Beside: []string{"Fix the login bug"}}}, "-", ""},
		{"a mark inside a named link", finding.Inspection{ImageFile: "pin.svg", InsideName: "Read this first", Image: &finding.ImageFacts{RenderW: 14, RenderH: 14, ControlTag: "a"}}, "-", ""},
		{"a banner inside a named link", finding.Inspection{ImageFile: "summer-sale-banner.svg", InsideName: "Summer sale: 20% off", Image: &finding.ImageFacts{RenderW: 300, RenderH: 40, ControlTag: "a"}}, "", SourceDecorative},
		{"a badge beside a user name", finding.Inspection{ImageFile: "moderator.svg", Image: &finding.ImageFacts{RenderW: 16, RenderH: 16, Around: "kestrel", Beside: []string{"kestrel"}}}, "-", ""},
		{"an avatar beside a word that starts with its name", finding.Inspection{ImageFile: "ben.png", Attributes: map[string]string{"class": "avatar"}, Image: &finding.ImageFacts{RenderW: 32, RenderH: 32, Colors: 12, Around: "Benchmark the new parser", Beside: []string{"Benchmark the new parser"}}}, "-", ""},
		{"an avatar beside a user name", finding.Inspection{ImageFile: "anna.svg", Attributes: map[string]string{"class": "avatar"}, Image: &finding.ImageFacts{RenderW: 32, RenderH: 32, Colors: 12, Around: "annabikes", Beside: []string{"annabikes"}}}, "", SourceDecorative},
		{"a chef's portrait by her name", finding.Inspection{ImageFile: "chef-amara.svg", Image: &finding.ImageFacts{RenderW: 220, RenderH: 260, Colors: 57,
			Around: "Chef of the month Amara Okafor Amara grew up cooking", Names: []string{"Amara Okafor"}}}, "Amara Okafor", SourceVisible},
		{"an avatar with a caption, by the name", finding.Inspection{ImageFile: "priya-nair.svg", Caption: "Priya Nair stayed at Harbour Loft", Attributes: map[string]string{"class": "avatar"},
			Image: &finding.ImageFacts{RenderW: 48, RenderH: 48, Colors: 35, Around: "Priya Nair stayed at Harbour Loft", Beside: []string{"Priya Nair"}, Names: []string{"Priya Nair"}}}, "Priya Nair", SourceVisible},
		{"a picture named for the words of a name", finding.Inspection{ImageFile: "maya-okafor.jpg", Image: &finding.ImageFacts{RenderW: 120, RenderH: 120, Colors: 80, Names: []string{"Maya Okafor"}}}, "Maya Okafor", SourceVisible},
		{"a team photo by the name in its caption", finding.Inspection{ImageFile: "maggie.svg", Caption: "Maggie Thornton Head grower, houseplants", Attributes: map[string]string{"src": "/images/team/maggie.svg"},
			Image: &finding.ImageFacts{RenderW: 160, RenderH: 160, Colors: 60, Names: []string{"Maggie Thornton", "Maggie"}}}, "Maggie Thornton", SourceVisible},
		{"a photo from a folder of places by a name", finding.Inspection{ImageFile: "maggie.svg", Attributes: map[string]string{"src": "/images/places/maggie.svg"},
			Image: &finding.ImageFacts{RenderW: 160, RenderH: 160, Colors: 60, Names: []string{"Maggie Thornton"}}}, "-", ""},
		{"a doctor's photo by its card's heading", finding.Inspection{ImageFile: "amara-okafor.svg", Attributes: map[string]string{"class": "doctor-photo"},
			Image: &finding.ImageFacts{RenderW: 96, RenderH: 96, Colors: 60, Heading: "Dr. Amara Okafor", Beside: []string{"Dr. Amara Okafor General practice"}, Names: []string{"Amara Okafor"}}}, "Dr. Amara Okafor", SourceVisible},
		{"an avatar by the name it is named for", finding.Inspection{ImageFile: "maya.svg", Attributes: map[string]string{"class": "avatar", "src": "/avatars/maya.svg"},
			Image: &finding.ImageFacts{RenderW: 32, RenderH: 32, Colors: 12, Around: "Maya Chen", Beside: []string{"Maya Chen"}, Names: []string{"Maya Chen"}}}, "Maya Chen", SourceVisible},
		{"a chef's photo by her name, not her menu's", finding.Inspection{ImageFile: "amara.jpg", Attributes: map[string]string{"class": "chef-photo"},
			Image: &finding.ImageFacts{RenderW: 200, RenderH: 200, Colors: 80, Heading: "Chef Amara's Winter Menu", Names: []string{"Amara's Kitchen", "Amara Okafor"}}}, "Amara Okafor", SourceVisible},
		{"a hero picture by a heading of one of its words", finding.Inspection{ImageFile: "hero-team.svg", Image: &finding.ImageFacts{RenderW: 560, RenderH: 360, Colors: 36, Names: []string{"Our Team"}}}, "-", ""},
		{"a portrait in a named link", finding.Inspection{ImageFile: "amara.jpg", InsideName: "Amara Okafor", Attributes: map[string]string{"class": "portrait"}, Image: &finding.ImageFacts{RenderW: 120, RenderH: 120, Colors: 80, ControlTag: "a", Names: []string{"Amara Okafor"}}}, "-", ""},
	}
	for _, c := range cases {
		v := &finding.Violation{ID: "v1", RuleID: "image-alt", Selector: "img"}
		hs, why := planImage(v, c.in)
		switch {
		case c.alt == "-" && len(hs) > 0:
			t.Errorf("%s: named %q, want a hand-off", c.name, hs[0].Fixes[0].Value)
		case c.alt == "-" && (!strings.Contains(why, "decorative:") || !strings.Contains(why, "informative:")):
			t.Errorf("%s: the hand-off does not list the evidence: %s", c.name, why)
		case c.alt != "-" && len(hs) == 0:
			t.Errorf("%s: handed off (%s), want %q", c.name, why, c.alt)
		case c.alt != "-" && (hs[0].Fixes[0].Value != c.alt || hs[0].Source != c.src):
			t.Errorf("%s: %q from %s, want %q from %s", c.name, hs[0].Fixes[0].Value, hs[0].Source, c.alt, c.src)
		case c.alt != "-" && (strings.Contains(c.name, "avatar") || strings.Contains(c.name, "by her name") || strings.Contains(c.name, "team photo") || strings.Contains(c.name, "label of words") || strings.Contains(c.name, "icon beside")):
			if !hs[0].LowConfidence {
				t.Errorf("%s: a judgement a person should check is not for review", c.name)
			}
		}
	}
}

func TestVetAlt(t *testing.T) {
	t.Parallel()
	in := finding.Inspection{ImageFile: "teaser_right1.jpg"}
	for alt, ok := range map[string]bool{"image": false, "Teaser right1": false, "teaser_right1.jpg": false, "Image of a singer": false,
		"A singer on stage under a spotlight": true, "": false, strings.Repeat("word ", 40): false} {
		if got := VetAlt(alt, in) == ""; got != ok {
			t.Errorf("VetAlt(%q) accepted=%v, want %v (%s)", alt, got, ok, VetAlt(alt, in))
		}
	}
}

// A card's photo is named by the card's heading when the file name says
// nothing the heading does not: ada.svg in "Ada Lovelace"; never a file
// name that says something else, or only that it is a picture.
func TestNamedByHeading(t *testing.T) {
	for _, tc := range []struct{ file, heading, want string }{
		{"ada.svg", "Ada Lovelace", "ada"},
		{"avatar-grace-hopper.png", "Grace Hopper", "grace hopper"},
		{"css-layers.svg", "Cascade layers in CSS", ""}, // the first word is not the file's
		{"tide-pool-walk.svg", "Tide-pool Walk for Families", "tide pool walk"},
		{"team.jpg", "Meet the team", ""},
		{"new.png", "What's new", ""},
		{"aws.png", "Why we left AWS", ""},
		{"shakshuka.jpg", "Shakshuka", "shakshuka"},
		{"IMG_2041.jpg", "Staff pick", ""},
		{"photo.jpg", "Ada Lovelace", ""},
		{"ada-at-work.svg", "Ada Lovelace", ""},
		{"jo.svg", "Jo Bloggs", ""}, // two letters say too little
		{"ada.svg", "", ""},
	} {
		if got := namedByHeading(tc.file, tc.heading, false); got != tc.want {
			t.Errorf("namedByHeading(%q, %q) = %q, want %q", tc.file, tc.heading, got, tc.want)
		}
	}
	// In a grid of product cards, each heading names its product.
	for _, tc := range []struct{ file, heading, want string }{
		{"mug.svg", "Speckled Stoneware Mug", "mug"}, {"throw.svg", "Washed Linen Throw", "throw"},
		{"node-streams.svg", "Backpressure in Node streams, finally explained", ""}, {"rocket.svg", "Getting started", ""},
		{"lamp.svg", "A lamp for every desk", ""},
		{"burrata.svg", "Burrata with heritage tomatoes", "burrata"}, {"tiramisu.svg", "Tiramisù della casa", "tiramisu"},
		{"new.png", "New arrivals this week", ""},
	} {
		if got := namedByHeading(tc.file, tc.heading, true); got != tc.want {
			t.Errorf("in a grid, namedByHeading(%q, %q) = %q, want %q", tc.file, tc.heading, got, tc.want)
		}
	}
	in := finding.Inspection{Tag: "img", ImageFile: "ada.svg", Image: &finding.ImageFacts{NaturalW: 96, NaturalH: 96, RenderW: 96, RenderH: 96,
		Colors: 26, LumaStdDev: 40, Heading: "Ada Lovelace", Around: "Ada Lovelace Engineering Manager"}}
	hs, why := planImage(&finding.Violation{ID: "v1", RuleID: "image-alt", Selector: "img"}, in)
	if len(hs) != 1 || hs[0].Fixes[0].Value != "Ada Lovelace" || !hs[0].LowConfidence {
		t.Errorf("the card's photo: %+v %s, want alt=\"Ada Lovelace\" to review", hs, why)
	}
}
