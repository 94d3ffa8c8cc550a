package checks

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"unicode"

	"github.com/abadojack/whatlanggo"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

//go:embed lang.js
var checksLangJS string

// langPartsID is 3.1.2's check: the page collects its text blocks, Go
// names their language (whatlanggo's trigram profiles).
const langPartsID = "aa-lang-parts"

var langPartsJS = "({ scope }) => {\n  const lazy = false;\n" + browser.PageLibJS() + checksLangJS

// langNodesJS gives the nodes of the blocks a lazy read kept, by index
// (null for one no longer in the document).
var langNodesJS = "(idx) => {\n" + browser.PageLibJS() + `
  const els = window[Symbol.for('accessagents.langBlocks')] || [];
  return idx.map((i) => { const el = els[i]; return el && el.isConnected
    ? { target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200) } : null; });
}`

// Eval runs a page function with an argument and decodes its JSON result
// into out: how a check reads the page again after a scan's turn.
type Eval func(js string, arg any, out any) error

// The thresholds were measured on the GOV.UK Frontend examples, the GDS
// pages and English twins full of names and loanwords (lang_test.go):
// below a dozen words, or with fewer than eight words that are not names,
// whatlanggo's trigrams mistake English for Danish or German; a passage
// that long in French, German or Spanish scores 0.7 to 1 against every
// language and 1 against the page's own.
const (
	langFailWords   = 12   // words in the block
	langFailLower   = 8    // words starting in lower case: not names
	langFailLetters = 60   // letters in the block
	langFailConf    = 0.5  // whatlanggo's confidence among all languages
	langPairConf    = 0.95 // confidence against the page's language alone
	langReviewWords = 6
	langReviewLower = 4
)

type langBlock struct {
	finding.Node
	Scope bool `json:"scope"`
}

type langPage struct {
	Lang   string      `json:"lang"`
	Blocks []langBlock `json:"blocks"`
}

// langVerdict is what the check says of one block.
type langVerdict int

const (
	langPass langVerdict = iota
	langReview
	langFail
)

// langByCode finds whatlanggo's language for a BCP 47 tag's primary
// subtag ("en-GB" → English).
func langByCode(tag string) (whatlanggo.Lang, bool) {
	code := strings.ToLower(strings.SplitN(strings.TrimSpace(tag), "-", 2)[0])
	if code == "" {
		return 0, false
	}
	for l := whatlanggo.Lang(0); l <= whatlanggo.Zul; l++ {
		if l.Iso6391() == code || l.Iso6393() == code {
			return l, true
		}
	}
	return 0, false
}

// judgeLang says whether text, in a page declared as pageLang, is a
// passage in another language: a violation only when it is long, made of
// ordinary words rather than names, and whatlanggo is sure of it both
// among all languages and against the page's own.
func judgeLang(text string, page whatlanggo.Lang) (langVerdict, whatlanggo.Info) {
	key := langKey{text, page}
	langMemo.Lock()
	got, ok := langMemo.m[key]
	langMemo.Unlock()
	if ok {
		return got.v, got.info
	}
	v, info := judgeLangOnce(text, page)
	langMemo.Lock()
	if len(langMemo.m) >= langMemoSize {
		clear(langMemo.m)
	}
	langMemo.m[key] = langJudged{v, info}
	langMemo.Unlock()
	return v, info
}

// langMemo keeps the latest blocks' verdicts: a re-scan of a page, or a
// crawl's pages with the same footer, reads the same passages again, and
// identifying a passage's language was most of a re-scan's time in Go.
var langMemo = struct {
	sync.Mutex
	m map[langKey]langJudged
}{m: map[langKey]langJudged{}}

const langMemoSize = 5000

type langKey struct {
	text string
	page whatlanggo.Lang
}

type langJudged struct {
	v    langVerdict
	info whatlanggo.Info
}

// countWords counts text's words (starting with a letter, after opening
// quotes and brackets) and those of them in lower case: names are not.
func countWords(text string) (words, lower int) {
	for _, w := range strings.Fields(text) {
		r := []rune(strings.TrimLeft(w, `"'“‘«¿¡(`))
		if len(r) == 0 || !unicode.IsLetter(r[0]) {
			continue
		}
		words++
		if unicode.IsLower(r[0]) {
			lower++
		}
	}
	return words, lower
}

