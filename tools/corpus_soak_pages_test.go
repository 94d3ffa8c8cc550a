package tools

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The soak corpus: pages shaped like the web's, built from patterns found on
// real sites (embeds, ads, legacy layouts, frameworks, hostile scripts). Each
// page is one pattern in one of several page bodies, so N pages cover every
// pattern many times in different surroundings. The same server answers on
// 127.0.0.1 and on localhost: two origins, so "cross-origin" frames really are
// (and Chromium puts them in their own process).

// soakPatterns are the hostile parts; each returns markup for a page whose
// own origin is self and whose other origin is other.
var soakPatterns = []struct {
	name string
	html func(self, other string, i int) string
}{
	{"iframe-same-origin", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe src="%s/soak/frame/%d" title="related"></iframe>`, s, i)
	}},
	{"iframe-cross-origin", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe src="%s/soak/frame/%d" title="video player" width="560" height="315"></iframe>`, o, i)
	}},
	{"iframe-untitled-ad", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe src="%s/soak/ad/%d" width="300" height="250" frameborder="0" scrolling="no"></iframe>`, o, i)
	}},
	{"iframe-nested-3", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe src="%s/soak/nest/3?other=%s" title="nested"></iframe>`, o, s)
	}},
	{"iframe-srcdoc", func(s, o string, i int) string {
		return `<iframe title="inline" srcdoc="<p>Inline <img src=x.png> <a href=#>more</a></p>"></iframe>`
	}},
	{"iframe-data-url", func(s, o string, i int) string {
		return `<iframe title="data" src="data:text/html,%3Cbutton%3E%3C/button%3E"></iframe>`
	}},
	{"iframe-about-blank-written", func(s, o string, i int) string {
		return `<iframe id="w" title="written"></iframe><script>const d=document.getElementById('w').contentDocument;d.open();d.write('<img src=w.png><input>');d.close();</script>`
	}},
	{"iframe-sandboxed", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe sandbox="" src="%s/soak/frame/%d" title="sandboxed"></iframe>`, s, i)
	}},
	{"iframe-hidden-tracker", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe src="%s/soak/ad/%d" style="display:none" width="0" height="0"></iframe><iframe src="%s/soak/ad/%d" style="position:absolute;left:-9999px" width="1" height="1"></iframe>`, o, i, s, i)
	}},
	{"iframe-created-after-load", func(s, o string, i int) string {
		return fmt.Sprintf(`<div id="late"></div><script>addEventListener('load',()=>setTimeout(()=>{const f=document.createElement('iframe');f.src='%s/soak/frame/%d';document.getElementById('late').append(f);},10));let n=0;const t=setInterval(()=>{if(++n>20)return clearInterval(t);const f=document.createElement('iframe');f.srcdoc='<img src=n'+n+'.png>';document.body.append(f);},25);</script>`, o, i)
	}},
	{"iframe-removed-during-load", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe id="gone" src="%s/soak/slow?ms=400"></iframe><script>setTimeout(()=>document.getElementById('gone').remove(),200);setInterval(()=>{document.querySelectorAll('iframe.flip').forEach(f=>f.remove());const f=document.createElement('iframe');f.className='flip';f.src='%s/soak/frame/1';document.body.append(f);},150);</script>`, o, o)
	}},
	{"iframe-slow", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe src="%s/soak/slow?ms=1500" title="slow widget"></iframe>`, o)
	}},
	{"iframe-404-and-redirect", func(s, o string, i int) string {
		return fmt.Sprintf(`<iframe src="%s/soak/missing" title="gone"></iframe><iframe src="%s/soak/redirect?to=%s/soak/frame/%d" title="moved"></iframe>`, s, s, o, i)
	}},
	{"iframe-in-shadow-dom", func(s, o string, i int) string {
		return fmt.Sprintf(`<div id="host"></div><script>const r=document.getElementById('host').attachShadow({mode:'open'});r.innerHTML='<iframe src="%s/soak/frame/%d"></iframe><button></button>';</script>`, o, i)
	}},
	{"object-and-embed", func(s, o string, i int) string {
		return fmt.Sprintf(`<object data="%s/soak/frame/%d" type="text/html" width="300" height="100"></object><embed src="%s/soak/svg" type="image/svg+xml"><object data="%s/soak/svg" type="image/svg+xml"></object><object data="movie.swf" type="application/x-shockwave-flash"></object>`, s, i, o, s)
	}},
	{"shadow-dom-open-closed", func(s, o string, i int) string {
		return `<x-card></x-card><x-secret></x-secret><script>customElements.define('x-card',class extends HTMLElement{connectedCallback(){const r=this.attachShadow({mode:'open'});r.innerHTML='<slot></slot><img src=c.png><a href="#"><svg width=8 height=8></svg></a><x-inner></x-inner>';}});customElements.define('x-inner',class extends HTMLElement{connectedCallback(){this.attachShadow({mode:'open'}).innerHTML='<input type=text>';}});customElements.define('x-secret',class extends HTMLElement{connectedCallback(){this.attachShadow({mode:'closed'}).innerHTML='<button></button>';}});</script>`
	}},
	{"huge-table", func(s, o string, i int) string {
		var b strings.Builder
		b.WriteString(`<table><tr><th>Id</th><th>Name</th><th>Qty</th><th>Price</th><th></th></tr>`)
		for r := 0; r < 600; r++ {
			fmt.Fprintf(&b, `<tr><td>%d</td><td>Item %d</td><td><input value="%d"></td><td style="color:#aaa">$%d.00</td><td><a href="/i/%d"><img src="e.png"></a></td></tr>`, r, r, r%7, r%90, r)
		}
		b.WriteString(`</table>`)
		return b.String()
	}},
	{"legacy-layout-tables", func(s, o string, i int) string {
		return `<table width="760" border="0" cellpadding="0" cellspacing="0"><tr><td><img src="spacer.gif" width="1" height="1"></td><td bgcolor="#003366"><font color="#336699" size="5"><b>WELCOME</b></font></td></tr><tr><td valign="top"><table><tr><td><a href="news.html"><img src="nav_news.gif"></a></td></tr><tr><td><a href="javascript:location.href='x'"><img src="nav_x.gif"></a></td></tr></table></td><td><center><font face="Arial">Text <marquee>News!</marquee></font></center></td></tr></table>`
	}},
	{"broken-markup", func(s, o string, i int) string {
		return `<div id="dup"><p>Unclosed <b>bold <i>italic</b> text</i><div id="dup"></span></span><ul><div>not an item</div><li>ok</ul></td></tr><table><p>in table</p><tr><td>cell</table><form><form><input id="dup"></form><label for="nowhere">Orphan</label><select></select><a>`
	}},
	{"script-throws", func(s, o string, i int) string {
		return `<script>throw new Error('boom at load')</script><script>Promise.reject(new Error('unhandled'));setTimeout(()=>{null.x},0);window.onerror=()=>true;</script><img src="t.png">`
	}},
	{"defines-window-axe", func(s, o string, i int) string {
		return `<script>window.axe={version:'0.0.1',run(){throw new Error('not that axe')},utils:{}};</script><button></button>`
	}},
	{"read-only-window-axe", func(s, o string, i int) string {
		return `<script>Object.defineProperty(window,'axe',{value:Object.freeze({run(){throw new Error('frozen')}}),writable:false,configurable:false});</script><img src="r.png">`
	}},
	{"amd-loader", func(s, o string, i int) string {
		return `<script>var __m={};function define(n,d,f){if(typeof n!=='string'){throw new Error('Mismatched anonymous define() module');}__m[n]=f&&f();}define.amd={jQuery:true};function require(d,cb){cb&&cb();}</script><input type="checkbox">`
	}},
	{"polluted-builtins", func(s, o string, i int) string {
		return `<script>Array.prototype.includes2=function(){};Object.prototype.polluted='yes';window.Promise.prototype.done=function(){};JSON.parse2=JSON.parse;Element.prototype.matchesX=Element.prototype.matches;</script><a href="#"></a>`
	}},
	{"mutating-dom", func(s, o string, i int) string {
		return `<ul id="feed"></ul><script>let k=0;setInterval(()=>{const li=document.createElement('li');li.innerHTML='<img src=f'+(k++)+'.png> post';const f=document.getElementById('feed');f.prepend(li);if(f.children.length>50)f.lastChild.remove();},5);</script>`
	}},
	{"slow-subresources", func(s, o string, i int) string {
		return fmt.Sprintf(`<img src="%s/soak/slow?ms=1200&img=1"><link rel="stylesheet" href="%s/soak/slow?ms=800&css=1"><script async src="%s/soak/slow?ms=1000&js=1"></script>`, s, o, o)
	}},
	{"alert-on-load", func(s, o string, i int) string {
		return `<script>alert('Welcome! Subscribe to our newsletter');</script><p>After the alert</p><img src="a.png">`
	}},
	{"confirm-and-beforeunload", func(s, o string, i int) string {
		return `<script>addEventListener('load',()=>{confirm('Accept cookies?');});addEventListener('beforeunload',(e)=>{e.preventDefault();e.returnValue='';});</script><button>Go</button>`
	}},
	{"self-navigating", func(s, o string, i int) string {
		return fmt.Sprintf(`<script>if(!location.hash)setTimeout(()=>location.replace(location.href+'#moved'),30);</script><meta http-equiv="refresh" content="600"><a href="%s/soak/frame/1">x</a>`, s)
	}},
	{"document-write-and-frameset-like", func(s, o string, i int) string {
		return `<script>document.write('<div><img src=dw.png><p>written</p></div>');</script><noscript><img src="ns.png"></noscript>`
	}},
	{"deep-nesting", func(s, o string, i int) string {
		return strings.Repeat("<div>", 300) + `<button></button>` + strings.Repeat("</div>", 300)
	}},
	{"svg-canvas-media", func(s, o string, i int) string {
		return `<svg role="img" width="20" height="20"><circle r="5"/></svg><canvas width="50" height="50"></canvas><video src="v.mp4" autoplay muted></video><audio src="a.mp3"></audio><picture><source srcset="p.webp"><img src="p.jpg"></picture>`
	}},
	{"rtl-unicode", func(s, o string, i int) string {
		return `<p dir="rtl" lang="ar">مرحبا بالعالم <a href="#">‮txet desrever‬</a></p><p lang="zh">你好，世界 <img src="z.png"></p><p>\u200b\u200e zero-width</p>`
	}},
}

