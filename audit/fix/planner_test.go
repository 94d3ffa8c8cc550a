package fix

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
)

func TestFileAndIconWords(t *testing.T) {
	t.Parallel()
	words := evidence.LoadWords(evidence.DictPath)
	if words.Len() < 50000 {
		t.Fatalf("the system word list %s has %d words: run `accessagents setup` (Debian package wamerican)", evidence.DictPath, words.Len())
	}
	cases := map[string]string{
		"blue-ceramic-mug.svg": "Blue ceramic mug", "IMG_2041.jpg": "", "linen_tote-bag_640x480.png": "Linen tote bag",
		"a1b2c3d4e5f6.webp": "", "hero-final-copy.jpg": "", "walnut-desk-lamp.svg": "Walnut desk lamp",
		// Layout names, ids and single words never name an image.
		"nav_facts.gif": "", "teaser_right1.jpg": "", "headline_middle.gif": "", "marker2_w.gif": "", "blank_5x5.gif": "",
		"border_left_top.gif": "", "crocus.jpg": "", "walnutDeskLamp.png": "Walnut desk lamp", "nav_on.gif": "",
	}
	for in, want := range cases {
		if got := evidence.DescriptivePhrase(words, in); got != want {
			t.Errorf("DescriptivePhrase(%q) = %q, want %q", in, got, want)
		}
	}
	roles := map[string]string{"spacer.gif": "spacer", "blank_5x5.gif": "blank", "border_lt.gif": "border", "corner-tr.png": "corner",
		"bullet2.gif": "bullet", "walnut-desk-lamp.svg": "", "dotted_line.gif": "line", "teaser_right1.jpg": "", "trans.gif": "trans"}
	for in, want := range roles {
		if got := evidence.FileRoleWord(in); got != want {
			t.Errorf("FileRoleWord(%q) = %q, want %q", in, got, want)
		}
	}
	hrefs := map[string]string{
		"javascript:location.href='news.html'": "", "news.html": "News", "/about-us.html?id=7": "About us", "page.php?id=42": "",
		"/p/8f3a9c.html": "", "contact": "Contact", "mailto:x@example.com": "", "/shop/nav_right.html": "",
	}
	for in, want := range hrefs {
		if got := hrefWords(words, in); got != want {
			t.Errorf("hrefWords(%q) = %q, want %q", in, got, want)
		}
	}
	if h := honestHints([]string{"javascript:void(home())", "icon-search.svg?v=3", "btn"}); len(h) != 2 || h[0] != "icon-search.svg" {
		t.Errorf("honestHints = %q", h)
	}
	icons := map[string][]string{
		"Checkout": {"checkout", "icon icon-cart-checkout"}, "Search": {"search-btn", "icon icon-search"},
		"Cart": {"cart-link", "icon icon-cart"}, "Twitter": {"icon-twitter.svg"}, "": {"price", "logo"},
		// An RSS link's class, a save button's.
		"RSS feed": {"rss-link"}, "Save": {"save is-saved"},
		// A heart, a class shortened to fav; a back-to-top button's class.
		"Favourite": {"card__fav"}, "Back to top": {"back-to-top", "icon icon-arrow-up"}, "Map": {"map-thumb"}, "Calendar": {"icon-btn", "action calendar"}, "Like": {"like-btn icon-heart"},
		"Print": {"btn-print map"},
		// A card's heart button whose class says what it adds to, saved or not.
		"Wishlist": {"wish", "wish saved", "add-to-wishlist"},
		"Pin":      {"icon-pin", "note-pin pinned"}, "Location": {"icon icon-map-pin"},
		// lucide's own classes on a server component's <svg>.
		"Notifications": {"lucide lucide-bell h-5 w-5"}, "More options": {"lucide lucide-ellipsis", "lucide lucide-more-horizontal h-4 w-4"},
	}
	// Icons drawn by a component whose whole name is an icon word
	// (lucide-react's Bell, a ShareIcon.svelte); never a part of a name.
	for names, want := range map[string]string{"Icon Bell": "Notifications", "ShareIcon": "Share", "Trash2": "Delete", "IconSearch": "Search",
		"PinIcon": "Pin", "MapPin": "Location", "Icon UserPlus": "", "BellOff": "", "SearchX": "", "Playlist": "", "PreviewCard": "", "Icon": ""} {
		if got, _ := componentIcon(strings.Fields(names)); got != want {
			t.Errorf("componentIcon(%q) = %q, want %q", names, got, want)
		}
	}
	for _, h := range []string{"feedback-form", "saves-count", "favicon", "stop-motion", "sitemap", "mapping", "fa fa-heartbeat", "fa-heart-pulse",
		"move-to-top", "pin-to-top", "map-fullscreen", "fa fa-map-marker-alt", "wishes-granted", "spinner", "pinterest"} {
		if got := IconWords(h); got != "" {
			t.Errorf("IconWords(%q) = %q, want none", h, got)
		}
	}
	for want, hints := range icons {
		if got := IconWords(hints...); got != want {
			t.Errorf("IconWords(%q) = %q, want %q", hints, got, want)
		}
	}
}

