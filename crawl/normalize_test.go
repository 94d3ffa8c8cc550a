package crawl

import (
	"net/url"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/finding"
)

func TestNormalizeAndKey(t *testing.T) {
	base, _ := url.Parse("http://Example.com:80/dir/page")
	for _, tc := range []struct{ in, want, key string }{
		{"HTTP://EXAMPLE.com:80/a/b/#frag", "http://example.com/a/b/", "http://example.com/a/b"},
		{"https://example.com:443/?b=2&a=1&utm_source=x&fbclid=y", "https://example.com/?a=1&b=2", "https://example.com/?a=1&b=2"},
		{"../x/./y", "http://example.com/x/y", "http://example.com/x/y"},
		{"other", "http://example.com/dir/other", "http://example.com/dir/other"},
		{"http://example.com:8080", "http://example.com:8080/", "http://example.com:8080/"},
		{"?q=1", "http://example.com/dir/page?q=1", "http://example.com/dir/page?q=1"},
		// Session ids in the path or the query are dropped.
		{"/shop;jsessionid=A1B2C3/cart", "http://example.com/shop/cart", "http://example.com/shop/cart"},
		{"/p?id=4&PHPSESSID=9f8e&sid=77&ASPSESSIONIDQQ=x", "http://example.com/p?id=4", "http://example.com/p?id=4"},
		// A directory's index file is the directory's page.
		{"/index.html", "http://example.com/index.html", "http://example.com/"},
		{"/docs/index.htm?v=2", "http://example.com/docs/index.htm?v=2", "http://example.com/docs?v=2"},
		{"/docs/myindex.html", "http://example.com/docs/myindex.html", "http://example.com/docs/myindex.html"},
	} {
		u, err := Normalize(tc.in, base)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if u.String() != tc.want || Key(u) != tc.key {
			t.Errorf("%s: got %s key %s, want %s key %s", tc.in, u, Key(u), tc.want, tc.key)
		}
	}
	for _, bad := range []string{"mailto:a@b.c", "javascript:void(0)", "ftp://x/y"} {
		if _, err := Normalize(bad, base); err == nil {
			t.Errorf("%s: normalised, want out of scope", bad)
		}
	}
}

func TestScopeGlobsAndTraps(t *testing.T) {
	s := Scope{Origins: []string{"http://a.test"}, Exclude: []string{"*.pdf", "/admin/**"}}
	for raw, want := range map[string]bool{
		"http://a.test/docs/x.html": true, "http://a.test/docs/x.pdf": false, "http://a.test/admin/users/1": false,
		"http://b.test/docs/x.html": false, "http://a.test/administrator": true,
	} {
		u, _ := Normalize(raw, nil)
		if got := s.Allows(u); got != want {
			t.Errorf("%s: allowed %v, want %v", raw, got, want)
		}
	}
	inc := Scope{Origins: []string{"http://a.test"}, Include: []string{"/blog/*"}}
	for raw, want := range map[string]bool{"http://a.test/blog/post": true, "http://a.test/blog/a/b": false, "http://a.test/shop": false} {
		u, _ := Normalize(raw, nil)
		if got := inc.Allows(u); got != want {
			t.Errorf("include %s: allowed %v, want %v", raw, got, want)
		}
	}
	for raw, trap := range map[string]bool{
		"http://a.test/t/a/a/a/a/": true, "http://a.test/t/a/a/": false,
		"http://a.test/" + strings.Repeat("x/", 25): true, "http://a.test/?" + strings.Repeat("q", 2100): true,
	} {
		u, _ := Normalize(raw, nil)
		if got := TrapReason(u) != ""; got != trap {
			t.Errorf("%s: trap %v, want %v", raw, got, trap)
		}
	}
}

