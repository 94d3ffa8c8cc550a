package audit

import (
	"context"
	"net/http"
	"testing"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestCardPhotoAndPromptSelectAreNamed: a person's photo in a card whose
// one heading is their name (the file ada.svg) gets the name as its alt,
// a select whose first option is an empty-valued prompt ("All
// departments") is named by it, an email field with nothing else by its
// type, an icon-only link to github.com after GitHub; each fixed and
// verified by axe.
func TestCardPhotoAndPromptSelectAreNamed(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/img/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Write([]byte(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#c7d2fe"/>` +
			`<circle cx="48" cy="36" r="18" fill="#6366f1"/><rect x="18" y="60" width="60" height="36" rx="18" fill="#4338ca"/>` +
			`<circle cx="40" cy="32" r="3" fill="#fff"/><circle cx="56" cy="32" r="3" fill="#fff"/><path d="M38 44 q10 8 20 0" stroke="#fde68a" stroke-width="3" fill="none"/></svg>`))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Team</title></head><body><main><h1>Team</h1>
<form><select name="dept"><option value="">All departments</option><option>Design</option><option>Engineering</option></select></form>
<form><input type="email" name="addr"><button>Join</button></form>
<a href="https://github.com/acme/team"><svg width="16" height="16" viewBox="0 0 16 16"><path d="M8 0a8 8 0 100 16A8 8 0 008 0z"/></svg></a>
<ul><li class="card"><img src="/img/ada.svg" width="96" height="96"><div><h2>Ada Lovelace</h2><p>Engineering Manager</p></div></li>
<li class="card"><img src="/img/IMG_2041.svg" width="96" height="96"><div><h2>Grace Hopper</h2><p>Director</p></div></li></ul>
</main></body></html>`))
	})
	s, ctx, res := scanServed(t, mux)
	pc := fix.PlanContext{Words: evidence.LoadWords(evidence.DictPath)}
	named := map[string]string{}
	for _, v := range res.Violations {
		switch v.RuleID {
		case "select-name", "label", "link-name":
			in, h := fixAndVerify(t, s, v, pc)
			named[in.Tag] = h.Fixes[0].Value
			if !h.LowConfidence {
				t.Errorf("the %s's name is not marked for review: %+v", in.Tag, h)
			}
		case "image-alt":
			in, hs, why := inspectAndPlan(t, ctx, s, v, pc)
			if in.ImageFile == "IMG_2041.svg" {
				if len(hs) > 0 {
					t.Errorf("a camera's file name was taken for the card's heading: %+v", hs)
				}
				continue
			}
			if len(hs) == 0 || !in.Image.CardGrid {
				t.Fatalf("ada.svg handed off (in a grid of cards: %v): %s", in.Image.CardGrid, why)
			}
			in, h := fixAndVerify(t, s, v, pc)
			named[in.ImageFile] = h.Fixes[0].Value
		}
	}
	if named["select"] != "Departments" || named["ada.svg"] != "Ada Lovelace" || named["input"] != "Email" || named["a"] != "GitHub" {
		t.Errorf("named %v, want the select Departments, ada.svg Ada Lovelace, the input Email and the link GitHub", named)
	}
}

// TestRowIconsAreDecorative: in a list of like items, each marked with a
// small picture of its own beside its own words (a docs index: rocket,
// gear, puzzle), the pictures are decoration, for review, verified by
// axe; a list whose pictures are marks of a kind (country flags by
// their codes) is not judged by that, and neither is a picture that is
// a link's only content.
func TestRowIconsAreDecorative(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/icons/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Write([]byte(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#e0e7ff"/>` +
			`<path d="M8 24 L16 6 L24 24 Z" fill="#4338ca"/><circle cx="16" cy="18" r="3" fill="#fde68a"/></svg>`))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Docs</title></head><body><main><h1>Docs</h1>
