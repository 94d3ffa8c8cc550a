package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/crawl/crawltest"
)

// TestSiteReportRollsUpAndPassesOurAudit: site.html rolls findings up by
// rule and by template, explains every column, links each scanned page to
// its own HTML report (never raw JSON), and it and a page report pass our
// own audit.
func TestSiteReportRollsUpAndPassesOurAudit(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := crawltest.New(4, 1, 1, false)
	defer site.Close()
	out := t.TempDir()
	if stdout, errOut, code := runBin(t, "audit", "--crawl", site.URL+"/", "--out", out, "--max-pages", "8", "--rate-interval", "0s"); code != 1 {
		t.Fatalf("crawl exit %d\n%s\n%s", code, stdout, errOut)
	}
	b, err := os.ReadFile(filepath.Join(out, "site.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	if !strings.Contains(page, `<h2 id="by-rule">Findings by rule</h2>`) || !regexp.MustCompile(`>image-alt</a><br>[^<]*</th><td class="critical">critical</td><td class="n">\d+</td><td class="n">\d+</td><td class="n">\d+</td>`).MatchString(page) {
		t.Error("site.html has no roll-up by rule with findings, nodes and pages")
	}
	// Every column header is explained in the legend above its table.
	legend := strings.Join(regexp.MustCompile(`<dt>([^<]*)</dt>`).FindAllString(page, -1), " ")
	for _, th := range regexp.MustCompile(`<th scope="col">([^<]*)</th>`).FindAllStringSubmatch(page, -1) {
		if th[1] != "Total" && !strings.Contains(legend, th[1]) {
			t.Errorf("column %q has no legend", th[1])
		}
	}
	reports := regexp.MustCompile(`href="(pages/[^"]+)"`).FindAllStringSubmatch(page, -1)
	if len(reports) == 0 || strings.Contains(page, `.json"`) {
		t.Fatalf("site.html links %d page reports, or links JSON", len(reports))
	}
	for _, r := range reports {
		if !strings.HasSuffix(r[1], ".html") {
			t.Errorf("page report link %s is not HTML", r[1])
		} else if _, err := os.Stat(filepath.Join(out, r[1])); err != nil {
			t.Errorf("page report %s: %v", r[1], err)
		}
	}
	for _, f := range []string{filepath.Join(out, "site.html"), filepath.Join(out, reports[0][1])} {
		res, _, code := runBin(t, "audit", f, "--best-practice")
		if code != 0 || !strings.Contains(res, " 0 violating nodes") || strings.Contains(res, "best practice") {
			t.Errorf("our audit of %s: exit %d\n%s", f, code, res)
		}
	}
}
