package fix

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
)

// What an image's file name says next to the words around it: a card's
// heading it names, a mark it is, a person beside their name, a label it
// illustrates.

// namedByHeading is the file name's words when every one of them is a word
// of the heading of the image's card and they say nearly all of it (ada.svg
// in the card of "Ada Lovelace", avatar-grace-hopper.png in "Grace
// Hopper"), with words that only say it is a picture and numbers left out;
// "" otherwise. At most one word of the heading may be missing from the
// file name, and only a capitalised one after the first (a surname): team.jpg
// under "Meet the team" or new.png under "What's new" name nothing. In a
// grid of cards like it (grid), where each card's heading names its item,
// up to three capitalised words may be missing, the first too (mug.svg in
// the card of "Speckled Stoneware Mug"), and when the heading starts with
// the file's word, up to three words of any case after it (burrata.svg in
// "Burrata with heritage tomatoes"). Accents aside (tiramisu, Tiramisù).
func namedByHeading(file, heading string, grid bool) string {
	if file == "" || heading == "" {
		return ""
	}
	heading = foldAccents(heading)
	in := map[string]bool{}
	for _, w := range evidence.WordsOf(heading) {
		in[w] = true
	}
	fileWords := map[string]bool{}
	for _, t := range evidence.FileTokens(file) {
		fileWords[strings.ToLower(foldAccents(t))] = true
	}
	missing := 0
	fields := strings.Fields(heading)
	leads := len(fields) > 0 && fileWords[strings.Join(evidence.WordsOf(fields[0]), "")]
	for i, w := range fields {
		lw := strings.Join(evidence.WordsOf(w), "")
		if lw == "" || headingStop[lw] || fileWords[lw] || allIn(evidence.WordsOf(w), fileWords) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(w)
		if i == 0 && !grid || !unicode.IsUpper(r) && !(grid && leads) {
			return ""
		}
		missing++
	}
	if missing > 1 && !grid || missing > 3 || len(fields) > 5 {
		return ""
	}
	var said []string
	for _, t := range evidence.FileTokens(file) {
		t = strings.ToLower(foldAccents(t))
		switch {
		case pictureWords[t] || strings.Trim(t, "0123456789") == "":
		case !in[t]:
			return ""
		default:
			said = append(said, t)
		}
	}
	if len(said) == 0 || len(strings.Join(said, "")) < 3 || leads && missing > 1 && len(strings.Join(said, "")) < 4 {
		return ""
	}
	return strings.Join(said, " ")
}

// foldAccents drops the marks from letters (Tiramisù is tiramisu), as a
// file name writes them.
func foldAccents(s string) string {
	out, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), s)
	if err != nil {
		return s
	}
	return out
}

// headingStop are words a heading needs and a file name leaves out.
var headingStop = map[string]bool{"the": true, "a": true, "an": true, "of": true, "in": true, "on": true, "for": true,
	"and": true, "with": true, "to": true, "at": true, "by": true}

func allIn(ws []string, set map[string]bool) bool {
	for _, w := range ws {
		if !set[w] {
			return false
		}
	}
	return len(ws) > 0
}

// pictureWords say that a file is a picture, not what it shows.
var pictureWords = map[string]bool{"img": true, "image": true, "photo": true, "pic": true, "picture": true, "thumb": true,
	"thumbnail": true, "avatar": true, "cover": true, "hero": true, "banner": true, "portrait": true, "headshot": true, "profile": true}

// markIcon says whether an image's file name is a mark that says something
// of its item (a status, a file type, a rating, a country's two-letter
// code) rather than a picture of the item's topic.
func markIcon(file string) bool {
	if markWord(file) {
		return true
	}
	for _, t := range evidence.FileTokens(file) {
		if t = strings.ToLower(t); len(t) == 2 && t != "ic" || strings.Trim(t, "0123456789") == "" {
			return true
		}
	}
	return false
}

// markWord says whether a word of an image's file name is one of
// markWords (a pin, a lock, "new").
func markWord(file string) bool {
	for _, t := range evidence.FileTokens(file) {
		if markWords[strings.ToLower(t)] {
			return true
		}
	}
	return false
}

