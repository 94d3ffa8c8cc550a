// Package crawltest serves a generated site for crawl tests and benchmarks:
// product, category and article templates that repeat the same violations
// page after page, a robots.txt, a sitemap (with pages linked from nowhere
// else), crawl traps, broken pages and an optional login wall.
package crawltest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
)

// Site is a generated site on 127.0.0.1.
type Site struct {
	*httptest.Server
	Products, Categories, Articles int
	// LoginWall links /account/ pages that redirect to /login without the
	// session cookie.
	LoginWall bool
	// Regression, when set, adds a new violation to every article (an
	// unlabelled select), for baseline tests.
	Regression atomic.Bool
}

// SessionCookie is the cookie the login wall accepts.
const SessionCookie = "session"

// SessionValue is its valid value.
const SessionValue = "valid-session"

// The credentials the login form accepts.
const (
	LoginUser     = "ada.lovelace" // --secrets refuses values under 4 characters
	LoginPassword = "correct-horse-battery"
)

// New starts a site; close it with Close.
func New(products, categories, articles int, loginWall bool) *Site {
	s := &Site{Products: products, Categories: categories, Articles: articles, LoginWall: loginWall}
	// Assigned before it serves: handlers read s.URL.
	s.Server = httptest.NewUnstartedServer(http.HandlerFunc(s.serve))
	s.Server.Start()
	return s
}

func page(w http.ResponseWriter, title, body string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>%s</title></head><body>
<header><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a> <a href="/category/1">Shop</a></nav></header>
<main><h1>%s</h1>%s</main>
<footer><a href="/calendar?month=1">Events</a> <a href="/trap/">Archive</a> <a href="/private/admin">Admin</a></footer>
</body></html>`, title, title, body)
}

func (s *Site) serve(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case p == "/robots.txt":
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "User-agent: *\nDisallow: /private/\n\nSitemap: "+s.URL+"/sitemap.xml\n")
	case p == "/sitemap.xml":
		w.Header().Set("Content-Type", "application/xml")
		var b strings.Builder
		b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
		for i := 1; i <= s.Articles; i++ {
			fmt.Fprintf(&b, "<url><loc>%s/articles/%d</loc></url>", s.URL, i)
		}
		b.WriteString("</urlset>")
		fmt.Fprint(w, b.String())
	case p == "/":
		var b strings.Builder
		for c := 1; c <= s.Categories; c++ {
			fmt.Fprintf(&b, `<li><a href="/category/%d">Category %d</a></li>`, c, c)
		}
		extra := `<p><a href="/old-about">Old about</a> <a href="/broken">Deals</a> <a href="/catalogue.pdf">Catalogue</a>
<a href="/loop">Loop</a> <a href="/missing">Missing</a> <a href="/about?utm_source=x#team">Team</a> <a href="https://example.invalid/x">Elsewhere</a></p>`
		if s.LoginWall {
			extra += `<p><a href="/account/">My account</a></p>`
		}
		page(w, "Home", "<ul>"+b.String()+"</ul>"+extra)
	case p == "/about", p == "/about/":
		page(w, "About", `<p>We sell things.</p><img src="/img/team.png">`)
	case p == "/contact":
		page(w, "Contact", `<form><input type="email" name="email"><button>Send</button></form>`)
	case p == "/old-about":
		http.Redirect(w, r, "/about", http.StatusMovedPermanently)
	case p == "/loop":
		http.Redirect(w, r, "/loop2", http.StatusFound)
	case p == "/loop2":
		http.Redirect(w, r, "/loop", http.StatusFound)
	case p == "/broken":
		http.Error(w, "internal error", http.StatusInternalServerError)
	case p == "/catalogue.pdf":
		w.Header().Set("Content-Type", "application/pdf")
		fmt.Fprint(w, "%PDF-1.4\n")
	case p == "/calendar":
		m, _ := strconv.Atoi(r.URL.Query().Get("month"))
		page(w, "Events", fmt.Sprintf(`<a href="/calendar?month=%d">Previous</a> <a href="/calendar?month=%d">Next</a>`, m-1, m+1))
	case strings.HasPrefix(p, "/trap/"):
		// A relative link that nests forever: /trap/a/a/a/...
		page(w, "Archive", `<a href="a/">Older</a>`)
	case strings.HasPrefix(p, "/category/"):
		c, err := strconv.Atoi(strings.TrimPrefix(p, "/category/"))
		if err != nil || c < 1 || c > s.Categories {
			http.NotFound(w, r)
			return
		}
		var b strings.Builder
		for i := c; i <= s.Products; i += s.Categories {
			fmt.Fprintf(&b, `<li><a href="/products/%d">Product %d</a></li>`, i, i)
		}
		page(w, fmt.Sprintf("Category %d", c), "<ul>"+b.String()+"</ul>")
	case strings.HasPrefix(p, "/products/"):
		n, err := strconv.Atoi(strings.TrimPrefix(p, "/products/"))
		if err != nil || n < 1 || n > s.Products {
			http.NotFound(w, r)
			return
		}
		// The template's violations: an image without alt and an icon
		// button without a name, on every product page.
		body := fmt.Sprintf(`<img src="/img/p%d.png" id="photo-%d"><p>Price %d.00</p><button class="add-%d"><svg width="8" height="8"></svg></button>
<a href="/products/%d">Next</a> <a href="/category/%d">Back</a>`, n, n, n, n, n%s.Products+1, (n-1)%s.Categories+1)
		if n == 7 {
			body += `<a href="/products/7#reviews"></a>` // a one-off: an empty link on one page
		}
		page(w, fmt.Sprintf("Product %d", n), body)
	case strings.HasPrefix(p, "/articles/"):
		n, err := strconv.Atoi(strings.TrimPrefix(p, "/articles/"))
		if err != nil || n < 1 || n > s.Articles {
			http.NotFound(w, r)
			return
		}
		body := fmt.Sprintf(`<p>Article %d text.</p><input type="text" name="comment-%d">`, n, n)
		if s.Regression.Load() {
			body += `<select name="rating"><option>5</option></select>`
		}
		page(w, fmt.Sprintf("Article %d", n), body)
	case p == "/login" && r.Method == http.MethodPost:
		if r.FormValue("u") != LoginUser || r.FormValue("p") != LoginPassword {
			http.Redirect(w, r, "/login?failed=1", http.StatusSeeOther)
			return
		}
		http.SetCookie(w, &http.Cookie{Name: SessionCookie, Value: SessionValue, Path: "/", HttpOnly: true})
		http.Redirect(w, r, "/account/", http.StatusSeeOther)
	case p == "/login":
		page(w, "Log in", `<form method="post"><label>User <input name="u"></label><label>Password <input type="password" name="p"></label><button>Log in</button></form>`)
	case strings.HasPrefix(p, "/account/"):
		if ck, err := r.Cookie(SessionCookie); err != nil || ck.Value != SessionValue {
			http.Redirect(w, r, "/login?next="+p, http.StatusFound)
			return
		}
		page(w, "Account", `<p>Your orders.</p><a href="/account/orders">Orders</a> <img src="/img/avatar.png">`)
	case strings.HasPrefix(p, "/img/"):
		w.Header().Set("Content-Type", "image/png")
	default:
		http.NotFound(w, r)
	}
}