<ul class="topics">
<li class="row"><img id="i1" src="/icons/rocket.svg" width="32" height="32"><div><a href="/start">Getting started</a><p>Install and run it.</p></div></li>
<li class="row"><img id="i2" src="/icons/gear.svg" width="32" height="32"><div><a href="/config">Configuration reference</a><p>Every option.</p></div></li>
<li class="row"><img id="i3" src="/icons/puzzle.svg" width="32" height="32"><div><a href="/plugins">Writing plugins</a><p>Hook into import.</p></div></li>
<li class="row"><img id="i4" src="/icons/sync.svg" width="32" height="32"><div><a href="/sync">Syncing devices</a><p>When a sync stalls.</p></div></li>
</ul>
<ul class="players">
<li class="p"><img id="f1" src="/icons/fr.svg" width="24" height="24"> Marie Dupont, forward</li>
<li class="p"><img id="f2" src="/icons/de.svg" width="24" height="24"> Anna Schmidt, keeper</li>
<li class="p"><img id="f3" src="/icons/es.svg" width="24" height="24"> Lucia Garcia, defender</li>
</ul>
</main></body></html>`))
	})
	s, ctx, res := scanServed(t, mux)
	pc := fix.PlanContext{Words: evidence.LoadWords(evidence.DictPath)}
	decorative := map[string]bool{}
	for _, v := range res.Violations {
		if v.RuleID != "image-alt" {
			continue
		}
		in, hs, why := inspectAndPlan(t, ctx, s, v, pc)
		if len(hs) > 0 && hs[0].Fixes[0].Value == "" {
			decorative[in.ImageFile] = true
			if !hs[0].LowConfidence || in.Image.RowIcons != 4 {
				t.Errorf("%s: decorative without review, or not one of 4 row icons (%d): %+v", in.ImageFile, in.Image.RowIcons, hs[0])
			}
			if in.ImageFile == "rocket.svg" {
				fixAndVerify(t, s, v, pc)
			}
		} else if in.ImageFile == "rocket.svg" {
			t.Errorf("rocket.svg not decorative: %s", why)
		}
	}
	if len(decorative) != 4 || decorative["fr.svg"] || decorative["de.svg"] {
		t.Errorf("decorative: %v; want the four topic icons and no flag", decorative)
	}
}

// TestSelectNamedByItsChoicesOrItsButton: a select whose every option is a
// time of day is "Time"; a select that is its form's one field beside one
// button with a word on it ("Sort") is named by the button; a button that
// only says the form is sent ("Go") names nothing, and neither do choices
// of no one kind. Each named one is for review, verified by axe.
func TestSelectNamedByItsChoicesOrItsButton(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Forms</title></head><body><main><h1>Forms</h1>
<form id="f1"><select id="sort" name="sort"><option>Latest activity</option><option>Most replies</option></select><button>Sort</button></form>
<form id="f2"><label>Name <input name="n"></label><select id="time"><option>18:00</option><option>18:30</option><option>7.30 pm</option></select><button>Book</button></form>
<form id="f3"><select id="cur" name="cur"><option>EUR</option><option>GBP</option></select><button>Go</button></form>
<form id="f4"><label>Email <input name="e"></label><select id="store"><option>Leeds</option><option>York</option></select><button>Sign up</button></form>
<form id="f5"><label>Name <input name="m"></label><select id="ver"><option>1.20</option><option>1.21</option></select><button>Pick</button></form>
<form id="f6"><label>Room <input name="r"></label><select id="from"><option>09:00</option><option>10:00</option></select><select id="until"><option>11:00</option><option>12:00</option></select><button>Book</button></form>
</main></body></html>`))
	})
	s, ctx, res := scanServed(t, mux)
	pc := fix.PlanContext{Words: evidence.LoadWords(evidence.DictPath)}
	named := map[string]string{}
	for _, v := range res.Violations {
		if v.RuleID != "select-name" {
			continue
		}
		if in, hs, _ := inspectAndPlan(t, ctx, s, v, pc); len(hs) == 0 {
			named[in.Attributes["id"]] = "-"
			continue
		}
		in, h := fixAndVerify(t, s, v, pc)
		named[in.Attributes["id"]] = h.Fixes[0].Value
		if !h.LowConfidence {
			t.Errorf("%s named %q without review", in.Attributes["id"], h.Fixes[0].Value)
		}
	}
	if named["sort"] != "Sort" || named["time"] != "Time" || named["cur"] != "-" || named["store"] != "-" || named["ver"] != "-" || named["from"] != "-" || named["until"] != "-" {
		t.Errorf("named %v; want sort Sort, time Time, and cur, store, ver (versions), from and until (two times) handed off", named)
	}
}

// inspectAndPlan inspects v's element and plans its fixes offline.
func inspectAndPlan(t *testing.T, ctx context.Context, s *browser.Session, v *finding.Violation, pc fix.PlanContext) (finding.Inspection, []fix.Hypothesis, string) {
	t.Helper()
	in, err := testEngine.Inspect(ctx, s, v.Selector)
	if err != nil {
		t.Fatal(err)
	}
	hs, why := fix.PlanFixes(v, in, pc, 1)
	return in, hs, why
}

// An image the build inlined (a data: URI) takes the file its source
// names, and the file-name evidence with it; a data: URI names none.
func TestInlinedImageTakesItsSourceFile(t *testing.T) {
	in := finding.Inspection{Tag: "img", Image: &finding.ImageFacts{RenderW: 1280, RenderH: 40}}
	testEngine.NameImageFile(&in, "data:image/svg+xml,%3csvg%3e")
	if in.ImageFile != "" {
		t.Errorf("a data: URI named a file: %q", in.ImageFile)
	}
	testEngine.NameImageFile(&in, "/images/wave-divider.svg?v=2")
	if in.ImageFile != "wave-divider.svg" || in.Image.RoleWord != "divider" {
		t.Errorf("file %q, role word %q", in.ImageFile, in.Image.RoleWord)
	}
}