// judgeLangOnce is judgeLang without the memo.
func judgeLangOnce(text string, page whatlanggo.Lang) (langVerdict, whatlanggo.Info) {
	words, lower := countWords(text)
	letters := 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	info := whatlanggo.Detect(text)
	if info.Lang == page || words < langReviewWords {
		return langPass, info
	}
	pair := whatlanggo.DetectWithOptions(text, whatlanggo.Options{Whitelist: map[whatlanggo.Lang]bool{page: true, info.Lang: true}})
	if pair.Lang != info.Lang || pair.Confidence < langPairConf {
		return langPass, info
	}
	switch {
	case words >= langFailWords && lower >= langFailLower && letters >= langFailLetters && info.Confidence >= langFailConf:
		return langFail, info
	case lower >= langReviewLower && info.IsReliable():
		return langReview, info
	}
	return langPass, info
}

// runLangParts runs 3.1.2's check on the page, or gives its verdict on
// the scope element when scope is set (Status, Reason, Data).
func runLangParts(p playwright.Page, scope playwright.ElementHandle) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: langPartsID}
	var pg langPage
	var arg any
	if scope != nil {
		arg = scope
	}
	if err := browser.EvalJSON(p, langPartsJS, map[string]any{"scope": arg}, &pg); err != nil {
		return r, fmt.Errorf("accessagents check %s: %w", langPartsID, err)
	}
	return judgeLangPage(pg, nil)
}

// judgeLangPage is 3.1.2's verdict on the page's blocks as langPartsJS
// read them. Blocks read lazily (text only) are located with eval, for
// the nodes the result keeps.
func judgeLangPage(pg langPage, eval Eval) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: langPartsID, Status: "pass"}
	page, ok := langByCode(pg.Lang)
	if !ok {
		// No lang on the page (3.1.1's failure) or one whatlanggo does
		// not know: nothing to compare a passage with.
		return r, nil
	}
	type judged struct {
		v    langVerdict
		info whatlanggo.Info
	}
	verdicts := make([]judged, len(pg.Blocks))
	inPageLang := false
	for i, b := range pg.Blocks {
		var text string
		if b.Text != nil {
			text = *b.Text
		}
		verdicts[i].v, verdicts[i].info = judgeLang(text, page)
		inPageLang = inPageLang || (verdicts[i].info.Lang == page && len(strings.Fields(text)) >= langReviewWords)
	}
	if !inPageLang {
		// No passage reads as the declared language: the page's lang is
		// what is wrong (3.1.1, aa-lang-mismatch), not its parts.
		return r, nil
	}
	// The blocks whose nodes are kept: the first of each verdict.
	kept := map[langVerdict]int{}
	var want []int
	for i, b := range pg.Blocks {
		if v := verdicts[i].v; v != langPass && kept[v] < finding.MaxNodesPerRule {
			kept[v]++
			if len(b.Target) == 0 {
				want = append(want, i)
			}
		}
	}
	if len(want) > 0 && eval != nil {
		var nodes []*finding.Node
		if err := eval(langNodesJS, want, &nodes); err != nil {
			return r, fmt.Errorf("accessagents check %s: %w", langPartsID, err)
		}
		for k, i := range want {
			if k < len(nodes) && nodes[k] != nil {
				text := pg.Blocks[i].Text
				pg.Blocks[i].Node, pg.Blocks[i].Text = *nodes[k], text
			}
		}
	}
	for i, b := range pg.Blocks {
		v, info := verdicts[i].v, verdicts[i].info
		if v == langPass {
			continue
		}
		name := info.Lang.String()
		n := b.Node
		n.Data, _ = json.Marshal(map[string]any{"language": info.Lang.Iso6391(), "page_language": pg.Lang, "confidence": info.Confidence})
		if v == langFail {
			n.Summary = fmt.Sprintf("This passage reads as %s (confidence %.2f) but nothing declares it: the page is lang=%q, so screen readers speak it with %s rules. Add lang=%q to the element (H58).",
				name, info.Confidence, pg.Lang, page.String(), info.Lang.Iso6391())
			r.Total++
			r.Nodes = append(r.Nodes, n)
		} else {
			n.Summary = fmt.Sprintf("This passage may be in %s (confidence %.2f) while the page is lang=%q: if it is, add lang=%q to it (H58).",
				name, info.Confidence, pg.Lang, info.Lang.Iso6391())
			r.ReviewTotal++
			r.Review = append(r.Review, n)
		}
		if b.Scope {
			r.Status, r.Reason, r.Data = map[langVerdict]string{langFail: "fail", langReview: "incomplete"}[v], n.Summary, n.Data
		}
	}
	if len(r.Nodes) > finding.MaxNodesPerRule {
		r.Nodes = r.Nodes[:finding.MaxNodesPerRule]
	}
	if len(r.Review) > finding.MaxNodesPerRule {
		r.Review = r.Review[:finding.MaxNodesPerRule]
	}
	return r, nil
}