func TestInferLang(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"Everyday goods. Add to cart. Prices include VAT. Free returns within 30 days for your order and the shipping.": "en",
		"Die Preise enthalten die Mehrwertsteuer und sind nicht verhandelbar, wir liefern mit der Post.":                "de",
		"Vous pouvez retourner les articles dans les trente jours pour un remboursement et nous payons le port.":        "fr",
		"$18.00 $24.00": "",
	}
	for text, want := range cases {
		if got := InferLang(text); got != want {
			t.Errorf("InferLang(%.30q) = %q, want %q", text, got, want)
		}
	}
}

func TestPlannerProposesAutocomplete(t *testing.T) {
	t.Parallel()
	v := &finding.Violation{ID: "v00000000001", RuleID: "aa-autocomplete", Selector: "#email", Data: []byte(`{"autocomplete":"email"}`)}
	hs, why := PlanFixes(v, finding.Inspection{}, PlanContext{}, 1)
	if len(hs) != 1 || hs[0].Fixes[0].Attribute != "autocomplete" || hs[0].Fixes[0].Value != "email" {
		t.Fatalf("aa-autocomplete: %+v %q", hs, why)
	}
	if hs, _ := PlanFixes(&finding.Violation{RuleID: "aa-autocomplete", Selector: "#x"}, finding.Inspection{}, PlanContext{}, 1); len(hs) != 0 {
		t.Errorf("no purpose, yet a fix: %+v", hs)
	}
}

// A page with few stop words is English when most of its words are in the
// English word list; names do not make a German page English.
func TestEnglishByWords(t *testing.T) {
	words := evidence.LoadWords(evidence.DictPath)
	if words.Len() == 0 {
		t.Fatalf("no word list at %s (make setup installs wamerican)", evidence.DictPath)
	}
	team := "Our team Ada Okafor Engineering lead Kenji Sato Product designer Maria Lopez Support manager Follow Contact Settings"
	if InferLang(team) != "" || !englishByWords(team, words) {
		t.Errorf("team page: stop words say %q, the word list %v; want the word list to say English", InferLang(team), englishByWords(team, words))
	}
	german := "Unser Team Ada Okafor Leitung Entwicklung Kenji Sato Produktgestaltung Maria Lopez Kundendienst Einstellungen"
	if englishByWords(german, words) {
		t.Error("a German team page was read as English")
	}
	if englishByWords("Ada Okafor Kenji", words) {
		t.Error("three words were enough to call a page English")
	}
}

// Controls named from their context, each "fixed (please review)": a
// search form's submit is "Search", a link home is the site's name, an id
// of real words is its name; an id of code or widget words names nothing,
// and a home link with no stated site name is left to a person.
func TestControlsNamedFromContext(t *testing.T) {
	t.Parallel()
	words := evidence.LoadWords(evidence.DictPath)
	for id, want := range map[string]string{"checkout": "Checkout", "add-to-cart": "Add to cart", "btn-123": "", "nav-toggle": "",
		"brand": "", "x": "", "subscribeNow": "Subscribe now", "a1b2c3": "", "main-menu-toggle-button": ""} {
		if got := idWords(words, id); got != want {
			t.Errorf("idWords(%q) = %q, want %q", id, got, want)
		}
	}
	pc := PlanContext{Words: words}
	plan := func(rule string, in finding.Inspection) (string, bool, string) {
		hs, why := PlanFixes(&finding.Violation{ID: "v1", RuleID: rule, Selector: "x"}, in, pc, 1)
		if len(hs) == 0 {
			return "", false, why
		}
		r := hs[0].Fixes[0]
		return r.Value, hs[0].LowConfidence, why
	}
	cases := []struct {
		rule string
		in   finding.Inspection
		want string
	}{
		{"button-name", finding.Inspection{Tag: "button", Context: &finding.ControlContext{SearchSubmit: true}}, "Search"},
		{"link-name", finding.Inspection{Tag: "a", Attributes: map[string]string{"href": "/"}, Context: &finding.ControlContext{HomeLink: true, SiteName: "Sprintboard"}}, "Sprintboard"},
		{"link-name", finding.Inspection{Tag: "a", Attributes: map[string]string{"href": "/"}, Context: &finding.ControlContext{HomeLink: true}}, ""},
		{"button-name", finding.Inspection{Tag: "button", Attributes: map[string]string{"id": "checkout"}}, "Checkout"},
		{"button-name", finding.Inspection{Tag: "button", Attributes: map[string]string{"id": "btn-7"}}, ""},
		{"button-name", finding.Inspection{Tag: "button", Attributes: map[string]string{"id": "search-toggle", "class": "icon-btn"}}, "Search"},
		// A link's fragment and its class agree on what it is for; a
		// fragment the class does not say names nothing.
		{"link-name", finding.Inspection{Tag: "a", Attributes: map[string]string{"href": "/events/tax-help#register", "class": "icon-btn register-link"}}, "Register"},
		{"link-name", finding.Inspection{Tag: "a", Attributes: map[string]string{"href": "/events/tax-help#register", "class": "icon-btn"}}, "Tax help"},
		{"image-alt", finding.Inspection{Tag: "img", ImageFile: "logo.svg", Context: &finding.ControlContext{HomeLink: true, SiteName: "Sprintboard"},
			Image: &finding.ImageFacts{OnlyContent: true, ControlTag: "a", Uniform: true, RenderW: 32, RenderH: 32}}, "Sprintboard"},
	}
	for _, c := range cases {
		got, low, why := plan(c.rule, c.in)
		if got != c.want || c.want != "" && !low {
			t.Errorf("%s %+v: %q (low confidence %v; %s), want %q for review", c.rule, c.in.Context, got, low, why, c.want)
		}
	}
}

