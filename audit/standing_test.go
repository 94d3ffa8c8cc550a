package audit

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

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
// what it says: on each listed check's own corpus and the realistic demo
// page, changing every quiet attribute the check is said not to read, on
// every element, changes nothing it finds (which elements, failing or for
// review). A re-scan keeps such a check's last findings after such a
// change. The checks are taken in groups that read the same attributes,
// each page once per group.
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
	groups := map[string][]string{} // what they read → the checks
	for id, v := range stands {
		reads, _ := v.([]string)
		k := strings.Join(reads, ",")
		groups[k] = append(groups[k], id)
	}
	for k, members := range groups {
		slices.Sort(members)
		t.Run("reading "+cmp.Or(k, "none"), func(t *testing.T) {
			t.Parallel()
			reads := strings.Split(k, ",")
			pages := []string{"/pages/realistic.html"}
			for _, id := range members {
				files, _ := filepath.Glob(filepath.Join("../testdata/checks", dirs[id], "*.html"))
				if dirs[id] == "" || len(files) == 0 {
					t.Errorf("%s has no corpus to hold it to", id)
				}
				for _, f := range files[:min(len(files), 3)] { // fail, pass, review: the corpus's own order
					pages = append(pages, "/checks/"+dirs[id]+"/"+filepath.Base(f))
				}
			}
			s := newSession(t)
			ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute) // a bound on a hang
			defer cancel()
			compared := 0
			for _, page := range pages {
				if _, err := s.Navigate(ctx, siteURL(page), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
					t.Fatal(err)
				}
				read := func() map[string]string {
					var raw []finding.RawCheck
					_, err := s.WithPage(ctx, func(p playwright.Page) error {
						var err error
						raw, err = checks.RunCheap(p, members)
						return err
					})
					if err != nil || len(raw) != len(members) {
						t.Fatalf("%v on %s: %v %+v", members, page, err, raw)
					}
					out := map[string]string{}
					for _, r := range raw {
						if r.Error != "" {
							t.Fatalf("%s on %s: %s", r.ID, page, r.Error)
						}
						var l []string
						for _, n := range r.Nodes {
							l = append(l, "fail "+string(n.XPath))
						}
						for _, n := range r.Review {
							l = append(l, "review "+string(n.XPath))
						}
						slices.Sort(l)
						out[r.ID] = fmt.Sprintf("%d/%d %s", r.Total, r.ReviewTotal, strings.Join(l, " "))
					}
					return out
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
					continue // the page's layout changed: a re-scan would run the checks
				}
				compared++
				after := read()
				for _, id := range members {
					if after[id] != before[id] {
						t.Errorf("%s on %s changed with attributes it is listed as not reading (it reads %q):\nbefore %s\nafter  %s", id, page, k, before[id], after[id])
					}
				}
			}
			if compared < len(pages)/2 {
				t.Errorf("only %d of %d pages held their layout", compared, len(pages))
			}
		})
	}
}
