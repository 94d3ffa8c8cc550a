package crawl

import (
	"errors"
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strings"
)

// ErrOutOfScope means a URL is not one the crawl should visit (another
// origin, excluded by a glob, not http(s)).
var ErrOutOfScope = errors.New("out of scope")

// pathSessionID is a session id carried as a path parameter
// (/shop;jsessionid=A1B2/cart), dropped like a tracking parameter.
var pathSessionID = regexp.MustCompile(`(?i);(jsessionid|phpsessid|sid|sessionid)=[^/;]*`)

// trackingParams never change what a page shows; keeping them would make
// every campaign link a new page.
var trackingParams = map[string]bool{"fbclid": true, "gclid": true, "msclkid": true, "mc_cid": true, "mc_eid": true,
	// Session ids in URLs (Java, PHP, ColdFusion, osCommerce…): a new
	// one on every visit would make every page endless copies of itself.
	"jsessionid": true, "phpsessid": true, "sessionid": true, "session_id": true, "sid": true,
	"cfid": true, "cftoken": true, "zenid": true, "oscsid": true}

// Normalize resolves raw against base (nil for an absolute URL) and returns
// its canonical form: lower-case scheme and host, default port dropped,
// fragment and user info dropped, dot segments resolved, tracking
// parameters removed and the query sorted by key.
func Normalize(raw string, base *url.URL) (*url.URL, error) {
	ref, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, fmt.Errorf("%w: %q: %v", ErrOutOfScope, raw, err)
	}
	u := ref
	if base != nil {
		u = base.ResolveReference(ref)
	}
	u.Scheme = strings.ToLower(u.Scheme)
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("%w: scheme %q", ErrOutOfScope, u.Scheme)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("%w: %q has no host", ErrOutOfScope, raw)
	}
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if (u.Scheme == "http" && port == "80") || (u.Scheme == "https" && port == "443") {
		port = ""
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port != "" {
		host += ":" + port
	}
	out := &url.URL{Scheme: u.Scheme, Host: host, Path: u.EscapedPath()}
	if out.Path == "" {
		out.Path = "/"
	}
	if p, err := url.PathUnescape(out.Path); err == nil {
		out.Path = p
	}
	out.Path = pathSessionID.ReplaceAllString(out.Path, "")
	if strings.Contains(out.Path, "/.") {
		trail := strings.HasSuffix(out.Path, "/")
		out.Path = path.Clean(out.Path)
		if trail && out.Path != "/" {
			out.Path += "/"
		}
	}
	if u.RawQuery != "" {
		q := u.Query()
		for k := range q {
			if lk := strings.ToLower(k); trackingParams[lk] || strings.HasPrefix(lk, "utm_") || strings.HasPrefix(lk, "aspsessionid") {
				delete(q, k)
			}
		}
		out.RawQuery = q.Encode() // Encode sorts by key
	}
	return out, nil
}

// Key is the de-duplication key of a normalised URL: the trailing slash of
// a non-root path is ignored, since /a and /a/ are the same page on almost
// every site (one usually redirects to the other), and so is a directory's
// index file: /docs/index.html is what a server sends for /docs/.
func Key(u *url.URL) string {
	k := *u
	if dir, file := path.Split(k.Path); file == "index.html" || file == "index.htm" {
		k.Path = dir
	}
	if len(k.Path) > 1 {
		k.Path = strings.TrimSuffix(k.Path, "/")
	}
	return k.String()
}

// PathKey identifies a page without its query, for capping query variants.
func PathKey(u *url.URL) string {
	k := *u
	k.RawQuery = ""
	return Key(&k)
}

// Scope decides which URLs a crawl visits.
type Scope struct {
	Origins []string // scheme://host[:port]; the start URL's origin by default
	Include []string // globs on the path+query; empty includes everything
	Exclude []string // globs on the path+query
}

// Origin is scheme://host of u.
func Origin(u *url.URL) string { return u.Scheme + "://" + u.Host }

// Allows reports whether u is in scope.
func (s Scope) Allows(u *url.URL) bool {
	ok := false
	for _, o := range s.Origins {
		if o == Origin(u) {
			ok = true
			break
		}
	}
	if !ok {
		return false
	}
	target := u.Path
	if u.RawQuery != "" {
		target += "?" + u.RawQuery
	}
	for _, g := range s.Exclude {
		if globMatch(g, target) {
			return false
		}
	}
	if len(s.Include) == 0 {
		return true
	}
	for _, g := range s.Include {
		if globMatch(g, target) {
			return true
		}
	}
	return false
}

// globMatch matches a glob where * is any run of characters except '/',
// ** is any run at all and ? one character. A glob without a leading '/'
// may match anywhere after a '/': "*.pdf" matches "/docs/a.pdf".
func globMatch(glob, s string) bool {
	var b strings.Builder
	b.WriteString("^")
	if !strings.HasPrefix(glob, "/") {
		b.WriteString("(?:.*/)?")
	}
	for i := 0; i < len(glob); i++ {
		switch c := glob[i]; {
		case c == '*' && i+1 < len(glob) && glob[i+1] == '*':
			b.WriteString(".*")
			i++
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString(".")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	return err == nil && re.MatchString(s)
}

// TrapReason says why a URL looks like a crawl trap, or "" when it does
// not: very long URLs, deep paths, and paths that repeat a segment run
// (relative links that nest forever: /a/b/a/b/a/b).
func TrapReason(u *url.URL) string {
	if len(u.String()) > 2000 {
		return "URL longer than 2000 characters"
	}
	segs := strings.Split(strings.Trim(u.Path, "/"), "/")
	if len(segs) > 20 {
		return "path deeper than 20 segments"
	}
	counts := map[string]int{}
	for _, s := range segs {
		if s == "" {
			continue
		}
		counts[s]++
		if counts[s] > 3 {
			return fmt.Sprintf("path repeats segment %q more than 3 times", s)
		}
	}
	return ""
}
