package autonomous

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	_ "image/gif"
	_ "image/jpeg"
	_ "image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	nethtml "golang.org/x/net/html"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/report"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// label is a hand label: decorative, or informative with words its alt
// must contain.
type label struct {
	Decorative bool     `json:"decorative"`
	Words      []string `json:"words"`
}

// tally is correct / wrong / deferred over a corpus part.
type tally struct {
	Correct, Wrong, Deferred int
	WrongItems               []string
}

func (t *tally) add(o tally) {
	t.Correct, t.Wrong, t.Deferred = t.Correct+o.Correct, t.Wrong+o.Wrong, t.Deferred+o.Deferred
	t.WrongItems = append(t.WrongItems, o.WrongItems...)
}

func (t tally) String() string {
	n := t.Correct + t.Wrong + t.Deferred
	return fmt.Sprintf("%d images: %d correct (%.0f%%), %d wrong, %d deferred to a person", n, t.Correct,
		100*float64(t.Correct)/float64(max(n, 1)), t.Wrong, t.Deferred)
}

// scoreHTML judges every <img> of the fixed page against the labels:
// no alt is deferred; alt="" is correct only for decoration; a non-empty
// alt is correct only for an informative image and only with its words.
func scoreHTML(t *testing.T, page string, fixed []byte, labels map[string]label) tally {
	t.Helper()
	doc, err := nethtml.Parse(bytes.NewReader(fixed))
	if err != nil {
		t.Fatal(err)
	}
	var tl tally
	var walk func(n *nethtml.Node)
	walk = func(n *nethtml.Node) {
		if n.Type == nethtml.ElementNode && n.Data == "img" {
			var src, alt string
			hasAlt := false
			for _, a := range n.Attr {
				switch a.Key {
				case "src":
					src = a.Val
				case "alt":
					alt, hasAlt = strings.TrimSpace(a.Val), true
				}
			}
			l, ok := labels[src]
			if !ok {
				t.Errorf("%s: image %s has no label", page, src)
			}
			lower := strings.ToLower(alt)
			missing := ""
			for _, w := range l.Words {
				if !strings.Contains(lower, strings.ToLower(w)) {
					missing = w
				}
			}
			switch {
			case !hasAlt:
				tl.Deferred++
			case l.Decorative && alt == "", !l.Decorative && alt != "" && missing == "":
				tl.Correct++
			default:
				tl.Wrong++
				tl.WrongItems = append(tl.WrongItems, fmt.Sprintf("%s %s: alt=%q (label %+v)", page, src, alt, l))
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return tl
}

func loadLabels(t *testing.T, part string) map[string]map[string]label {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("../../testdata/fixes", part, "labels.json"))
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]label{}
	for page, m := range raw {
		if strings.HasPrefix(page, "_") {
			continue
		}
		var ls map[string]label
		if err := json.Unmarshal(m, &ls); err != nil {
			t.Fatal(err)
		}
		out[page] = ls
	}
	return out
}

// exportFile runs fix_export and returns the file it wrote.
func exportFile(t *testing.T, c agent.Caller, format string) []byte {
	t.Helper()
	var ex audit.ExportResult
	if err := c.Call(context.Background(), "fix_export", map[string]any{"format": format}, &ex); err != nil {
		t.Fatalf("fix_export %s: %v", format, err)
	}
	if len(ex.Unmapped) > 0 {
		t.Errorf("fix_export %s: fixes the source patch could not carry: %v", format, ex.Unmapped)
	}
	b, err := os.ReadFile(ex.Path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// visionAnswers are what the scripted vision model says about each photo
// of the corpus, matched by the pixels it is sent (mean colour), not by
// name: the model only ever sees the image and its context.
var visionAnswers = map[string]string{
	"heldout/img/teaser_left1.jpg":           "The choir singing on stage at the spring gala",
	"heldout/img/teaser_right1.jpg":          "A singer on stage under a spotlight",
	"heldout/img/img_0412.jpg":               "A white crocus in flower",
	"heldout/img/red-garden-wheelbarrow.jpg": "A red garden wheelbarrow",
	"heldout/img/tulips_small.jpg":           "Red tulips in a row",
	"tuning/img/teaser1.jpg":                 "Museum news: the new dinosaur hall",
	"tuning/img/cake_01.jpg":                 "A round cake with cream and berries",
	"tuning/img/sourdough-rye-loaf.jpg":      "A dark sourdough rye loaf",
}

type rgb [3]float64

func meanColor(img image.Image) rgb {
	b := img.Bounds()
	var s rgb
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			s[0], s[1], s[2] = s[0]+float64(r>>8), s[1]+float64(g>>8), s[2]+float64(bl>>8)
		}
	}
	n := float64(b.Dx() * b.Dy())
	return rgb{s[0] / n, s[1] / n, s[2] / n}
}

var dataURLRE = regexp.MustCompile(`data:image/png;base64,([A-Za-z0-9+/=]+)`)

// pixelOracle is the scripted vision model's eyes: it recognises the
// corpus photos by their mean colour.
func pixelOracle(t *testing.T) func(body string) (string, bool) {
	t.Helper()
	known := map[string]rgb{}
	for file := range visionAnswers {
		f, err := os.Open(filepath.Join("../../testdata/fixes", file))
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := image.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		known[file] = meanColor(img)
	}
	return func(body string) (string, bool) {
		m := dataURLRE.FindStringSubmatch(body)
		if m == nil {
			return "", false
		}
		b, err := base64.StdEncoding.DecodeString(m[1])
		if err != nil {
			return "", false
		}
		img, _, err := image.Decode(bytes.NewReader(b))
		if err != nil {
			return "", false
		}
		got := meanColor(img)
		best, bestD := "", math.Inf(1)
		for file, c := range known {
			d := math.Sqrt((c[0]-got[0])*(c[0]-got[0]) + (c[1]-got[1])*(c[1]-got[1]) + (c[2]-got[2])*(c[2]-got[2]))
			if d < bestD {
				best, bestD = file, d
			}
		}
		if bestD > 4 {
			return "", true // an image the model has no answer for
		}
		return best, true
	}
}

// TestCorpusScores scores `fix` on the hand-labelled corpus, per part,
// offline and with a scripted vision model: wrong must be 0 everywhere.
// The held-out part was written and labelled before any tuning.
func TestCorpusScores(t *testing.T) {
	browsertest.Slow(t)
	parts := map[string][]string{"tuning": {"museum.html", "bakery.html"}, "heldout": {"concerts.html", "nursery.html"}}
	see := pixelOracle(t)
	for _, withModel := range []bool{false, true} {
		for _, part := range []string{"tuning", "heldout"} {
			labels := loadLabels(t, part)
			var total tally
			for _, page := range parts[part] {
				c := connect(t)
				url := pageURL("/fixes/" + part + "/" + page)
				var rep *report.Remediation
				var ms *modelServer
				if withModel {
					ms = newModelServer(t, nil, func(kind, body string) string {
						if kind != "alt" {
							return ""
						}
						file, ok := see(body)
						if !ok || file == "" {
							return `{"alt":"","reason":"I cannot tell"}`
						}
						b, _ := json.Marshal(map[string]string{"alt": visionAnswers[file], "reason": "what the photo shows"})
						return string(b)
					})
					r, err := Run(context.Background(), c, ms.llm(true, 8000), Options{Task: "Fix the accessibility issues on " + url})
					if err != nil {
						t.Fatal(err)
					}
					rep = r.Remedy
				} else {
					r, err := agent.Remediate(context.Background(), c, agent.RemediateOptions{URL: url})
					if err != nil {
						t.Fatal(err)
					}
					rep = &r
				}
				got := scoreHTML(t, page, exportFile(t, c, "html"), labels[page])
				exportFile(t, c, "patch") // every fix must land in the source patch
				t.Logf("model=%v %s/%s: %s", withModel, part, page, got)
				for _, h := range rep.Handoff {
					t.Logf("    for a person: %s %s — %.160s", h.RuleID, h.Selector, h.Reason)
				}
				total.add(got)
				if withModel && page == "concerts.html" {
					checkVisionRequest(t, ms, exportFile(t, c, "patch"))
				}
			}
			t.Logf("TOTAL model=%v %s: %s", withModel, part, total)
			sort.Strings(total.WrongItems)
			if total.Wrong != 0 {
				t.Errorf("model=%v %s: %d wrong fixes:\n%s", withModel, part, total.Wrong, strings.Join(total.WrongItems, "\n"))
			}
		}
	}
}

// checkVisionRequest: the request for the linked teaser photo carried its
// pixels and its context (link target, page title), and the accepted alt
// is in the source patch.
func checkVisionRequest(t *testing.T, ms *modelServer, patch []byte) {
	t.Helper()
	ms.mu.Lock()
	defer ms.mu.Unlock()
	found := false
	for _, r := range ms.requests {
		if r.Kind == "alt" && strings.Contains(r.Body, "artists.html") {
			found = true
			if !r.HasImage || !dataURLRE.MatchString(r.Body) || !strings.Contains(r.Body, "Riverside Hall") {
				t.Errorf("the vision request lacks the image or its context: %.400s", r.Body)
			}
			if strings.Contains(r.Body, "teaser_right1") {
				t.Error("the file name was sent to the model: it invites file-name alts")
			}
		}
	}
	if !found {
		t.Error("the linked teaser photo never went to the vision model")
	}
	if !strings.Contains(string(patch), `alt="A singer on stage under a spotlight"`) {
		t.Errorf("the model's accepted alt is not in the patch:\n%s", patch)
	}
}