// langChecks is 3.1.2's check.
func langChecks() []Check {
	return []Check{
		check(langPartsID, "3.1.2", "2aa", "serious", "language-of-parts", "A passage in another language than the page's must declare its language with lang", false, false),
	}
}

// langMismatchID is 3.1.1's check of the page's declared language.
const langMismatchID = "aa-lang-mismatch"

// Page-level thresholds for confirmPageLang: a page's worth of ordinary
// words, not a heading and a few names.
const (
	pageLangWords = 40
	pageLangLower = 25
)

// confirmPageLang settles aa-lang-mismatch's page-level questions with
// whatlanggo's trigram profiles, a reading independent of the common
// words the page side counts. A question (the declared language's common
// words few, another's more but not enough to be sure) becomes a
// violation when whatlanggo names that same language. A probe (a page of
// 40 words or more with too few common words of any language to guess)
// becomes one when whatlanggo alone names another language and the
// common words do not say otherwise; otherwise it is dropped. Either way
// whatlanggo must be sure among all languages and against the declared
// one, on 40 words or more, 25 of them in lower case. The text sample
// leaves every node's data.
func confirmPageLang(r *finding.RawCheck) {
	for i := range r.Nodes {
		r.Nodes[i].Data, _, _ = pageLangVerdict(r.Nodes[i].Data)
	}
	var keep []finding.Node
	for _, n := range r.Review {
		data, summary, drop := pageLangVerdict(n.Data)
		n.Data = data
		switch {
		case summary != "":
			n.Summary = summary
			r.Nodes = append(r.Nodes, n)
			r.Total++
			r.ReviewTotal--
		case drop:
			r.ReviewTotal--
		default:
			keep = append(keep, n)
		}
	}
	r.Review = keep
	if r.Status == "incomplete" {
		data, summary, drop := pageLangVerdict(r.Data)
		r.Data = data
		switch {
		case summary != "":
			r.Status, r.Reason = "fail", summary
		case drop:
			r.Status, r.Reason = "pass", ""
		}
	}
}

// pageLangVerdict judges one node's data as confirmPageLang says: the data
// without its sample, the violation's summary ("" for none), and whether a
// probe found nothing (the node goes).
func pageLangVerdict(raw json.RawMessage) (json.RawMessage, string, bool) {
	var d map[string]any
	if len(raw) == 0 || json.Unmarshal(raw, &d) != nil {
		return raw, "", false
	}
	sample, ok := d["sample"].(string)
	if !ok {
		return raw, "", false
	}
	probe, _ := d["probe"].(bool)
	score, _ := d["score"].(map[string]any)
	delete(d, "sample")
	delete(d, "probe")
	delete(d, "score")
	out, _ := json.Marshal(d)
	declaredTag, _ := d["declared"].(string)
	declared, ok := langByCode(declaredTag)
	if !ok {
		return out, "", probe
	}
	words, lower := countWords(sample)
	info := whatlanggo.Detect(sample)
	other := info.Lang
	if reads, _ := d["reads"].(string); !probe {
		if l, ok := langByCode(reads); !ok || l != other {
			return out, "", false
		}
	} else if score != nil {
		// The common words must not speak for the declared language.
		mine, _ := score[declared.Iso6391()].(float64)
		theirs, known := score[other.Iso6391()].(float64)
		if (known && theirs <= mine) || (!known && mine > 2) {
			return out, "", true
		}
	}
	if other == declared || words < pageLangWords || lower < pageLangLower || info.Confidence < langFailConf {
		return out, "", probe
	}
	pair := whatlanggo.DetectWithOptions(sample, whatlanggo.Options{Whitelist: map[whatlanggo.Lang]bool{declared: true, other: true}})
	if pair.Lang != other || pair.Confidence < langPairConf {
		return out, "", probe
	}
	d["reads"] = other.Iso6391()
	d["trigram_confidence"] = info.Confidence
	out, _ = json.Marshal(d)
	return out, fmt.Sprintf("The page says lang=%q, but its text reads as %s (whatlanggo's letter patterns, confidence %.2f, over %d words): screen readers speak it with %s rules. Set lang=%q on the html element.",
		declaredTag, other.String(), info.Confidence, words, declared.String(), other.Iso6391()), false
}
