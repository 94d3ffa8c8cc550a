package tools

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// cardsPage is a news page's stories as sites write them: a picture and a
// title linking to one story, a title link wrapping its heading and
// kicker, and two links to "#" that script tells apart.
const cardsPage = `<!doctype html><html lang="en"><head><title>News</title></head><body><main>
<article><a href="/story/kettle-recall"><img src="kettle-recall-644x429.jpg" alt=""></a>
 <h3>Kettles recalled after lids come loose in…</h3><a href="/story/kettle-recall">Kettles recalled after lids come loose in factory tests</a></article>
<article><a href="/story/rates"><h3>Economic View</h3><h2>Rates Hold as Markets Wait</h2></a></article>
<p><a href="/items/5">Quarterly budget spreadsheet</a> <a href="/items/5" data-turbo-method="delete">Delete</a></p>
<aside><a href="/partner"><img src="partner-asset-mto-v2-644x429.png" alt=""></a></aside>
<p><a href="#" onclick="document.getElementById('said').textContent='replied'">Reply</a> <a href="#" onclick="document.getElementById('said').textContent='forwarded'">Forward</a></p>
<p id="said"></p>
</main></body></html>`

// TestStructureFoldsWhatAPersonSeesAsOne: a story's picture and title
// links (one destination) are one line, named by the title; headings
// that only repeat a link's name are not printed again; links to "#"
// stay apart and each still works by ref.
func TestStructureFoldsWhatAPersonSeesAsOne(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/story/") {
			w.Write([]byte(`<!doctype html><title>Story</title><h1>` + r.URL.Path + `</h1>`))
			return
		}
		w.Write([]byte(cardsPage))
	}))
	t.Cleanup(srv.Close)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": srv.URL + "/"}, nil)
	st := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	if strings.Count(st, "kettle") != 0 || strings.Count(st, "Kettles recalled") != 1 {
		t.Errorf("the story's picture link or its cut heading is listed apart from its title:\n%s", st)
	}
	if strings.Contains(st, "# Economic View") || strings.Contains(st, "# Rates Hold") || !strings.Contains(st, `link "Economic View Rates Hold as Markets Wait"`) {
		t.Errorf("headings inside a link are printed besides its name:\n%s", st)
	}
	// A picture's file name names its link without sizes and versions.
	if !strings.Contains(st, `link (no name; icon "partner asset mto")`) {
		t.Errorf("a picture link is not named by its file's words:\n%s", st)
	}
	// Two worded links to one place, one of them a delete, are two controls.
	if !strings.Contains(st, `link "Delete"`) || !strings.Contains(st, `link "Quarterly budget spreadsheet"`) {
		t.Errorf("a control sharing another's address, or a heading, went missing:\n%s", st)
	}
	ref := func(name string) string {
		m := regexp.MustCompile(`(?m)^(\S+) link "` + name + `"`).FindStringSubmatch(st)
		if m == nil {
			t.Fatalf("no link %q in:\n%s", name, st)
		}
		return m[1]
	}
	reply, forward := ref("Reply"), ref("Forward")
	mustOK(t, c, "browser_click", map[string]any{"ref": forward}, nil)
	pageSays(t, c, "forwarded")
	mustOK(t, c, "browser_click", map[string]any{"ref": reply}, nil)
	pageSays(t, c, "replied")
	mustOK(t, c, "browser_click", map[string]any{"ref": ref("Kettles recalled after lids come loose in factory tests")}, nil)
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "/story/kettle-recall", "exact": true}, &found)
	if !found.Found {
		t.Error("the title link did not open its story")
	}
}
