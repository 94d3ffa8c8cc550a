package audit

import (
	"context"
	"fmt"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

func TestZZRescanChecks(t *testing.T) {
	s := newSession(t)
	ctx := context.Background()
	for r := 0; r < 2; r++ {
		for _, page := range []string{"/pages/realistic.html", "/pages/homepage.html"} {
			if _, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL(page), PageSize: MaxPageSize}); err != nil {
				t.Fatal(err)
			}
			_, _ = s.WithPage(ctx, func(p playwright.Page) error { _, err := p.Evaluate(`() => { window.__ct = {}; (` + oneFixJS + `)(); }`); return err })
			res, err := testEngine.Scan(ctx, s, ScanOptions{PageSize: MaxPageSize})
			if err != nil {
				t.Fatal(err)
			}
			if r == 1 {
				_, _ = s.WithPage(ctx, func(p playwright.Page) error {
					v, _ := p.Evaluate(`() => Object.entries(window.__ct).sort((a,b)=>b[1]-a[1]).slice(0,16).map(([k,v])=>k+' '+v.toFixed(1)).join(', ')`)
					fmt.Println("ZZC", page, res.Timings.Checks, v)
					return nil
				})
			}
		}
	}
}
