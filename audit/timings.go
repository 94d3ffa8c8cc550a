package audit

import "time"

// Timings say where one scan's time went, phase by phase, in milliseconds,
// so a user can see what a slow page costs and what to change.
type Timings struct {
	// Navigate is opening the URL until its DOM was ready (with any media
	// emulation and a dialog the previous page left); Load is the wait
	// for the page's load event after that. Both are 0 when the scan read
	// the page already open.
	Navigate int64 `json:"navigate_ms"`
	Load     int64 `json:"load_ms"`
	// Inject is loading axe-core into the top document (0 when it was
	// there): after a navigation it starts during the wait for the load
	// event, and Inject is what is left of it after that wait. Child
	// frames' loading counts in Axe.
	Inject int64 `json:"inject_ms"`
	// Axe is axe-core's rules in every frame, and on a page without frames
	// its finishing run too; Finish is reading each node's XPath and text,
	// and for a page with frames the finishing run in a blank page.
	Axe    int64 `json:"axe_ms"`
	Finish int64 `json:"finish_ms"`
	// Checks is our own cheap checks; SiteFacts what a crawl's site-level
	// checks compare (0 unless asked for).
	Checks    int64 `json:"checks_ms"`
	SiteFacts int64 `json:"site_facts_ms"`
	// Source is reading the served HTML and finding each violation's line.
	Source int64 `json:"source_ms"`
	// Serialise is folding the findings into the session's state and
	// making the result.
	Serialise int64 `json:"serialise_ms"`
	// Total is the whole scan, from the call to its answer.
	Total int64 `json:"total_ms"`
}

// Add is t with u's phases added: a crawl's sum over its pages.
func (t Timings) Add(u Timings) Timings {
	t.Navigate += u.Navigate
	t.Load += u.Load
	t.Inject += u.Inject
	t.Axe += u.Axe
	t.Finish += u.Finish
	t.Checks += u.Checks
	t.SiteFacts += u.SiteFacts
	t.Source += u.Source
	t.Serialise += u.Serialise
	t.Total += u.Total
	return t
}

// lap returns the milliseconds since *mark and moves mark to now.
func lap(mark *time.Time) int64 {
	now := time.Now()
	d := now.Sub(*mark).Milliseconds()
	*mark = now
	return d
}
