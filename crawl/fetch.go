package crawl

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"strings"
	"time"

	"golang.org/x/net/html"

	"github.com/accessagents/accessagents/guard"
)

// Sentinel errors of a page fetch; the crawl records them per page.
var (
	ErrRedirectLoop = errors.New("redirect loop")
	ErrBlocked      = errors.New("blocked by the URL policy")
)

// maxHTMLBytes bounds the HTML read for link discovery.
const maxHTMLBytes = 5 << 20

// Fetcher is the crawl's own HTTP: robots.txt, sitemaps, and one GET per
// page before the browser scans it, to learn its status, type, redirects
// and links. Every URL it requests, redirects included, goes through
// Policy first — the same check the browser applies.
type Fetcher struct {
	client *http.Client
	policy func(ctx context.Context, url string) error
}

// NewFetcher returns a Fetcher. policy may be nil; jar may be nil.
func NewFetcher(policy func(context.Context, string) error, jar http.CookieJar, timeout time.Duration) *Fetcher {
	f := &Fetcher{policy: policy}
	f.client = &http.Client{Jar: jar, Timeout: timeout, CheckRedirect: f.checkRedirect}
	return f
}

func (f *Fetcher) checkRedirect(req *http.Request, via []*http.Request) error {
	for _, v := range via {
		if v.URL.String() == req.URL.String() {
			return fmt.Errorf("%w: %s redirects back to itself", ErrRedirectLoop, req.URL)
		}
	}
	if len(via) >= 10 {
		return fmt.Errorf("%w: more than 10 redirects", ErrRedirectLoop)
	}
	if why := destructive(req.URL.String()); why != "" {
		return fmt.Errorf("%w: %s redirects to %s; %s", ErrDestructive, via[0].URL, req.URL, why)
	}

	if f.policy != nil {
		if err := f.policy(req.Context(), req.URL.String()); err != nil {
			return fmt.Errorf("%w: %v", ErrBlocked, err)
		}
	}
	return nil
}

// Fetched is one GET's outcome.
type Fetched struct {
	URL         *url.URL // after redirects
	Status      int
	ContentType string
	Redirected  bool
	Body        []byte // HTML only
}

// HTML reports whether the response is an HTML document.
func (r *Fetched) HTML() bool {
	mt, _, _ := mime.ParseMediaType(r.ContentType)
	return mt == "text/html" || mt == "application/xhtml+xml"
}