// soakBodies are the page shapes the patterns are dropped into.
var soakBodies = []func(title, inner string) string{
	func(t, in string) string { // article
		return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>` + t + `</title></head><body><header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header><main><h1>` + t + `</h1><p>Lorem ipsum dolor sit amet.</p>` + in + `<p>More text.</p></main><footer>© Example</footer></body></html>`
	},
	func(t, in string) string { // shop listing with violations
		return `<!doctype html><html><head><title>` + t + `</title><style>.p{color:#bbb}</style></head><body><div class="nav"><a href="/cart"><i class="icon-cart"></i></a></div><div class="grid"><div class="card"><img src="p1.jpg"><span class="p">$9.99</span><button class="buy"></button></div>` + in + `</div></body></html>`
	},
	func(t, in string) string { // form page
		return `<!doctype html><html lang="en"><head><title>` + t + `</title></head><body><main><h1>Sign up</h1><form action="/signup"><input name="email" placeholder="Email"><input type="password"><select name="c"><option>A</option></select>` + in + `<input type="submit"></form></main></body></html>`
	},
	func(t, in string) string { // quirks-mode legacy page, no doctype, no lang
		return `<html><head><title>` + t + `</title></head><body bgcolor="white">` + in + `<center><a href="/x"><img src="home.gif" border="0"></a></center></body></html>`
	},
	func(t, in string) string { // strict CSP, no inline scripts run
		return `<!doctype html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'none'; frame-src *; img-src *"><title>` + t + `</title></head><body><main><h1>CSP</h1>` + in + `<img src="csp.png"></main></body></html>`
	},
}

// soakBody is the body page i drops its pattern into: pattern p's pages
// visit bodies p, p+1, … (mod B), so any k·P pages in a row put every
// pattern in k bodies and every body under many patterns, and P·B pages
// are every pattern in every body.
func soakBody(i int) int {
	return (i/len(soakPatterns) + i%len(soakPatterns)) % len(soakBodies)
}

// soakCorpus serves n pages at /soak/page/{i}: page i is pattern i mod P in
// body soakBody(i).
type soakCorpus struct {
	self, other string // the same server as 127.0.0.1 and as localhost
	n           int
}

func (c soakCorpus) urls() []string {
	out := make([]string, c.n)
	for i := range out {
		out[i] = fmt.Sprintf("%s/soak/page/%d", c.self, i)
	}
	return out
}

func (c soakCorpus) patternOf(i int) string { return soakPatterns[i%len(soakPatterns)].name }

// newSoakCorpus starts the corpus server; its handlers end when the request
// does (a slow response never outlives the test).
func newSoakCorpus(t testing.TB, n int) soakCorpus {
	t.Helper()
	c := soakCorpus{n: n}
	mux := http.NewServeMux()
	mux.HandleFunc("/soak/page/{i}", func(w http.ResponseWriter, r *http.Request) {
		i, err := strconv.Atoi(r.PathValue("i"))
		if err != nil || i < 0 || i >= c.n {
			http.NotFound(w, r)
			return
		}
		p := soakPatterns[i%len(soakPatterns)]
		body := soakBodies[soakBody(i)]
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if soakBody(i) == 4 {
			w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'none'; frame-src *; img-src *; style-src 'none'")
		}
		fmt.Fprint(w, body(fmt.Sprintf("Soak %d: %s", i, p.name), p.html(c.self, c.other, i)))
	})
	mux.HandleFunc("/soak/frame/{i}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>Frame %s</title></head><body><p>Embedded content</p><img src="f.png"><a href="#"><span class="icon"></span></a><input type="text"></body></html>`, r.PathValue("i"))
	})
	mux.HandleFunc("/soak/ad/{i}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<html><body style="margin:0"><a href="https://ads.invalid/click"><img src="banner.gif" width="300" height="250"></a><script>window.top===window||void 0;</script></body></html>`)
	})
	mux.HandleFunc("/soak/nest/{d}", func(w http.ResponseWriter, r *http.Request) {
		d, _ := strconv.Atoi(r.PathValue("d"))
		other := r.URL.Query().Get("other")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if d <= 0 {
			fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Leaf</title></head><body><button></button><img src="leaf.png"></body></html>`)
			return
		}
		// Alternate origins at each level.
		self := "http://" + r.Host
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>Level %d</title></head><body><p>level %d</p><iframe title="level %d" src="%s/soak/nest/%d?other=%s"></iframe></body></html>`, d, d, d-1, other, d-1, self)
	})
	mux.HandleFunc("/soak/slow", func(w http.ResponseWriter, r *http.Request) {
		ms, _ := strconv.Atoi(r.URL.Query().Get("ms"))
		select {
		case <-time.After(time.Duration(min(ms, 5000)) * time.Millisecond):
		case <-r.Context().Done():
			return
		}
		switch {
		case r.URL.Query().Has("img"):
			w.Header().Set("Content-Type", "image/gif")
			_, _ = w.Write(onePixelGIF)
		case r.URL.Query().Has("css"):
			w.Header().Set("Content-Type", "text/css")
			fmt.Fprint(w, "body{font-family:serif}")
		case r.URL.Query().Has("js"):
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, "document.body.insertAdjacentHTML('beforeend','<button></button>')")
		default:
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprint(w, `<html><body><p>slow</p><img src="s.png"></body></html>`)
		}
	})
	mux.HandleFunc("/soak/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
	})
	mux.HandleFunc("/soak/svg", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		fmt.Fprint(w, `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c00"/><text x="2" y="20">Hi</text></svg>`)
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		// Images, scripts and styles the pages name: small and valid.
		switch {
		case strings.HasSuffix(r.URL.Path, ".png"), strings.HasSuffix(r.URL.Path, ".gif"), strings.HasSuffix(r.URL.Path, ".jpg"):
			w.Header().Set("Content-Type", "image/gif")
			_, _ = w.Write(onePixelGIF)
		default:
			http.NotFound(w, r)
		}
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	c.self = "http://127.0.0.1:" + port
	c.other = "http://localhost:" + port
	return c
}
