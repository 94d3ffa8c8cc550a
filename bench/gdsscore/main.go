// Command gdsscore scores `accessagents audit` on the GDS accessibility
// tool audit (testdata/gds-audit: 142 pages, each with one known barrier,
// from github.com/alphagov/accessibility-tool-audit, MIT). It serves the
// corpus on 127.0.0.1, audits every test page (and the example page a test
// links to) with the real binary through `audit --urls … --checks all`,
// and writes one line per test and a summary table next to the published
// results of 13 other tools (the corpus's tests.json).
//
//	go run ./bench/gdsscore                 # prints the table
//	go run ./bench/gdsscore -update         # rewrites results.tsv and the table in docs/audit.md
//
// A test counts as found when the audit reports a violation (or, for
// "review", only a needs-review item) that it does not report on a control
// page: the same template with the example taken out. Whether a finding is
// the test's barrier and not something else on the page is judged by a
// person in judged.tsv (see its header); the table reports both.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/accessagents/accessagents/crawl"
)

var (
	corpus      = flag.String("corpus", "testdata/gds-audit", "the corpus directory")
	bin         = flag.String("bin", "", "accessagents binary (default: go build ./cmd/accessagents)")
	checks      = flag.String("checks", "all", "cheap or all")
	concurrency = flag.Int("concurrency", 2, "pages at a time")
	update      = flag.Bool("update", false, "rewrite results.tsv and the table in docs/audit.md")
	readme      = flag.String("readme", "docs/audit.md", "document whose gds-table markers get the table")
	keep        = flag.Bool("keep", false, "keep the audit's output directory")
	rescore     = flag.String("rescore", "", "score the kept output directory of an earlier run instead of auditing again")
	practice    = flag.Bool("best-practice", true, "audit with --best-practice (best-practice findings count as found, apart from violations)")
)

var h1 = regexp.MustCompile(`(?s)<h1>(.*?)</h1>`)
var exampleLink = regexp.MustCompile(`(?:href|src)="\.\./example-pages/([a-z_]+\.html)"`)

// test is one corpus page and what the audit said of it.
type test struct {
	Category, Name, File string
	Examples             []string // example pages the test links to
	Published            map[string]string
	Axe, Checks, Reviews []string // rule ids beyond the control page's
	Practice             []string // best-practice rule ids beyond the control page's
}

func (t *test) status() string {
	switch {
	case len(t.Axe)+len(t.Checks) > 0:
		return "violation"
	case len(t.Practice) > 0:
		return "practice"
	case len(t.Reviews) > 0:
		return "review"
	}
	return "notfound"
}

func main() {
	flag.Parse()
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gdsscore:", err)
		os.Exit(2)
	}
}

