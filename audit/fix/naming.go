package fix

import (
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
)

// Where a control's name comes from when nothing names it: what is around
// it as a person reads it (a search form's submit, the site's name beside
// a home link), its id, a select's prompt, an input's type, the service a
// link goes to, and icon vocabulary from classes, file names and the
// components that draw icons.

// contextNames name a control as a person would from what is around it,
// each "fixed (please review)": the submit button of a search form is
// "Search"; a link to the site's home is the site's name as the page
// states it; an id made of real words ("checkout") is its name.
func contextNames(sel string, in finding.Inspection, pc PlanContext, attr func(sel, name, value, why string, low bool, src string) Hypothesis) []Hypothesis {
	var hs []Hypothesis
	if c := in.Context; c != nil && c.SearchSubmit {
		hs = append(hs, attr(sel, "aria-label", "Search", "the submit button of a search form", true, SourceContext))
	}
	if c := in.Context; c != nil && c.HomeLink && c.SiteName != "" && in.Tag == "a" {
		hs = append(hs, attr(sel, "aria-label", c.SiteName, "a link to the site's home, named with the site's name as the page states it", true, SourceContext))
	}
	if w := idWords(pc.Words, in.Attributes["id"]); w != "" {
		hs = append(hs, attr(sel, "aria-label", w, "its id "+quote(in.Attributes["id"])+" is made of real words", true, SourceContext))
	}
	if w := fragmentClass(pc.Words, in.Attributes["href"], in.Attributes["class"]); w != "" && in.Tag == "a" {
		hs = append(hs, attr(sel, "aria-label", w, "the place on the page it goes to ("+quote(in.Attributes["href"])+") and its class say the same", true, SourceContext))
	}
	return hs
}

// fragmentClass names a link whose target's fragment and whose class say
// the same real words (href="/events/tax-help#register" with class
// register-link): the two agree on what the link is for.
func fragmentClass(words *evidence.Words, href, class string) string {
	_, frag, ok := strings.Cut(href, "#")
	if !ok || frag == "" {
		return ""
	}
	w := idWords(words, frag)
	if w == "" {
		return ""
	}
	var own []string
	for _, c := range strings.Fields(class) {
		own = append(own, evidence.FileTokens(c)...)
	}
	for _, t := range evidence.FileTokens(frag) {
		if !slices.Contains(own, t) {
			return ""
		}
	}
	return w
}

