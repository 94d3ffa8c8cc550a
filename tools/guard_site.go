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
