package audit

import (
	"net/http"
	"testing"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/fix"
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
			in, err := testEngine.Inspect(ctx, s, v.Selector)
			if err != nil {
				t.Fatal(err)
			}
			hs, why := fix.PlanFixes(v, in, pc, 1)
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
