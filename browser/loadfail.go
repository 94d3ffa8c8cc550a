package browser

// Failed loads: the site could not be reached, so nothing was loaded.
// Each is ErrNavigation with its cause in plain words and what to do; an
// HTTP error status the site served itself is a loaded page, not this.

import (
	"fmt"
	"net"
	"net/url"
	"regexp"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// unreachableHeader (guard.UnreachableHeader, lower-cased as Playwright
// reports headers) marks the URL-policy proxy's own 502: it could not
// reach the site, and says why.
const unreachableHeader = "x-accessagents-unreachable"

// unreachableAdvice ends a message about a site that could not be reached.
const unreachableAdvice = "Check the URL (scheme, host and port); if it is right, the site is down or not started: start it, or try again later."

// tlsAdvice ends a message about a certificate or handshake failure.
const tlsAdvice = "The browser does not trust this site's HTTPS; fix the site's certificate, or open its http:// URL if it serves one."

// netErrorRE finds Chromium's net error code in a Playwright error.
var netErrorRE = regexp.MustCompile(`net::(ERR_[A-Z0-9_]+)`)

// loadFailure reports a load that reached no page: the proxy's own 502 (its
// header says why), a tunnel the proxy could not open, or Chromium's own
// network error. It returns nil for a page the site served, whatever its
// status, and for errors that are no network failure (timeouts, aborts).
func (s *Session) loadFailure(u *url.URL, resp playwright.Response, err error, start time.Time) error {
	if resp != nil {
		if reason := resp.Headers()[unreachableHeader]; reason != "" {
			advice := unreachableAdvice
			if strings.Contains(reason, "ERR_CERT_") {
				advice = tlsAdvice // the proxy checked the site's certificate as the browser would
			}
			return fmt.Errorf("%w: %s could not be loaded: %s. %s", ErrNavigation, resp.URL(), reason, advice)
		}
		return nil
	}
	if err == nil {
		return nil
	}
	m := netErrorRE.FindStringSubmatch(err.Error())
	if m == nil {
		return nil
	}
	code, hp := m[1], hostPort(u)
	if code == "ERR_TUNNEL_CONNECTION_FAILED" && s.m.cfg.ProxyUnreachable != nil {
		if reason := s.m.cfg.ProxyUnreachable(start, hp); reason != "" {
			return fmt.Errorf("%w: %s could not be loaded: %s. %s", ErrNavigation, u, reason, unreachableAdvice)
		}
	}
	cause, advice := netCause(code, u.Hostname(), hp)
	if cause == "" {
		return nil
	}
	return fmt.Errorf("%w: %s could not be loaded: %s. %s", ErrNavigation, u, cause, advice)
}

// chromeErrorPage is where Chromium commits the page it shows for a load
// that failed.
const chromeErrorPage = "chrome-error://chromewebdata/"

// awaitErrorPage waits, after a load that failed on the network, for
// Chromium to commit its error page. Playwright reports the failure
// before that commit, and a commit arriving late, as on a busy machine,
// interrupts whatever the agent does next ("interrupted by another
// navigation"). The wait is for a commit after generation gen (taken
// before the load began), not for the error page's URL: a tab already
// showing an earlier failure's error page has that URL before the new
// one commits. ERR_ABORTED (a 204, a download, a stop) commits no page,
// so it is not waited for; neither is a failure that is not the network's.
func (s *Session) awaitErrorPage(p playwright.Page, gen int64, err error, limit time.Duration) {
	if err == nil {
		return
	}
	m := netErrorRE.FindStringSubmatch(err.Error())
	if m == nil || m[1] == "ERR_ABORTED" {
		return
	}
	timeout := time.After(limit)
	for {
		done, wake := s.committedSince(p, gen, chromeErrorPage)
		if done {
			return
		}
		select {
		case <-wake:
		case <-timeout:
			return
		}
	}
}

// netCause says in plain words what Chromium's net error code means.
func netCause(code, host, hostport string) (cause, advice string) {
	switch {
	case code == "ERR_CONNECTION_REFUSED":
		return "connection refused: nothing is listening on " + hostport, unreachableAdvice
	case code == "ERR_NAME_NOT_RESOLVED" || code == "ERR_NAME_RESOLUTION_FAILED":
		return fmt.Sprintf("the host name %q does not resolve (DNS lookup failed)", host), unreachableAdvice
	case code == "ERR_CONNECTION_RESET":
		return hostport + " reset the connection", unreachableAdvice
	case code == "ERR_CONNECTION_CLOSED" || code == "ERR_EMPTY_RESPONSE":
		return hostport + " closed the connection without answering", unreachableAdvice
	case code == "ERR_CONNECTION_TIMED_OUT" || code == "ERR_TIMED_OUT":
		return hostport + " did not answer in time (connection timed out)", unreachableAdvice
	case code == "ERR_ADDRESS_UNREACHABLE" || code == "ERR_INTERNET_DISCONNECTED" || code == "ERR_NETWORK_CHANGED":
		return "there is no network route to " + hostport, unreachableAdvice
	case code == "ERR_TUNNEL_CONNECTION_FAILED":
		return "the URL-policy proxy could not open a connection to " + hostport, unreachableAdvice
	case code == "ERR_UNSAFE_PORT":
		return "the browser never connects to port " + portOf(hostport) + ", which is reserved for other protocols", "Serve the site on another port (such as 8080) and open that."
	case code == "ERR_TOO_MANY_REDIRECTS":
		return "the site redirects in a loop", "Open the site in a browser to see the loop, or try the URL it should end at."
	case code == "ERR_PROXY_CONNECTION_FAILED":
		return "the browser could not reach AccessAgents' URL-policy proxy", "Nothing was loaded. Restart accessagents; if it happens again, report it."
	case strings.HasPrefix(code, "ERR_CERT_"):
		return fmt.Sprintf("the TLS certificate of %s is not valid (%s)", host, code), tlsAdvice
	case strings.HasPrefix(code, "ERR_SSL_"):
		return fmt.Sprintf("the TLS handshake with %s failed (%s)", hostport, code), tlsAdvice
	}
	return "", ""
}

// portOf is the port of host:port.
func portOf(hostport string) string {
	_, port, _ := net.SplitHostPort(hostport)
	return port
}

// hostPort is u's host:port, with the scheme's default port.
func hostPort(u *url.URL) string {
	if u.Port() != "" {
		return u.Host
	}
	if strings.EqualFold(u.Scheme, "https") {
		return net.JoinHostPort(u.Hostname(), "443")
	}
	return net.JoinHostPort(u.Hostname(), "80")
}
