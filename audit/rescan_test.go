package audit

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser"
)

// rescanSteps change a page as a fix loop and the page itself would: the
// first ones are one-element fixes, the rest move things, rename by id,
// add and remove content, change nothing, and change a colour.
var rescanSteps = []struct{ name, js string }{
	{"alt on one image", `() => { const el = document.querySelector('img:not([alt])'); if (el) el.setAttribute('alt', 'A photograph of the product'); }`},
	{"name for one button", `() => { const el = Array.from(document.querySelectorAll('button')).find((b) => !b.textContent.trim() && !b.getAttribute('aria-label')); if (el) el.setAttribute('aria-label', 'Open the menu'); }`},
	{"nothing", `() => {}`},
	// Two small pale unnamed buttons.
	{"two small pale buttons", `() => { const host = document.querySelector('main') || document.body.firstElementChild;
	  for (const id of ['rescan-pale-a', 'rescan-pale-b']) { const b = document.createElement('button'); b.id = id; b.textContent = 'ok'; b.style.cssText = 'font-size:9px;color:#ccc;background:#fff;border:0;padding:0;height:14px'; host.append(b); } }`},
	// Only aria-label: contrast and target size stand, and must keep the
	// button's own findings.
	{"the unstyled pale button named", `() => { const b = document.getElementById('rescan-pale-b'); if (b) b.setAttribute('aria-label', 'Close'); }`},
	// Two small buttons side by side, the first named: target size names
	// it as the second's neighbour by its selector, button[aria-label=…].
	{"two small buttons, one named", `() => { const host = document.querySelector('main') || document.body.firstElementChild;
	  const a = document.createElement('button'); a.setAttribute('aria-label', 'Previous slide'); a.textContent = '<'; a.style.cssText = 'font-size:9px;width:14px;height:14px;padding:0;border:0';
	  const b = a.cloneNode(); b.removeAttribute('aria-label'); b.textContent = '>'; host.append(a, b); }`},
	// Only a name changes, so target size stands; but that selector no
	// longer names one element, and its finding must say so as a full
	// scan's does.
	{"another button takes the same name", `() => { const o = Array.from(document.querySelectorAll('button')).find((x) => !x.getAttribute('aria-label') && x.textContent !== '>'); if (o) o.setAttribute('aria-label', 'Previous slide'); }`},
	// Two pale buttons told apart by their titles only: contrast names
	// them button[title=…]. Taking one's title away is a quiet change,
	// so contrast stands, but that selector names nothing any more.
	{"two pale buttons with titles", `() => { const host = document.querySelector('main') || document.body.firstElementChild; const d = document.createElement('div');
	  d.innerHTML = '<button title="Save the draft" style="color:#ccc;background:#fff">Save</button><button title="Undo the edit" style="color:#ccc;background:#fff">Undo</button>'; host.append(d); }`},
	{"one loses its title", `() => { const b = document.querySelector('button[title="Save the draft"]'); if (b) b.removeAttribute('title'); }`},
	// A heading whose text CSS upper-cases reads differently in Turkish
	// ("title" → "TİTLE"): a lang change there is not a quiet one.
	{"an upper-cased placeholder heading", `() => { const host = document.querySelector('main') || document.body.firstElementChild; const d = document.createElement('div'); d.id = 'rescan-cased';
	  d.innerHTML = '<h2 style="text-transform:uppercase">title</h2><p>The section under it says something about the shop.</p>'; host.append(d); }`},
	{"its section in Turkish", `() => { const d = document.getElementById('rescan-cased'); if (d) d.setAttribute('lang', 'tr'); }`},
	// Images that are the only content of a heading, a header cell, a
	// caption and a field's label: naming each one names its container
	// (the re-scan must take the container in, not its siblings).
	// (The images load, so their alt text is never drawn: a quiet change.)
	{"containers named by their images only", `() => { const host = document.querySelector('main') || document.body.firstElementChild; const d = document.createElement('div'); d.id = 'rescan-named';
	  const img = '<img width="20" height="20" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">';
	  d.innerHTML = '<h2>' + img + '</h2><table><caption>' + img + '</caption><tr><th>' + img + '</th></tr><tr><td>1</td></tr></table><label>' + img + ' <input type="text"></label><a href="/opening">' + img + '</a><button type="button">' + img + '</button>';
	  host.append(d); }`},
	{"those images given alt text", `() => { for (const img of document.querySelectorAll('#rescan-named img')) img.setAttribute('alt', 'Opening times'); }`},
	// A style that selects by aria-label (a sheet change: this step's
	// re-scan is a full one) ...
	{"a style keyed on aria-label", `() => { const st = document.createElement('style'); st.textContent = '#rescan-pale-a[aria-label] { color: #000 !important }'; document.head.append(st); }`},
	// ... so naming the other button lets nothing stand: the style turns it dark.
	{"the styled pale button named", `() => { const b = document.getElementById('rescan-pale-a'); if (b) b.setAttribute('aria-label', 'Close'); }`},
	{"label for one field", `() => { const el = document.querySelector('input:not([type=hidden]):not([aria-label]):not([id])') || document.querySelector('input:not([type=hidden])'); if (el) el.setAttribute('aria-label', 'Search the shop'); }`},
	{"a new unlabelled field and an empty link", `() => { const host = document.querySelector('main, form, body > div') || document.body; const p = document.createElement('p'); p.innerHTML = '<input type="text"> <a href="/x"></a>'; host.appendChild(p); }`},
	{"a heading's text emptied", `() => { const h = document.querySelector('h2, h3'); if (h) h.textContent = ''; }`},
	{"an element referred to by id renamed", `() => { const el = document.querySelector('[aria-labelledby]'); if (!el) { const b = document.createElement('button'); b.setAttribute('aria-labelledby', 'rescan-name'); const s = document.createElement('span'); s.id = 'rescan-name'; s.textContent = 'Go'; document.body.firstElementChild.append(b, s); return; } const id = el.getAttribute('aria-labelledby').split(/\s+/)[0]; const ref = document.getElementById(id); if (ref) ref.textContent = ''; }`},
	{"low contrast on one paragraph", `() => { const p = document.querySelector('p'); if (p) { p.style.color = '#bbb'; p.style.background = '#fff'; } }`},
	{"an element removed", `() => { const el = document.querySelector('img[alt]'); if (el) el.remove(); }`},
	{"a component with a shadow tree added", `() => { const host = document.createElement('div'); (document.querySelector('main') || document.body.firstElementChild).append(host);
	  host.attachShadow({ mode: 'open' }).innerHTML = '<button>Buy</button> <img src="/site/img/a.png">'; }`},
	{"the component's button loses its name", `() => { const hosts = Array.from(document.querySelectorAll('div')).filter((d) => d.shadowRoot); const b = hosts.length && hosts[hosts.length - 1].shadowRoot.querySelector('button'); if (b) b.textContent = ''; }`},
}