// markWords are file-name words of marks: statuses, file types, ratings.
var markWords = map[string]bool{"new": true, "hot": true, "sale": true, "free": true, "beta": true, "pro": true, "premium": true,
	"pdf": true, "doc": true, "docx": true, "xls": true, "xlsx": true, "ppt": true, "pptx": true, "zip": true, "csv": true, "txt": true,
	"mp3": true, "mp4": true, "check": true, "tick": true, "cross": true, "ok": true, "error": true, "warning": true, "warn": true,
	"alert": true, "info": true, "success": true, "fail": true, "failed": true, "done": true, "pending": true, "lock": true,
	"locked": true, "unlocked": true, "star": true, "stars": true, "rating": true, "yes": true, "no": true, "up": true, "down": true,
	"flag": true, "pin": true, "pinned": true, "sticky": true, "featured": true, "open": true, "closed": true, "online": true, "offline": true, "available": true, "unavailable": true,
	"full": true, "empty": true, "half": true, "active": true, "inactive": true, "status": true, "external": true,
	"shipped": true, "delivered": true, "cancelled": true, "canceled": true, "processing": true, "paid": true, "unpaid": true,
	"overdue": true, "priority": true, "urgent": true, "high": true, "low": true, "medium": true, "moderator": true, "admin": true,
	"verified": true, "sunny": true, "cloudy": true, "rain": true, "rainy": true, "snow": true, "storm": true, "fog": true, "weather": true}

// personImage says whether an image is a picture of someone (its class or
// file says avatar, user, profile…): beside a task it may be the only
// thing that says who; beside the person's name it says it again.
func personImage(in finding.Inspection) bool {
	for _, t := range append(evidence.FileTokens(in.ImageFile), evidence.WordsOf(in.Attributes["class"])...) {
		if personWords[strings.ToLower(t)] {
			return true
		}
	}
	// Or its folder: /images/team/maggie.svg, /img/staff/, /authors/.
	src := strings.Split(strings.Split(in.Attributes["src"], "?")[0], "#")[0]
	if i := strings.LastIndexByte(src, '/'); i > 0 {
		for _, t := range evidence.WordsOf(src[:i]) {
			if personWords[t] || personFolders[t] {
				return true
			}
		}
	}
	return false
}

// personFolders are folders of pictures of people (a team page's photos).
var personFolders = map[string]bool{"team": true, "people": true, "staff": true, "authors": true, "members": true, "speakers": true,
	"avatars": true, "portraits": true, "headshots": true, "growers": true, "hosts": true, "chefs": true, "coaches": true, "trainers": true}

// personNamed is the name written beside a picture of someone, when the
// file is named for them: a picture the file or its class calls a
// person's (an avatar, a portrait) by a name that has a word of the file's
// name (chef-amara.svg by "Amara Okafor"), or any picture by a name that
// has every word of the file's name, two or more (maya-okafor.jpg by "Maya
// Okafor"; not team.svg by "Our Team"). Not a mark (24 px or less) and not
// in a control, whose words name it.
func personNamed(in finding.Inspection) string {
	f := in.Image
	if f == nil || f.ControlTag != "" || min(f.RenderW, f.RenderH) <= 24 {
		return ""
	}
	var own []string
	for _, t := range fileWords(in.ImageFile) {
		if len(t) >= 3 && !personWords[t] {
			own = append(own, t)
		}
	}
	if len(own) == 0 {
		return ""
	}
	// In the page's order: a name that is an element's whole text before
	// one cut from a sentence ("Amara Okafor" before "Amara").
	for _, n := range f.Names {
		if strings.Contains(n, "'s") || strings.Contains(n, "’s") {
			continue // a possessive names what is someone's (Amara's Kitchen), not them
		}
		words := evidence.WordsOf(n)
		has := func(t string) bool { return slices.Contains(words, t) }
		if slices.ContainsFunc(own, has) && (personImage(in) || len(own) >= 2 && !slices.ContainsFunc(own, func(t string) bool { return !has(t) })) {
			return n
		}
	}
	return ""
}