// Get fetches u. Transport failures, redirect loops and policy refusals are
// errors; HTTP error statuses are not.
func (f *Fetcher) Get(ctx context.Context, u string) (*Fetched, error) {
	// Whatever names it (a link, a seed, robots.txt's Sitemap: line).
	if why := destructive(u); why != "" {
		return nil, fmt.Errorf("%w: %s", ErrDestructive, why)
	}
	if f.policy != nil {
		if err := f.policy(ctx, u); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrBlocked, err)
		}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", "Mozilla/5.0 (compatible; "+UserAgent+")")
	req.Header.Set("Accept", "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
	// Cookies a response sets last for this GET and its redirects only, as
	// a browser context is cleared between the crawl's pages: the next page
	// is asked for with the storage state's cookies alone.
	c := *f.client
	if c.Jar != nil {
		own, _ := cookiejar.New(nil)
		c.Jar = &pageJar{base: c.Jar, own: own}
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	// The URL-policy proxy answers for what it refused: a redirect into a
	// destructive URL, or a blocked address.
	if why := resp.Header.Get(guard.BlockedHeader); why != "" {
		if resp.Header.Get(guard.RefusedRedirectHeader) != "" {
			return nil, fmt.Errorf("%w: %s redirects to a URL the guard judges destructive (%s)", ErrDestructive, u, why)
		}
		return nil, fmt.Errorf("%w: %s", ErrBlocked, why)
	}
	out := &Fetched{URL: resp.Request.URL, Status: resp.StatusCode, ContentType: resp.Header.Get("Content-Type")}
	out.Redirected = resp.Request.URL.String() != req.URL.String()
	if out.HTML() || strings.Contains(out.ContentType, "xml") || strings.HasPrefix(out.ContentType, "text/plain") {
		out.Body, err = io.ReadAll(io.LimitReader(resp.Body, maxHTMLBytes))
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Page is what link discovery learns from a page's HTML.
type Page struct {
	Links    []string // absolute, as written (normalise before use)
	NoFollow bool     // <meta name="robots" content="nofollow">
	Password bool     // has a password field: a login form
}

// ParseHTML extracts links (<a>/<area> href, honouring <base> and
// rel=nofollow), the robots meta and whether there is a password field.
func ParseHTML(body []byte, pageURL *url.URL) Page {
	var p Page
	base := pageURL
	z := html.NewTokenizer(bytes.NewReader(body))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return p
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		name, hasAttr := z.TagName()
		if !hasAttr {
			continue
		}
		attrs := map[string]string{}
		for {
			k, v, more := z.TagAttr()
			attrs[string(k)] = string(v)
			if !more {
				break
			}
		}
		switch string(name) {
		case "base":
			if b, err := pageURL.Parse(attrs["href"]); err == nil && attrs["href"] != "" {
				base = b
			}
		case "a", "area":
			href, ok := attrs["href"]
			if !ok || strings.Contains(" "+strings.ToLower(attrs["rel"])+" ", " nofollow ") {
				continue
			}
			if abs, err := base.Parse(strings.TrimSpace(href)); err == nil {
				p.Links = append(p.Links, abs.String())
			}
		case "meta":
			if strings.EqualFold(attrs["name"], "robots") && strings.Contains(strings.ToLower(attrs["content"]), "nofollow") {
				p.NoFollow = true
			}
		case "input":
			if strings.EqualFold(attrs["type"], "password") {
				p.Password = true
			}
		}
	}
}

// storageState is the part of Playwright's storage-state JSON the crawl's
// own HTTP needs: the cookies.
type storageState struct {
	Cookies []struct {
		Name     string  `json:"name"`
		Value    string  `json:"value"`
		Domain   string  `json:"domain"`
		Path     string  `json:"path"`
		Expires  float64 `json:"expires"`
		HTTPOnly bool    `json:"httpOnly"`
		Secure   bool    `json:"secure"`
	} `json:"cookies"`
}

// JarFromStorageState loads a Playwright storage-state file's cookies into a
// cookie jar, so link discovery sees the site as the logged-in browser does.
func JarFromStorageState(path string) (http.CookieJar, error) {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return nil, err
	}
	if path == "" {
		return jar, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("storage state: %w", err)
	}
	var st storageState
	if err := json.Unmarshal(b, &st); err != nil {
		return nil, fmt.Errorf("storage state %s: not Playwright storage-state JSON: %w", path, err)
	}
	for _, c := range st.Cookies {
		host := strings.TrimPrefix(c.Domain, ".")
		scheme := "http"
		if c.Secure {
			scheme = "https"
		}
		ck := &http.Cookie{Name: c.Name, Value: c.Value, Path: c.Path, HttpOnly: c.HTTPOnly, Secure: c.Secure}
		if strings.HasPrefix(c.Domain, ".") {
			ck.Domain = host
		}
		if c.Expires > 0 {
			ck.Expires = time.Unix(int64(c.Expires), 0)
		}
		jar.SetCookies(&url.URL{Scheme: scheme, Host: host, Path: "/"}, []*http.Cookie{ck})
	}
	return jar, nil
}

// pageJar is one GET's cookie jar: what its responses set (own) over the
// storage state's cookies (base), which it never changes.
type pageJar struct {
	base http.CookieJar
	own  *cookiejar.Jar
}

func (j *pageJar) SetCookies(u *url.URL, cookies []*http.Cookie) { j.own.SetCookies(u, cookies) }

func (j *pageJar) Cookies(u *url.URL) []*http.Cookie {
	out := j.own.Cookies(u)
	set := map[string]bool{}
	for _, c := range out {
		set[c.Name] = true
	}
	for _, c := range j.base.Cookies(u) {
		if !set[c.Name] {
			out = append(out, c)
		}
	}
	return out
}