// idWords names a control from its id when every part of it is a real word
// and none a layout or widget word ("checkout", "add-to-cart"; never
// "btn-123" or "nav-toggle").
func idWords(words *evidence.Words, id string) string {
	if words == nil || id == "" {
		return ""
	}
	toks := evidence.FileTokens(id)
	if len(toks) == 0 || len(toks) > 3 {
		return ""
	}
	for _, t := range toks {
		if len(t) < 3 && t != "to" && t != "of" || evidence.LayoutWords[t] || widgetWords[t] || !words.Has(t) {
			return ""
		}
	}
	s := strings.Join(toks, " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// widgetWords say what a control is, not what it does: an id made of them
// names nothing.
var widgetWords = map[string]bool{"toggle": true, "toggler": true, "trigger": true, "control": true, "link": true, "brand": true,
	"wrapper": true, "container": true, "content": true, "inner": true, "outer": true, "primary": true, "secondary": true,
	"action": true, "actions": true, "label": true, "field": true, "input": true, "form": true, "submit": true, "dropdown": true,
	"modal": true, "dialog": true, "popup": true, "overlay": true, "panel": true, "card": true, "widget": true, "avatar": true,
	"open": true, "opener": true, "handle": true, "element": true, "first": true, "last": true, "one": true, "two": true}

// checkable fields have their words after them.
var checkable = map[string]bool{"checkbox": true, "radio": true}

// typeNames are the names an input's type gives it when nothing else
// does: <input type="email"> holds an email address.
var typeNames = map[string]string{"email": "Email", "tel": "Phone", "url": "Website", "search": "Search"}

// optionKinds name a select whose every option is a time or a date.
var optionKinds = map[string]string{"time": "Time", "date": "Date"}

// genericSubmit are button words that say a form is sent, not what its
// field chooses.
var genericSubmit = map[string]bool{"go": true, "ok": true, "submit": true, "send": true, "apply": true, "save": true, "update": true,
	"continue": true, "next": true, "done": true, "confirm": true, "enter": true, "»": true, ">": true, "→": true}

// services are the sites an icon-only link is named after when it goes
// to one of them (a GitHub mark linking to github.com/…).
var services = map[string]string{"github.com": "GitHub", "gitlab.com": "GitLab", "twitter.com": "Twitter", "x.com": "X",
	"facebook.com": "Facebook", "instagram.com": "Instagram", "linkedin.com": "LinkedIn", "youtube.com": "YouTube",
	"mastodon.social": "Mastodon", "bsky.app": "Bluesky", "discord.gg": "Discord", "discord.com": "Discord", "reddit.com": "Reddit",
	"tiktok.com": "TikTok", "pinterest.com": "Pinterest", "threads.net": "Threads", "threads.com": "Threads", "twitch.tv": "Twitch",
	"vimeo.com": "Vimeo", "tumblr.com": "Tumblr", "medium.com": "Medium", "dribbble.com": "Dribbble", "behance.net": "Behance",
	"spotify.com": "Spotify", "soundcloud.com": "SoundCloud", "snapchat.com": "Snapchat", "wa.me": "WhatsApp", "t.me": "Telegram",
	"tripadvisor.com": "Tripadvisor", "yelp.com": "Yelp", "strava.com": "Strava", "patreon.com": "Patreon", "codepen.io": "CodePen"}

// contentHosts are services whose links mostly go to one work (a video,
// an album, a shot): a link is named after the service only when it goes
// to a profile (one path segment).
var contentHosts = map[string]bool{"vimeo.com": true, "dribbble.com": true, "behance.net": true, "spotify.com": true,
	"soundcloud.com": true, "medium.com": true, "codepen.io": true, "tumblr.com": true, "twitch.tv": true,
	"pinterest.com": true, "tiktok.com": true, "strava.com": true, "patreon.com": true, "tripadvisor.com": true, "yelp.com": true}

// serviceOf is the service a link goes to, by its host (or a subdomain of
// it), or "".
func serviceOf(href string) string {
	u, err := url.Parse(strings.TrimSpace(href))
	if err != nil || u.Scheme != "http" && u.Scheme != "https" {
		return ""
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	// A profile or project (github.com/acme/app), not an action on the
	// service (twitter.com/intent/tweet, facebook.com/sharer/…, a
	// GitHub edit link): those are named for what they do.
	segs := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	if u.RawQuery != "" || len(segs) > 2 {
		return ""
	}
	for _, s := range segs {
		switch strings.ToLower(s) {
		case "intent", "share", "sharer", "sharer.php", "sharing", "edit", "compose", "login", "signup", "new":
			return ""
		}
	}
	for h, name := range services {
		if host == h || strings.HasSuffix(host, "."+h) {
			if contentHosts[h] && (len(segs) != 1 || strings.Trim(segs[0], "0123456789") == "") {
				return "" // a work on it (a shot, a video, an album), not the profile
			}
			return name
		}
	}
	return ""
}

// promptRE reads a select's prompt option: "All departments", "Select a
// country…", "-- Choose your size --".
var promptRE = regexp.MustCompile(`(?i)^[\s\-–—]*(?:all|any|select|choose|pick)\s+(?:(?:a|an|the|your)\s+)?([\p{L}][\p{L}\s'-]{1,40}?)[\s.…:\-–—]*$`)

var promptFiller = map[string]bool{"one": true, "option": true, "options": true, "item": true, "value": true, "below": true, "above": true,
	"up": true, "out": true, "off": true, "of": true, "all": true, "from": true, "in": true, "on": true, "by": true, "to": true, "none": true}

// promptName is what a select's prompt option says is chosen, as its
// name ("Departments"), or "".
func promptName(opt string) string {
	m := promptRE.FindStringSubmatch(strings.TrimSpace(opt))
	if m == nil || strings.Count(m[1], " ") > 3 {
		return ""
	}
	s := strings.TrimSpace(m[1])
	if first, _, _ := strings.Cut(strings.ToLower(s), " "); promptFiller[first] {
		return "" // "Select one", "Pick up in store", "All of the above" say nothing of what is chosen
	}
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}

// labelText accepts short adjacent text as a field's name.
func labelText(s string) string {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ":"))
	if s == "" || len([]rune(s)) > 60 || strings.Count(s, " ") > 6 {
		return ""
	}
	return s
}

// iconWords maps icon vocabulary to a name; earlier entries win, so a
// "checkout" class beats the "cart" icon inside it.
var iconWords = []struct{ re, name string }{
	{`checkout`, "Checkout"}, {`wish(-| )?list|wish\b`, "Wishlist"}, {`like\b|thumbs?-?up`, "Like"}, {`heart(-o|-outline|-filled|-solid)?\b($|[^-])|favou?rite|fave?\b`, "Favourite"},
	{`search|magnif`, "Search"}, {`(back|scroll|go|jump)-?to-?top`, "Back to top"},
	{`close|times|x-?mark|dismiss`, "Close"}, {`hamburger|menu|bars`, "Menu"}, {`cart|basket|shopping-?bag`, "Cart"},
	{`account|user|profile|person|avatar`, "Account"}, {`trash|delete|bin\b`, "Delete"}, {`edit|pencil`, "Edit"},
	{`home|house`, "Home"}, {`share`, "Share"}, {`download`, "Download"}, {`print`, "Print"}, {`play`, "Play"},
	{`pause`, "Pause"}, {`next|chevron-right|arrow-right`, "Next"}, {`prev|chevron-left|arrow-left`, "Previous"},
	{`settings|cog|gear`, "Settings"}, {`bell|notif`, "Notifications"}, {`mail|envelope`, "Email"}, {`phone`, "Phone"},
	{`twitter`, "Twitter"}, {`facebook`, "Facebook"}, {`instagram`, "Instagram"}, {`linkedin`, "LinkedIn"},
	{`youtube`, "YouTube"}, {`github`, "GitHub"}, {`help|question`, "Help"}, {`info`, "Information"},
	{`rss\b|feed\b`, "RSS feed"}, {`save\b|saved\b|bookmark`, "Save"}, {`calendar\b`, "Calendar"},
	// A map's pin is a place, before a note's pin.
	{`(map|location)-?pin\b`, "Location"}, {`pin(ned)?($|\s|-icon)|pushpin|thumb-?tack`, "Pin"},
	{`more-?(horizontal|vertical|horiz|vert)\b|ellipsis|dots-?(horizontal|vertical|three)|kebab|meatball`, "More options"},
	// Last, and only as a whole word or a thumbnail's: a map's own
	// controls (map-fullscreen, map-marker) say something else.
	{`maps?(-thumb|-thumbnail|-preview|-link)?($|\s)`, "Map"},
}

var iconRes = func() []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(iconWords))
	for i, w := range iconWords {
		out[i] = regexp.MustCompile(`(?i)(^|[^a-z])(` + w.re + `)`)
	}
	return out
}()

