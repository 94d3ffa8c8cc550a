package crawl

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/accessagents/accessagents/guard"
)

// StatusDestructive is a URL the guard judges destructive
// (/account/delete?confirm=yes), or one that reads as an action
// (/cart/empty, /orders/5/cancel): a GET to it may act, so the crawl never
// requests it — not as a link, a sitemap entry, a seed or a redirect
// target — and lists it with the guard's reason instead.
const StatusDestructive = "skipped_destructive"

// ErrDestructive is a redirect into a URL the guard judges destructive.
var ErrDestructive = errors.New("the guard judges the URL destructive; the crawl does not request it")

// destructive returns the reason a URL is not to be requested, or "".
func destructive(raw string) string {
	v := guard.DestructiveURL(raw)
	if v.Destructive() {
		return fmt.Sprintf("not visited: the guard judges it destructive — %s; audit it by hand if it is safe", v.Explanation)
	}
	if u, err := url.Parse(raw); err == nil {
		if a := guard.ActionLink(u); a != "" {
			return fmt.Sprintf("not visited: the link reads as an action (%s), which a GET may carry out; audit it by hand if it is safe", a)
		}
	}
	return ""
}

// ViaProxy sends the fetcher's requests through the URL-policy proxy the
// browser uses, so robots.txt, sitemaps and page fetches are judged on the
// address actually connected to (and plain-http redirects by the proxy's
// redirect rule), not only by the early URL check.
//
// The proxy ends https itself, with certificates of its run's own CA:
// tlsCfg trusts that CA (guard.Proxy.ClientTLS); the proxy checks the
// site's real certificate.
func (f *Fetcher) ViaProxy(proxyURL string, tlsCfg *tls.Config) (*Fetcher, error) {
	u, err := url.Parse(proxyURL)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("crawl fetcher: proxy %q is not a URL", proxyURL)
	}
	f.client.Transport = &http.Transport{Proxy: http.ProxyURL(u), TLSClientConfig: tlsCfg, MaxIdleConnsPerHost: 8, IdleConnTimeout: 60 * time.Second,
		ResponseHeaderTimeout: 60 * time.Second}
	return f, nil
}
