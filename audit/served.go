package audit

// The page's served HTML: the response that brought the document, read
// beside axe, for source lines, patches and 4.1.1's markup check.

import (
	"context"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/audit/interactive"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// fetchSource is the page's served HTML, for source lines and patches. It
// is the body of the response that brought the document, as the browser
// received it, and reading it sends nothing. Only when that is not there
// (the page changed its address, the document came from a POST, the
// browser dropped the body) does it re-request the page's URL through the
// browser context (same cookies), keeping it when it is HTML. That GET is
// sent by Playwright's request API, which no page route judges, and the
// page chooses its own URL (history.replaceState('/account/delete?confirm=yes')):
// a URL the guard reads as destructive is not requested again, and source
// lines are left out. A remote browser has no proxy, so the session's
// URL-policy filter judges the URL first.
func fetchSource(ctx context.Context, s *browser.Session, p playwright.Page) *pageSource {
	u := p.URL()
	if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
		return nil
	}
	if body, ok := s.DocumentSource(ctx, p); ok {
		return &pageSource{URL: u, Body: body}
	}
	if guard.ClassifyRequest("GET", u, "", "").Destructive() || s.CheckUnrouted(ctx, u) != nil {
		return nil
	}
	resp, err := p.Request().Get(u, playwright.APIRequestContextGetOptions{Timeout: playwright.Float(10000)})
	if err != nil || resp.Status() != 200 || !strings.Contains(resp.Headers()["content-type"], "html") {
		return nil
	}
	body, err := resp.Body()
	if err != nil {
		return nil
	}
	return &pageSource{URL: u, Body: body}
}

// servedSource is a page's served HTML as a scan reads it beside axe:
// the source, its lines by XPath, and 4.1.1's markup check of it when
// asked for (an HTML document's only); resp is the response it came in.
type servedSource struct {
	resp    playwright.Response
	src     *pageSource
	line    func(xpath string) int
	parsing *finding.RawCheck
}

// readServed reads and parses p's served HTML; it makes no change to the
// page, so it runs while axe does. A re-scan of the document last read
// (the same response brought it, and it still shows that address) takes
// last's reading.
func readServed(ctx context.Context, s *browser.Session, p playwright.Page, parsing bool, last *servedSource) servedSource {
	var sv servedSource
	sv.resp = s.DocumentResponse(p)
	if last != nil && sv.resp != nil && last.resp == sv.resp && last.src != nil && last.src.URL == p.URL() && (last.parsing != nil || !parsing) {
		sv = *last
		if !parsing {
			sv.parsing = nil // this scan's standard does not ask for 4.1.1
		}
		return sv
	}
	if sv.src = fetchSource(ctx, s, p); sv.src == nil {
		return sv
	}
	sv.line = fix.SourceLines(sv.src.Body)
	if parsing && servedAsHTML(p) {
		raw := checks.ParsingResult(sv.src.Body)
		sv.parsing = &raw
	}
	return sv
}

// servedDocument is p's document as its server sent it, for the scratch
// tabs of the on-request checks, or nil when the session did not keep it.
func servedDocument(ctx context.Context, s *browser.Session, p playwright.Page) *interactive.Served {
	resp := s.DocumentResponse(p)
	if resp == nil {
		return nil
	}
	body, ok := s.DocumentSource(ctx, p)
	if !ok {
		return nil
	}
	return &interactive.Served{URL: resp.URL(), Status: resp.Status(), Headers: resp.Headers(), Body: body}
}
