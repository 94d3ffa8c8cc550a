package guard

import (
	"unicode/utf8"

	"fmt"
	unorm "golang.org/x/text/unicode/norm"
	"net/url"
	"path"
	"strings"
)

// Write is the category of a write the classifier does not judge
// destructive: under the strict write policy it needs an --allow-writes
// scope or a person's yes. It is not one of Categories: --allow-destructive
// approves what the classifier recognised; the blanket switch for
// unrecognised writes is --writes standard, and the narrow one a scope.
const Write = "write"

// Write policies (--writes).
const (
	// WritesStrict lets a write pass only when a scope allows it or a
	// person approves it: complete by construction, like a firewall's
	// default deny. The zero value.
	WritesStrict WriteMode = ""
	// WritesStandard lets a write the classifier does not judge destructive
	// pass, unless the act that caused it announced no write.
	WritesStandard WriteMode = "standard"
)

// WriteMode is the write policy: strict or standard.
type WriteMode string

// ParseWriteMode reads --writes strict|standard.
func ParseWriteMode(s string) (WriteMode, error) {
	switch strings.TrimSpace(s) {
	case "strict", "":
		return WritesStrict, nil
	case "standard":
		return WritesStandard, nil
	}
	return WritesStrict, fmt.Errorf("%q: use strict (a write passes only with a scope or a person's yes) or standard (the classifier decides)", s)
}

// String is the flag's spelling.
func (m WriteMode) String() string {
	if m == WritesStandard {
		return "standard"
	}
	return "strict"
}

// IsWrite reports whether a request writes, by construction rather than
// by its words: any method but GET, HEAD and OPTIONS (after an override
// header), and any request that carries a body. A WebSocket message (method
// SEND) is one; a GET is one only when the classifier or ActionLink reads
// it as an action, which the caller decides.
func IsWrite(method string, hasBody bool) bool {
	switch strings.ToUpper(method) {
	case "GET", "HEAD", "OPTIONS":
		return hasBody
	}
	return true
}

// WriteScope is one --allow-writes entry: a method (or * for any) and an
// absolute URL glob, compared with the query dropped and the host in
// CanonicalHost form. In the path, * matches within one segment and **
// across segments.
type WriteScope struct {
	Method string // upper case, or "*"
	Scheme string
	Host   string // canonical, with :port when one was given
	Path   string // glob
	raw    string
}

// String is the scope as the operator wrote it.
func (s WriteScope) String() string { return s.raw }

const scopeExample = `'POST https://app.example.com/api/projects/**'`

// ParseWriteScopes reads --allow-writes entries (each may hold several,
// comma-separated). A malformed one is an error naming what was expected.
func ParseWriteScopes(entries []string) ([]WriteScope, error) {
	var out []WriteScope
	for _, e := range entries {
		for _, raw := range strings.Split(e, ",") {
			raw = strings.TrimSpace(raw)
			if raw == "" {
				continue
			}
			s, err := parseWriteScope(raw)
			if err != nil {
				return nil, fmt.Errorf("--allow-writes %q: %v; expected METHOD (or *) and an absolute URL glob, e.g. %s", raw, err, scopeExample)
			}
			out = append(out, s)
		}
	}
	return out, nil
}

func parseWriteScope(raw string) (WriteScope, error) {
	f := strings.Fields(raw)
	if len(f) != 2 {
		return WriteScope{}, fmt.Errorf("want two parts, a method and a URL, got %d", len(f))
	}
	m := strings.ToUpper(f[0])
	if m != "*" && strings.IndexFunc(m, func(r rune) bool { return r < 'A' || r > 'Z' }) >= 0 {
		return WriteScope{}, fmt.Errorf("%q is not a method", f[0])
	}
	u, err := url.Parse(f[1])
	if err != nil || (u.Scheme != "http" && u.Scheme != "https" && u.Scheme != "ws" && u.Scheme != "wss") || u.Host == "" {
		return WriteScope{}, fmt.Errorf("%q is not an absolute http(s) URL", f[1])
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return WriteScope{}, fmt.Errorf("the query is ignored when matching; leave it out of %q", f[1])
	}
	if strings.Contains(u.Hostname(), "*") {
		return WriteScope{}, fmt.Errorf("the host %q must be exact (globs go in the path)", u.Hostname())
	}
	p := u.Path
	if p == "" {
		p = "/"
	}
	if _, err := path.Match(strings.ReplaceAll(p, "**", "*"), "/"); err != nil {
		return WriteScope{}, fmt.Errorf("bad path glob %q: %v", p, err)
	}
	return WriteScope{Method: m, Scheme: httpScheme(u.Scheme), Host: scopeHost(u), Path: p, raw: raw}, nil
}

