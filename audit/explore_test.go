package audit

import (
	"fmt"
	"testing"
)

func TestExplore(t *testing.T) {
	for _, page := range []string{"/site/shop.html", "/site/signup.html"} {
		s := newSession(t)
		res, err := testEngine.Scan(testCtx(t), s, ScanOptions{URL: siteURL(page), PageSize: 50})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Println(page, res.Score, res.Counts, res.TotalViolations)
		for _, v := range res.Violations {
			fmt.Printf("  %s %s %s %s | %s | %s\n", v.ID, v.Impact, v.RuleID, v.Selector, v.XPath, string(v.Data))
		}
	}
}