// allFindings is every open finding of the session's latest scan, one
// line each (rule, target, impact, summary), and our checks' needs-review
// items, sorted; and the counts.
func allFindings(t *testing.T, ctx context.Context, s *browser.Session, first ScanResult) []string {
	t.Helper()
	var out []string
	res := first
	for {
		for _, v := range res.Violations {
			out = append(out, fmt.Sprintf("%s %s %s %s %s", v.RuleID, v.Target, v.Impact, v.Status, v.FailureSummary))
		}
		if res.Cursor == "" {
			break
		}
		var err error
		if res, err = testEngine.Scan(ctx, s, ScanOptions{Cursor: res.Cursor, PageSize: MaxPageSize}); err != nil {
			t.Fatal(err)
		}
	}
	if first.Checks != nil {
		for _, v := range first.Checks.NeedsReview {
			out = append(out, fmt.Sprintf("review %s %s %s %s", v.RuleID, v.Target, v.HTML, v.FailureSummary))
		}
	}
	slices.Sort(out)
	return append(out, fmt.Sprintf("counts %+v total %d score %d", first.Counts, first.TotalViolations, first.Score))
}

// TestRescanMatchesFullScan: after each change in a series, an incremental
// re-scan of the document gives the findings a full scan of the same
// document gives, in a second session that went through the same changes.
func TestRescanMatchesFullScan(t *testing.T) {
	t.Parallel()
	for _, page := range []string{"/pages/realistic.html", "/site/shop.html", "/pages/homepage.html"} {
		t.Run(strings.Trim(page, "/"), func(t *testing.T) {
			t.Parallel()
			steps := rescanSteps
			if page == "/pages/realistic.html" {
				// 2,400 elements: every other step, which still takes in a
				// fix, new content, a name by id and a removal.
				steps = nil
				for i := 0; i < len(rescanSteps); i += 2 {
					steps = append(steps, rescanSteps[i])
				}
			}
			rescanSeries(t, page, steps)
		})
	}
}