// componentIcon names an icon from the name of a component that draws
// it, when the whole name is one icon word (Bell, ShareIcon, IconSearch,
// Trash2): never a part of one (UserPlus, BellOff, SearchX, Playlist say
// something else).
func componentIcon(names []string) (word, name string) {
	for _, n := range names {
		core := strings.TrimRight(strings.TrimSuffix(strings.TrimPrefix(n, "Icon"), "Icon"), "0123456789")
		if core == "" {
			continue
		}
		for i, re := range wholeIconRes {
			if re.MatchString(core) {
				return iconWords[i].name, n
			}
		}
	}
	return "", ""
}

// handlerIcon names a control from what its click handler calls, when a
// function's or event's whole name, less a verb that only says "do it"
// (on, handle, toggle, open, show, trigger), is one icon word: onSearch
// and emit('toggleSave') say Search and Save; closeSearch, setShowFilters
// and removeFromCart say nothing this can stand behind.
func handlerIcon(calls string) (word, call string) {
	for _, c := range strings.Fields(calls) {
		core := c
		for _, p := range []string{"handle", "toggle", "trigger", "open", "show", "on", "do"} {
			if rest, ok := strings.CutPrefix(core, p); ok && rest != "" && (rest[0] >= 'A' && rest[0] <= 'Z' || rest[0] == '-' || rest[0] == '_') {
				core = strings.TrimLeft(rest, "-_")
				break
			}
		}
		for i, re := range wholeIconRes {
			if re.MatchString(core) {
				return iconWords[i].name, c
			}
		}
	}
	return "", ""
}

var wholeIconRes = func() []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(iconWords))
	for i, w := range iconWords {
		out[i] = regexp.MustCompile(`(?i)^(?:` + w.re + `)$`)
	}
	return out
}()

// reviewIcons are icon names a person should check: the icon may mean
// something near them (a heart on a donation link, a map's own control).
var reviewIcons = map[string]bool{"Favourite": true, "Like": true, "Map": true, "Calendar": true, "Back to top": true, "Location": true, "Pin": true, "More options": true}

// IconWords names an icon from class names, data-icon values or file names.
func IconWords(hints ...string) string {
	joined := strings.Join(hints, " ")
	for i, re := range iconRes {
		if re.MatchString(joined) {
			return iconWords[i].name
		}
	}
	return ""
}

// honestHints drops naming hints that are code or addresses, not words: a
// javascript: URL or a query string never names anything.
func honestHints(hints []string) []string {
	var out []string
	for _, h := range hints {
		if jsURLRE.MatchString(h) || strings.Contains(strings.ToLower(h), "javascript:") {
			continue
		}
		if i := strings.IndexAny(h, "?#"); i >= 0 {
			h = h[:i]
		}
		out = append(out, h)
	}
	return out
}

// hrefWords names a link from the last path segment of its target, only
// when every token is a real, non-layout word ("about-us.html" → "About
// us"). javascript: URLs, query strings and ids never name a link.
func hrefWords(words *evidence.Words, href string) string {
	href = strings.TrimSpace(href)
	if words == nil || href == "" || jsURLRE.MatchString(href) || strings.Contains(strings.ToLower(href), "javascript:") {
		return ""
	}
	u, err := url.Parse(href)
	if err != nil || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	var toks []string
	for _, t := range evidence.FileTokens(path.Base(u.Path)) {
		if t == "index" || t == "default" || t == "html" || t == "htm" || t == "php" || t == "asp" {
			continue
		}
		if evidence.LayoutWords[t] || !words.Has(t) {
			return ""
		}
		toks = append(toks, t)
	}
	if len(toks) == 0 {
		return ""
	}
	s := strings.Join(toks, " ")
	return strings.ToUpper(s[:1]) + s[1:]
}
