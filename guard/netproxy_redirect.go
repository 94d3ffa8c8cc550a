package guard

import (
	"fmt"
	"html"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// RefusedRedirectHeader, next to BlockedHeader, marks a refusal of a
// redirect into a destructive URL (its value is that URL), so the browser
// layer gives the agent the guard's advice, not the URL policy's.
const RefusedRedirectHeader = "X-Accessagents-Refused-Redirect"

// refuseDestructiveRedirect is the proxy's ModifyResponse for plain http:
// a redirect from a URL the guard does not judge destructive to one it
// does (a short link, /short/abc → /account/delete?confirm=yes) would make
// the browser do what the agent never asked for and the guard never saw,
// so the 3xx is replaced by a refusal page and recorded as a Block. A
// redirect from a destructive URL passes: reaching that URL was the act,
// and the guard already judged it. HTTPS redirects travel inside CONNECT
// tunnels this proxy does not decrypt; it cannot see them.
func (p *Proxy) refuseDestructiveRedirect(resp *http.Response) error {
	if resp.StatusCode < 300 || resp.StatusCode > 399 || resp.StatusCode == http.StatusNotModified || resp.Request == nil {
		return nil
	}
	loc := resp.Header.Get("Location")
	if loc == "" {
		return nil
	}
	target, err := resp.Request.URL.Parse(strings.TrimSpace(loc))
	if err != nil {
		return nil
	}
	v := DestructiveURL(target.String())
	if !v.Destructive() {
		return nil // the common case, one verdict
	}
	// The source is read as the page judge read it (search-box words such
	// as ?q=delete+my+account do not count), so only a request that judge
	// found destructive, and let through, may carry on into one.
	from := resp.Request.URL.String()
	if ClassifyRequest(resp.Request.Method, from, "", "").Destructive() {
		return nil
	}
	reason := fmt.Sprintf("the guard refused a redirect from %s to %s (%s, %s); navigate to that URL itself so the guard can judge it and ask for confirmation",
		from, target, v.Category, v.Severity)
	p.record(resp.Request.Context(), from, reason)
	body := fmt.Sprintf("<!doctype html><html lang=\"en\"><head><title>Redirect refused</title></head><body><main><h1>Redirect refused</h1><p>The AccessAgents guard refused a redirect to %s: it looks destructive (%s).</p></main></body></html>\n",
		html.EscapeString(target.String()), html.EscapeString(v.Category))
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	resp.StatusCode, resp.Status = http.StatusForbidden, "403 Forbidden"
	resp.Header = http.Header{}
	resp.Header.Set(BlockedHeader, reason)
	resp.Header.Set(RefusedRedirectHeader, target.String())
	resp.Header.Set("Content-Type", "text/html; charset=utf-8")
	resp.Header.Set("Cache-Control", "no-store")
	resp.Header.Set("Content-Length", strconv.Itoa(len(body)))
	resp.ContentLength = int64(len(body))
	resp.TransferEncoding = nil
	resp.Body = io.NopCloser(strings.NewReader(body))
	return nil
}
