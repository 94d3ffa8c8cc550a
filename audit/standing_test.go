package audit

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// quietMutationJS changes, on every element of the page, each quiet
// attribute (aria-label, alt, title, lang) that a check does not read:
// a value where there was none, another where there was one. It reports
// whether any element's box moved or resized: a re-scan lets nothing
// stand then, so the comparison would not be the claim.
const quietMutationJS = `(skip) => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].join(','); };
  const els = Array.from(document.querySelectorAll('body, body *'));
  const before = els.map(box);
  const values = { 'aria-label': 'Quite another name', alt: 'Quite another text', title: 'Quite another title', lang: 'en-GB' };
  for (const el of els) for (const [a, v] of Object.entries(values)) {
    if (skip.includes(a)) continue;
    el.setAttribute(a, el.hasAttribute(a) ? el.getAttribute(a) + ' changed' : v);
  }
  return els.every((el, i) => box(el) === before[i]);
}`

// TestStandingChecksIgnoreQuietAttributes holds checks.StandsUnless to
// what it says: on each listed check's own corpus and the demo pages,
// changing every quiet attribute the check is said not to read, on every
// element, changes nothing it finds (which elements, failing or for
// review). A re-scan keeps such a check's last findings after such a
// change.
func TestStandingChecksIgnoreQuietAttributes(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var ids []string
	for _, c := range checks.All() {
		ids = append(ids, c.ID)
	}
	stands := checks.StandsUnless(ids)
	if len(stands) == 0 {
		t.Fatal("no check is listed as standing")
	}
	dirs := map[string]string{}
	matches, _ := filepath.Glob("../testdata/checks/*/expect.json")
	for _, m := range matches {
		var exp struct{ Check string }
		if b, err := os.ReadFile(m); err == nil && json.Unmarshal(b, &exp) == nil {
			dirs[exp.Check] = filepath.Base(filepath.Dir(m))
		}
	}
	s := newSession(t)
	ctx := testCtx(t)
	compared := 0
	for id, v := range stands {
		reads, _ := v.([]string)
		pages := []string{"/pages/realistic.html", "/site/shop.html", "/pages/homepage.html", "/site/signup.html"}
		files, _ := filepath.Glob(filepath.Join("../testdata/checks", dirs[id], "*.html"))
		if dirs[id] == "" || len(files) == 0 {
			t.Errorf("%s has no corpus to hold it to", id)
		}
		for _, f := range files {
			pages = append(pages, "/checks/"+dirs[id]+"/"+filepath.Base(f))
		}
		for _, page := range pages {
			if _, err := s.Navigate(ctx, siteURL(page), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
				t.Fatal(err)
			}
			read := func() string {
				var raw []finding.RawCheck
				_, err := s.WithPage(ctx, func(p playwright.Page) error {
					var err error
					raw, err = checks.RunCheap(p, []string{id})
					return err
				})
				if err != nil || len(raw) != 1 || raw[0].Error != "" {
					t.Fatalf("%s on %s: %v %+v", id, page, err, raw)
				}
				var out []string
				for _, n := range raw[0].Nodes {
					out = append(out, "fail "+string(n.XPath))
				}
				for _, n := range raw[0].Review {
					out = append(out, "review "+string(n.XPath))
				}
				slices.Sort(out)
				return fmt.Sprintf("%d/%d %s", raw[0].Total, raw[0].ReviewTotal, strings.Join(out, " "))
			}
			before := read()
			var still bool
			if _, err := s.WithPage(ctx, func(p playwright.Page) error {
				v, err := p.Evaluate(quietMutationJS, reads)
				still, _ = v.(bool)
				return err
			}); err != nil {
				t.Fatal(err)
			}
			if !still {
				continue // the page's layout changed: a re-scan would run the check
			}
			compared++
			if after := read(); after != before {
				t.Errorf("%s on %s changed with attributes it is listed as not reading (%v):\nbefore %s\nafter  %s", id, page, reads, before, after)
			}
		}
	}
	if compared < 2*len(stands) {
		t.Errorf("only %d comparisons held their layout", compared)
	}
}
