package tools

import (
	"net/url"
	"sync"
)

// A person's yes for a site: this category of page request to this
// origin, until the session ends.

// siteYes holds the person's answers that cover a site: session, origin
// and category, until the session ends (session ids are unique in the
// process; an ended session's answers are never looked up again).
var siteYes sync.Map

func approveSite(session, origin, category string) {
	siteYes.Store(session+"\x00"+origin+"\x00"+category, true)
}

// siteApproved says whether the person allowed this category of request
// to rawURL's origin for the rest of the session.
func siteApproved(session, rawURL, category string) bool {
	o := origin(rawURL)
	if o == "" {
		return false
	}
	_, ok := siteYes.Load(session + "\x00" + o + "\x00" + category)
	return ok
}

// origin is an address's scheme and host, "" when it has none.
func origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// ticked reads a boolean field of an elicitation's answer.
func ticked(content any, field string) bool {
	m, _ := content.(map[string]any)
	b, _ := m[field].(bool)
	return b
}

// The addresses a person named on the command line.

// given holds, per guardian, the addresses the person named on the
// command line (audit's and fix's own page): see Give.
var given sync.Map

type givenKey struct {
	g   *Guardian
	url string
}

// Give records an address the person named on the command line. A
// navigation to exactly that address is theirs, not an agent's reading of
// a page: it is allowed and logged as the operator's, whatever its words
// ("/broadcast.html" reads as a publication). Links, redirects and the
// page's own requests are judged as ever.
func (g *Guardian) Give(url string) { given.Store(givenKey{g, url}, true) }

func (g *Guardian) gave(url string) bool { _, ok := given.Load(givenKey{g, url}); return ok }