func run() error {
	tests, err := loadTests(*corpus)
	if err != nil {
		return err
	}
	if *rescore != "" {
		base, err := baseOf(*rescore)
		if err != nil {
			return err
		}
		return score(tests, *rescore, base)
	}
	work, err := os.MkdirTemp("", "gdsscore")
	if err != nil {
		return err
	}
	if *keep {
		fmt.Fprintln(os.Stderr, "gdsscore: output kept in", work)
	} else {
		defer os.RemoveAll(work)
	}
	exe := *bin
	if exe == "" {
		exe = filepath.Join(work, "accessagents")
		if out, err := exec.Command("go", "build", "-o", exe, "./cmd/accessagents").CombinedOutput(); err != nil {
			return fmt.Errorf("go build: %v\n%s", err, out)
		}
	}
	base, stop, err := serve(*corpus)
	if err != nil {
		return err
	}
	defer stop()
	urls := []string{base + "/control.html"}
	seen := map[string]bool{}
	for _, t := range tests {
		urls = append(urls, base+"/tests/"+t.File)
		for _, e := range t.Examples {
			if !seen[e] {
				seen[e] = true
				urls = append(urls, base+"/example-pages/"+e)
			}
		}
	}
	list := filepath.Join(work, "urls.txt")
	if err := os.WriteFile(list, []byte(strings.Join(urls, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	out := filepath.Join(work, "out")
	start := time.Now()
	args := []string{"audit", "--urls", list, "--out", out, "--format", "json", "--checks", *checks,
		"--concurrency", fmt.Sprint(*concurrency), "--rate-interval", "0s", "--output-dir", filepath.Join(work, "files")}
	if *practice {
		args = append(args, "--best-practice")
	}
	cmd := exec.Command(exe, args...)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			return fmt.Errorf("audit: %v", err)
		}
	}
	fmt.Fprintf(os.Stderr, "gdsscore: %d pages audited in %s\n", len(urls), time.Since(start).Round(time.Second))
	return score(tests, out, base)
}

// baseOf finds the corpus's URL in a kept output directory by its control page.
func baseOf(out string) (string, error) {
	base := ""
	err := crawl.Records(out, func(r crawl.Record) error {
		if strings.HasSuffix(r.URL, "/control.html") {
			base = strings.TrimSuffix(r.URL, "/control.html")
		}
		return nil
	})
	if err == nil && base == "" {
		err = fmt.Errorf("%s holds no control page", out)
	}
	return base, err
}

// score reads the audit's page reports and prints (and with -update
// writes) the results.
func score(tests []*test, out, base string) error {
	found, err := readFindings(out, base)
	if err != nil {
		return err
	}
	control, ok := found["/control.html"]
	if !ok {
		return fmt.Errorf("the control page was not scanned")
	}
	for _, t := range tests {
		pages := []string{"/tests/" + t.File}
		for _, e := range t.Examples {
			pages = append(pages, "/example-pages/"+e)
		}
		var f findings
		for _, p := range pages {
			pf, ok := found[p]
			if !ok {
				return fmt.Errorf("%s was not scanned", p)
			}
			f.add(pf)
		}
		t.Axe = minus(f.axe, control.axe)
		t.Checks = minus(f.checks, control.checks)
		t.Reviews = minus(f.reviews, control.reviews)
		t.Practice = minus(f.practice, control.practice)
	}
	judged, err := loadJudged(filepath.Join(*corpus, "judged.tsv"))
	if err != nil {
		return err
	}
	res := results(tests)
	table := summary(tests, judged)
	fmt.Println(table)
	if !*update {
		return nil
	}
	if err := os.WriteFile(filepath.Join(*corpus, "results.tsv"), []byte(res), 0o644); err != nil {
		return err
	}
	return syncReadme(*readme, table)
}

// loadTests reads tests.json and finds each test's page by its <h1>.
func loadTests(dir string) ([]*test, error) {
	b, err := os.ReadFile(filepath.Join(dir, "tests.json"))
	if err != nil {
		return nil, err
	}
	var raw map[string]map[string]struct {
		Results map[string]string `json:"results"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, err
	}
	files, err := filepath.Glob(filepath.Join(dir, "tests", "*.html"))
	if err != nil {
		return nil, err
	}
	byName := map[string]*test{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		m := h1.FindSubmatch(src)
		if m == nil {
			return nil, fmt.Errorf("%s has no <h1>", f)
		}
		t := &test{Name: html.UnescapeString(strings.TrimSpace(string(m[1]))), File: filepath.Base(f)}
		for _, e := range exampleLink.FindAllSubmatch(src, -1) {
			t.Examples = append(t.Examples, string(e[1]))
		}
		byName[t.Name] = t
	}
	var tests []*test
	for cat, ts := range raw {
		for name, r := range ts {
			t, ok := byName[name]
			if !ok {
				return nil, fmt.Errorf("tests.json names %q, which no page has as its <h1>", name)
			}
			t.Category, t.Published = cat, r.Results
			tests = append(tests, t)
		}
	}
	if len(tests) != len(files) {
		return nil, fmt.Errorf("%d tests in tests.json, %d pages", len(tests), len(files))
	}
	sort.Slice(tests, func(i, j int) bool { return tests[i].File < tests[j].File })
	return tests, nil
}

// serve serves the corpus, plus /control.html: a test page's template
// with its example taken out.
func serve(dir string) (string, func(), error) {
	tpl, err := os.ReadFile(filepath.Join(dir, "tests", "links-link-text-does-not-make-sense-out-of-context.html"))
	if err != nil {
		return "", nil, err
	}
	control := regexp.MustCompile(`(?s)<main>.*</main>`).ReplaceAll(tpl, []byte("<main>\n    <p>Nothing to see here.</p>\n  </main>"))
	control = h1.ReplaceAll(control, []byte("<h1>Control</h1>"))
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	mux.HandleFunc("/control.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(control)
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() { srv.Shutdown(context.Background()) }, nil
}

// findings are the rule ids one or more pages were reported with.
type findings struct{ axe, checks, reviews, practice []string }

func (f *findings) add(o findings) {
	f.axe, f.checks, f.reviews = union(f.axe, o.axe), union(f.checks, o.checks), union(f.reviews, o.reviews)
	f.practice = union(f.practice, o.practice)
}

// readFindings reads the crawl's page reports, keyed by URL path.
func readFindings(out, base string) (map[string]findings, error) {
	found := map[string]findings{}
	err := crawl.Records(out, func(r crawl.Record) error {
		path := strings.TrimPrefix(r.URL, base)
		if r.Status != crawl.StatusScanned {
			return fmt.Errorf("%s: %s %s", path, r.Status, r.Detail)
		}
		b, err := os.ReadFile(filepath.Join(out, r.File))
		if err != nil {
			return err
		}
		var rep crawl.PageReport
		if err := json.Unmarshal(b, &rep); err != nil {
			return err
		}
		var f findings
		for _, v := range rep.Findings {
			if v.Source == "" {
				f.axe = union(f.axe, []string{v.RuleID})
			} else {
				f.checks = union(f.checks, []string{v.RuleID})
			}
		}
		for _, v := range rep.NeedsReview {
			f.reviews = union(f.reviews, []string{v.RuleID})
		}
		for _, v := range rep.BestPractice {
			f.practice = union(f.practice, []string{v.RuleID})
		}
		found[path] = f
		return nil
	})
	return found, err
}

func union(a, b []string) []string {
	set := map[string]bool{}
	for _, s := range append(append([]string{}, a...), b...) {
		set[s] = true
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

func minus(a, b []string) []string {
	var out []string
	for _, s := range a {
		if !slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}