// A select whose first option is a prompt with no value is named by what
// the prompt says is chosen.
func TestPromptName(t *testing.T) {
	for opt, want := range map[string]string{
		"All departments": "Departments", "Select a country…": "Country", "-- Choose your size --": "Size",
		"Any time": "Time", "Pick one": "", "Select an option": "", "Sort by": "", "": "", "All": "", "Select": "",
		"Choose the best plan for your whole team today": "",
		"Pick up in store": "", "All of the above": "", "Select all": "", "All équipes": "Équipes",
	} {
		if got := promptName(opt); got != want {
			t.Errorf("promptName(%q) = %q, want %q", opt, got, want)
		}
	}
}

// An icon-only link to a known service is named after it; nothing else
// is: a look-alike host, a path, a non-web scheme.
func TestServiceOf(t *testing.T) {
	for href, want := range map[string]string{
		"https://github.com/fieldnotes-app/fieldnotes": "GitHub", "https://www.linkedin.com/company/x": "LinkedIn",
		"https://gist.github.com/a": "GitHub", "https://github.com.evil.example/": "", "https://notgithub.com/": "",
		"/github": "", "mailto:hi@github.com": "", "": "",
		"https://twitter.com/intent/tweet?text=hi": "", "https://www.facebook.com/sharer/sharer.php?u=x": "",
		"https://github.com/acme/app/edit/main/README.md": "", "https://www.tiktok.com/@wayfarertrips": "TikTok",
		"https://wa.me/447700900123": "WhatsApp", "https://not-tiktok.com/@x": "",
		"https://vimeo.com/76979871": "", "https://dribbble.com/shots/123-name": "", "https://vimeo.com/acmefilms": "Vimeo",
		"https://www.youtube.com/channel/UC123": "YouTube",
	} {
		if got := serviceOf(href); got != want {
			t.Errorf("serviceOf(%q) = %q, want %q", href, got, want)
		}
	}
}

// A viewport keeps everything but what stops zooming.
func TestZoomableViewport(t *testing.T) {
	for in, want := range map[string]string{
		"width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no": "width=device-width, initial-scale=1",
		"width=device-width,user-scalable=0":                                     "width=device-width",
		"width=device-width, maximum-scale=3":                                    "width=device-width, maximum-scale=3",
		"width=device-width, initial-scale=1":                                    "width=device-width, initial-scale=1",
	} {
		if got := zoomableViewport(in, 2); got != want {
			t.Errorf("zoomableViewport(%q) = %q, want %q", in, got, want)
		}
	}
	if got := zoomableViewport("width=device-width, maximum-scale=3", 5); got != "width=device-width" {
		t.Errorf("for meta-viewport-large, maximum-scale=3 stays: %q", got)
	}
}

// A control is named by what its click handler calls only when a called
// function's or emitted event's whole name, less a do-it verb, is an icon
// word.
func TestHandlerIcon(t *testing.T) {
	for calls, want := range map[string]string{
		"onSearch": "Search", "toggleSave": "Save", "openSearch": "Search", "wishlist": "Wishlist", "handleDelete": "Delete",
		"closeSearch": "", "setShowFilters": "", "removeFromCart": "", "follow": "", "onSearchResults": "", "information": "",
	} {
		if got, _ := handlerIcon(calls); got != want {
			t.Errorf("handlerIcon(%q) = %q, want %q", calls, got, want)
		}
	}
}