// httpScheme judges ws:// as http:// (the guard sees a socket as its
// HTTP form).
func httpScheme(s string) string {
	switch s {
	case "ws":
		return "http"
	case "wss":
		return "https"
	}
	return s
}

func scopeHost(u *url.URL) string {
	h := CanonicalHost(u.Hostname())
	if p := u.Port(); p != "" && !(p == "80" && httpScheme(u.Scheme) == "http" || p == "443" && httpScheme(u.Scheme) == "https") {
		h += ":" + p
	}
	return h
}

// Match reports whether a request of method to rawURL is in the scope.
func (s WriteScope) Match(method, rawURL string) bool {
	if s.Method != "*" && !strings.EqualFold(s.Method, method) {
		return false
	}
	u, err := url.Parse(rawURL)
	if err != nil || httpScheme(u.Scheme) != s.Scheme || scopeHost(u) != s.Host {
		return false
	}
	p := u.EscapedPath()
	if p == "" {
		p = "/"
	}
	// A segment that decodes to another path (..%2F..%2Fadmin, %2e%2e,
	// ..%5C) is not in any scope: a server that decodes before it routes
	// reaches an address the scope never named (a fourth outside
	// attacker's).
	for _, seg := range strings.Split(p, "/") {
		dec, err := url.PathUnescape(seg)
		// ..;/ is .. to servers that drop a segment's ;parameters (Tomcat,
		// Spring), and %25 a second encoding for one that decodes twice.
		base, _, _ := strings.Cut(dec, ";")
		if err != nil || strings.ContainsAny(dec, "/\\") || base == "." || base == ".." || strings.Contains(strings.ToLower(seg), "%25") {
			return false
		}
		// Bytes that are no UTF-8 (an overlong %c0%ae is "." to a lax
		// decoder), and text a server that normalises Unicode reads as
		// a path (U+FF0F fullwidth solidus, U+2024 one dot leader): a
		// segment is compared as NFKC would have it.
		if !utf8.ValidString(dec) {
			return false
		}
		if k := unorm.NFKC.String(dec); k != dec {
			kb, _, _ := strings.Cut(k, ";")
			if strings.ContainsAny(k, "/\\%") || kb == "." || kb == ".." || strings.Contains(k, "..") {
				return false
			}
		}
	}
	return globPath(s.Path, p)
}

// globPath matches a path glob segment by segment: * within a segment
// (path.Match), ** any number of segments, including none.
func globPath(glob, p string) bool {
	return globSegs(strings.Split(glob, "/"), strings.Split(p, "/"))
}

func globSegs(g, p []string) bool {
	for len(g) > 0 {
		if g[0] == "**" {
			for i := 0; i <= len(p); i++ {
				if globSegs(g[1:], p[i:]) {
					return true
				}
			}
			return false
		}
		if len(p) == 0 {
			return false
		}
		if ok, err := path.Match(g[0], p[0]); err != nil || !ok {
			return false
		}
		g, p = g[1:], p[1:]
	}
	return len(p) == 0
}

// AllowsWrite returns the first scope that allows a write, or nil.
func AllowsWrite(scopes []WriteScope, method, rawURL string) *WriteScope {
	for i := range scopes {
		if scopes[i].Match(method, rawURL) {
			return &scopes[i]
		}
	}
	return nil
}