// titledName says whether heading is name with a title before it and
// nothing else ("Dr. Amara Okafor" for "Amara Okafor"; not "Chef Amara's
// Winter Menu").
func titledName(heading, name string) bool {
	h, n := strings.Fields(heading), strings.Fields(name)
	return len(h) == len(n)+1 && len(h[0]) <= 5 && strings.Join(h[1:], " ") == strings.Join(n, " ")
}

// fileSaidBeside says whether a word of the file's name (three letters or
// more, not a picture word) is in a word of the text around the image: the
// name of the person an avatar shows, or in their user name (anna.svg by
// annabikes).
func fileSaidBeside(file, around string) bool {
	words := evidence.WordsOf(around)
	for _, t := range fileWords(file) {
		if len(t) < 3 || personWords[t] {
			continue
		}
		for _, w := range words {
			// The whole word, or a user name that starts or ends with it
			// (annabikes, gravelgrace) when it has four letters or more.
			if w == t || len(t) >= 4 && (strings.HasPrefix(w, t) || strings.HasSuffix(w, t)) {
				return true
			}
		}
	}
	return false
}

// iconLabel is the text of the image's block when that is all there is
// beside the image: one to three words of letters, four letters at least
// ("Vegetarian"); "" otherwise.
func iconLabel(file string, f *finding.ImageFacts) string {
	if words := fileWords(file); len(words) > 0 && !slices.ContainsFunc(evidence.WordsOf(f.Around), func(w string) bool { return slices.Contains(words, w) }) {
		return "" // a moderator.svg beside "kestrel": the label says who, the icon what
	}
	ws := strings.Fields(f.Around)
	if len(ws) == 0 || len(ws) > 3 || len(strings.Join(evidence.WordsOf(f.Around), "")) < 4 || !slices.Contains(f.Beside, f.Around) {
		return ""
	}
	for _, w := range ws {
		for _, r := range w {
			if !unicode.IsLetter(r) && r != '-' && r != '\'' {
				return ""
			}
		}
	}
	return f.Around
}

// shapeRoles are the file roles of pictures that are shapes, never words:
// what OCR reads in them is the shape.
var shapeRoles = map[string]bool{"divider": true, "border": true, "line": true, "rule": true, "sep": true, "corner": true,
	"curve": true, "edge": true, "spacer": true, "blank": true, "pixel": true, "shadow": true}

var (
	phoneText = regexp.MustCompile(`^\+?[\d\s().-]{7,20}$`)
	emailText = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[a-z]{2,}$`)
)

// contactIcon is what a small contact icon marks when the text beside it
// is just that ("phone number" for phone.svg beside "020 7946 0321", "email
// address" for mail.svg beside an address), or "".
func contactIcon(file, around string) string {
	around = strings.TrimSpace(around)
	for _, w := range fileWords(file) {
		switch {
		case (w == "phone" || w == "tel" || w == "telephone") && phoneText.MatchString(around) && digits(around) >= 7:
			return "phone number"
		case (w == "mail" || w == "email" || w == "envelope") && emailText.MatchString(strings.ToLower(around)):
			return "email address"
		}
	}
	return ""
}

func digits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// personWords say that a picture shows someone.
var personWords = map[string]bool{"avatar": true, "avatars": true, "user": true, "users": true, "profile": true, "author": true,
	"member": true, "person": true, "people": true, "face": true, "headshot": true, "portrait": true, "assignee": true, "owner": true,
	// Someone by their role: a chef of the month, a course's trainer.
	"chef": true, "coach": true, "trainer": true, "instructor": true, "teacher": true, "doctor": true, "speaker": true,
	"founder": true, "staff": true, "reviewer": true, "writer": true, "artist": true, "host": true}

// fileWords are the words of an image's file name, less picture words and
// numbers (icon-leaf.svg is leaf).
func fileWords(file string) []string {
	var out []string
	for _, t := range evidence.FileTokens(file) {
		t = strings.ToLower(t)
		if len(t) >= 2 && !pictureWords[t] && t != "icon" && t != "ic" && strings.Trim(t, "0123456789") != "" {
			out = append(out, t)
		}
	}
	return out
}