// TestLinkTargetIsNoIconAndPortraitByItsByline: an icon link whose target
// holds an icon word (/events/tax-help, /events/3d-printing) is named by
// what its fragment and class agree on, never Help or Print; a portrait
// whose byline is a sentence ("Maria Okafor, Children's librarian ·
// recommends …") is named by the name in it, read in the browser; a
// button whose only content is a lucide <svg> with no framework's mark (a
// server component's) is named by the svg's class.
func TestLinkTargetIsNoIconAndPortraitByItsByline(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/img/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Write([]byte(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="#fde68a"/>` +
			`<circle cx="60" cy="46" r="22" fill="#b45309"/><rect x="24" y="76" width="72" height="44" rx="22" fill="#92400e"/>` +
			`<circle cx="52" cy="42" r="3" fill="#fff"/><circle cx="68" cy="42" r="3" fill="#fff"/><path d="M50 56 q10 8 20 0" stroke="#fff" stroke-width="3" fill="none"/></svg>`))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Events</title></head><body><main><h1>Events</h1>
<article><h2>Tax help</h2><a href="/events/tax-help#register" class="icon-btn register-link"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M3 8h18v8H3z"/></svg></a></article>
<article><h2>3D printing</h2><a href="/events/intro-to-3d-printing#register" class="icon-btn register-link"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M3 8h18v8H3z"/></svg></a></article>
<button type="button" class="tip"><svg class="h-5 w-5 text-info" width="20" height="20" viewBox="0 0 24 24"><path d="M4 4h16v16H4z"/></svg></button>
<button type="button" onclick="openSearch(event)"><svg width="20" height="20" viewBox="0 0 24 24"><circle cx="11" cy="11" r="7"/></svg></button>
<script>function openSearch(e) {}</script>
<button type="button" class="rounded-full p-2"><svg class="lucide lucide-bell h-5 w-5" width="20" height="20" viewBox="0 0 24 24"><path d="M6 8a6 6 0 0 1 12 0v5l2 3H4l2-3z"/></svg></button>
<section class="staff-pick"><img class="staff-photo" src="/img/maria-okafor.svg" width="120" height="120">
<div><h2>Librarian's pick</h2><blockquote>A quiet, strange and beautiful puzzle of a book.</blockquote>
<p class="byline">Maria Okafor, Children's librarian · recommends <em>Piranesi</em> by Susanna Clarke</p></div></section>
</main></body></html>`))
	})
	s, ctx, res := scanServed(t, mux)
	pc := fix.PlanContext{Words: evidence.LoadWords(evidence.DictPath)}
	links, alt := 0, ""
	for _, v := range res.Violations {
		switch v.RuleID {
		case "link-name":
			_, h := fixAndVerify(t, s, v, pc)
			if h.Fixes[0].Value != "Register" || !h.LowConfidence {
				t.Errorf("%s named %q (review %v), want Register for review", v.Selector, h.Fixes[0].Value, h.LowConfidence)
			}
			links++
		case "button-name":
			if in, hs, _ := inspectAndPlan(t, ctx, s, v, pc); in.Attributes["class"] == "tip" {
				// An <svg> whose classes are sizes and colours names nothing.
				if len(hs) > 0 {
					t.Errorf("a button drawn by a plain <svg> was named %q", hs[0].Fixes[0].Value)
				}
				continue
			}
			// A server-rendered lucide icon: its <svg>'s class names it; a
			// hand-drawn magnifier, what its click handler calls.
			in, h := fixAndVerify(t, s, v, pc)
			want := "Notifications"
			if in.Attributes["onclick"] != "" {
				want = "Search"
			}
			if h.Fixes[0].Value != want || !h.LowConfidence && want == "Search" {
				t.Errorf("the button %s was named %q (review %v), want %q", v.Selector, h.Fixes[0].Value, h.LowConfidence, want)
			}
			links++
		case "image-alt":
			in, hs, why := inspectAndPlan(t, ctx, s, v, pc)
			if len(hs) == 0 {
				t.Fatalf("the portrait went to a person: %s (names %q)", why, in.Image.Names)
			}
			alt = hs[0].Fixes[0].Value
		}
	}
	if links != 4 || alt != "Maria Okafor" {
		t.Errorf("%d icon controls named, the portrait's alt %q; want 4 and Maria Okafor", links, alt)
	}
}