func TestRobots(t *testing.T) {
	r := ParseRobots(strings.NewReader(`# comment
User-agent: googlebot
Disallow: /

User-agent: *
Disallow: /private/
Disallow: /*.json$
Allow: /private/open
Crawl-delay: 2
Sitemap: https://a.test/sm.xml
`))
	for p, want := range map[string]bool{"/": true, "/private/x": false, "/private/open/1": true, "/data.json": false, "/data.json?x": true} {
		if got := r.Allowed(p); got != want {
			t.Errorf("%s: allowed %v, want %v", p, got, want)
		}
	}
	if r.CrawlDelay.Seconds() != 2 || len(r.Sitemaps) != 1 {
		t.Errorf("crawl-delay %v sitemaps %v", r.CrawlDelay, r.Sitemaps)
	}
	mine := ParseRobots(strings.NewReader("User-agent: *\nDisallow: /\n\nUser-agent: AccessAgents\nDisallow: /x\n"))
	if !mine.Allowed("/y") || mine.Allowed("/x") {
		t.Error("the group naming accessagents must win over *")
	}
	var none *Robots
	if !none.Allowed("/anything") {
		t.Error("no robots.txt allows everything")
	}
}

func TestSitemapAndIndex(t *testing.T) {
	var pages, children []string
	add := func(dst *[]string) func(string) { return func(s string) { *dst = append(*dst, s) } }
	err := ParseSitemap(strings.NewReader(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://a.test/1</loc><lastmod>2026-01-01</lastmod></url><url><loc> https://a.test/2 </loc></url></urlset>`), add(&pages), add(&children))
	if err != nil || len(pages) != 2 || len(children) != 0 {
		t.Fatalf("urlset: %v %v %v", pages, children, err)
	}
	pages = nil
	err = ParseSitemap(strings.NewReader(`<sitemapindex><sitemap><loc>https://a.test/sm1.xml</loc></sitemap></sitemapindex>`), add(&pages), add(&children))
	if err != nil || len(children) != 1 || len(pages) != 0 {
		t.Fatalf("index: %v %v %v", pages, children, err)
	}
}

func TestFingerprintSurvivesCosmeticChanges(t *testing.T) {
	a := &finding.Violation{RuleID: "image-alt", Selector: "#photo-12", HTML: `<img src="/img/p12.png" id="photo-12">`}
	b := &finding.Violation{RuleID: "image-alt", Selector: "#photo-13", HTML: `<img  src="/img/p13.png"   id="photo-13">`}
	c := &finding.Violation{RuleID: "image-alt", Selector: "header > img", HTML: `<img src="/logo.png">`}
	d := &finding.Violation{RuleID: "role-img-alt", Selector: "#photo-12", HTML: `<img src="/img/p12.png" id="photo-12">`}
	e := &finding.Violation{RuleID: "list", Selector: "ul > li:nth-child(3) > a", HTML: `<a>x</a>`}
	f := &finding.Violation{RuleID: "list", Selector: "ul > li:nth-child(4) > a", HTML: `<a>x</a>`}
	if Fingerprint(a) != Fingerprint(b) || Fingerprint(e) != Fingerprint(f) {
		t.Error("the same template element on two pages must share a fingerprint")
	}
	if Fingerprint(a) == Fingerprint(c) || Fingerprint(a) == Fingerprint(d) {
		t.Error("another element or another rule must not share a fingerprint")
	}
}

func TestParseHTMLLinks(t *testing.T) {
	u, _ := url.Parse("http://a.test/dir/page")
	p := ParseHTML([]byte(`<base href="/root/"><a href="x">x</a><a href="/y" rel="nofollow">y</a><area href="z">
<meta name="robots" content="noindex, nofollow"><input type="password">`), u)
	if len(p.Links) != 2 || p.Links[0] != "http://a.test/root/x" || p.Links[1] != "http://a.test/root/z" || !p.NoFollow || !p.Password {
		t.Errorf("got %+v", p)
	}
}

func TestFailingGate(t *testing.T) {
	s := &SiteSummary{Templates: []*Template{
		{Fingerprint: "a", Impact: "critical"}, {Fingerprint: "b", Impact: "serious", New: true},
		{Fingerprint: "c", Impact: "moderate", New: true}, {Fingerprint: "d", Impact: "minor"},
	}}
	for _, tc := range []struct {
		failOn   string
		baseline bool
		want     int
	}{{"minor", false, 4}, {"serious", false, 2}, {"critical", false, 1}, {"minor", true, 2}, {"serious", true, 1}, {"critical", true, 0}} {
		if got := len(s.Failing(tc.failOn, tc.baseline)); got != tc.want {
			t.Errorf("fail-on %s baseline %v: %d failing, want %d", tc.failOn, tc.baseline, got, tc.want)
		}
	}
}