// rescanSeries runs rescanSteps on page in two sessions, one re-scanning
// incrementally and one in full, and compares them after each step.
func rescanSeries(t *testing.T, page string, steps []struct{ name, js string }) {
	// A bound on a hang, not on speed: under -race on a busy machine a
	// full scan of a large page takes seconds.
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	{
		inc, full := newSessionNamed(t, "inc"), newSessionNamed(t, "full")
		for _, s := range []*browser.Session{inc, full} {
			if _, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL(page), PageSize: MaxPageSize}); err != nil {
				t.Fatal(err)
			}
		}
		incremental := 0
		for _, step := range steps {
			for _, s := range []*browser.Session{inc, full} {
				if _, err := s.WithPage(ctx, func(p playwright.Page) error { _, err := p.Evaluate(step.js); return err }); err != nil {
					t.Fatalf("%s, %s: %v", page, step.name, err)
				}
			}
			a, err := testEngine.Scan(ctx, inc, ScanOptions{PageSize: MaxPageSize})
			if err != nil {
				t.Fatal(err)
			}
			b, err := testEngine.Scan(ctx, full, ScanOptions{PageSize: MaxPageSize, Full: true})
			if err != nil {
				t.Fatal(err)
			}
			if a.Rescan == nil || b.Rescan == nil || b.Rescan.Incremental || b.Rescan.Reason == "" {
				t.Fatalf("%s, %s: a re-scan must say how it was made: %+v / %+v", page, step.name, a.Rescan, b.Rescan)
			}
			if a.Rescan.Incremental {
				incremental++
			} else {
				t.Logf("%s, %s: full, because %s", page, step.name, a.Rescan.Reason)
			}
			got, want := allFindings(t, ctx, inc, a), allFindings(t, ctx, full, b)
			if !slices.Equal(got, want) {
				t.Errorf("%s, after %q: the incremental re-scan (%+v) differs from a full scan:\n%s", page, step.name, *a.Rescan, diffLines(want, got))
			}
			// The pale buttons' steps take the two paths they were written for
			// (realistic.html takes every other step, and has no buttons).
			switch step.name {
			case "the unstyled pale button named":
				if !slices.ContainsFunc(steps, func(s struct{ name, js string }) bool { return s.name == "two small pale buttons" }) {
					break
				}
				if !a.Rescan.Incremental || !slices.Contains(a.Rescan.StandingRules, "color-contrast") || !slices.Contains(a.Rescan.StandingRules, "bypass") || len(a.Rescan.PageWideRules) > 0 {
					t.Errorf("%s, %s: contrast and the quiet page-wide rules should stand (only aria-label changed): %+v", page, step.name, *a.Rescan)
				}
				if !slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, "color-contrast [\"#rescan-pale-b\"]") }) {
					t.Errorf("%s, %s: the named pale button's contrast finding was lost:\n%s", page, step.name, strings.Join(got, "\n"))
				}
				// Our checks that read no name stand too, written out again
				// (target size names its neighbour by selector).
				if !slices.Contains(a.Rescan.StandingChecks, "aa-target-size") || !slices.Contains(a.Rescan.StandingChecks, "aa-visual-order") || slices.Contains(a.Rescan.StandingChecks, "aa-sensory-instructions") {
					t.Errorf("%s, %s: checks that read no name should stand, and sensory instructions (which read names) run: %v", page, step.name, a.Rescan.StandingChecks)
				}
				if !slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, "aa-target-size [\"#rescan-pale-") }) {
					t.Errorf("%s, %s: the pale buttons' target-size findings were lost:\n%s", page, step.name, strings.Join(got, "\n"))
				}
			case "another button takes the same name":
				if slices.ContainsFunc(steps, func(s struct{ name, js string }) bool { return s.name == "two small buttons, one named" }) && !slices.Contains(a.Rescan.StandingChecks, "aa-target-size") {
					t.Errorf("%s, %s: target size should stand (only a name changed): %+v", page, step.name, *a.Rescan)
				}
			case "those images given alt text":
				if !a.Rescan.Incremental || a.Rescan.PositionsMoved {
					t.Errorf("%s, %s: alt on images that loaded is a quiet change: %+v", page, step.name, *a.Rescan)
				}
			case "the styled pale button named":
				if len(a.Rescan.StandingRules) > 0 {
					t.Errorf("%s, %s: a style turned the button dark, so contrast must run: %+v", page, step.name, *a.Rescan)
				}
			}
		}
		// Most of these changes are local: a re-scan that always fell back
		// to a full one would prove nothing.
		if incremental < len(steps)/2 {
			t.Errorf("%s: only %d of %d re-scans were incremental", page, incremental, len(steps))
		}
	}
}

// TestRescanSeesWhatNoMutationShows: CSS states and properties that
// change what axe sees with no DOM mutation on the element, a name read
// from deep inside an element referred to by id, and SVG nodes found again
// (shapes an outside attack broke the claim with), each followed by an
// incremental re-scan that must equal a full one.
func TestRescanSeesWhatNoMutationShows(t *testing.T) {
	t.Parallel()
	var steps []struct{ name, js string }
	for _, name := range []string{"popover", "checked", "invalid", "typed", "defined", "labelText", "labelledbyText", "svgName", "otherCell"} {
		steps = append(steps, struct{ name, js string }{name, "() => window.steps." + name + "()"})
	}
	rescanSeries(t, "/pages/rescan-states.html", steps)
}

// TestRescanSaysWhyItIsFull: a change the watch cannot vouch for (the
// page's head) and one the caller asks for make a full scan, said so.
func TestRescanSaysWhyItIsFull(t *testing.T) {
	t.Parallel()
	ctx := testCtx(t)
	s := newSession(t)
	if _, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL("/site/shop.html")}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.WithPage(ctx, func(p playwright.Page) error {
		_, err := p.Evaluate(`() => { const st = document.createElement('style'); st.textContent = 'p { color: #ccc }'; document.head.append(st); }`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	res, err := testEngine.Scan(ctx, s, ScanOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Rescan == nil || res.Rescan.Incremental || !strings.Contains(res.Rescan.Reason, "style sheets") && !strings.Contains(res.Rescan.Reason, "head") {
		t.Fatalf("a new style sheet must make a full scan that says so: %+v", res.Rescan)
	}
	res, err = testEngine.Scan(ctx, s, ScanOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Rescan == nil || !res.Rescan.Incremental || res.Rescan.SubtreeCount != 0 {
		t.Fatalf("a re-scan with nothing changed is incremental and re-checks nothing: %+v", res.Rescan)
	}
}

// diffLines lists what only want has (-) and what only got has (+).
func diffLines(want, got []string) string {
	var b strings.Builder
	for _, w := range want {
		if !slices.Contains(got, w) {
			b.WriteString("- " + w + "\n")
		}
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			b.WriteString("+ " + g + "\n")
		}
	}
	return b.String()
}
