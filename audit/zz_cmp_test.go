package audit

import (
	"context"
	"fmt"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

func TestZZRescan(t *testing.T) {
	s := newSession(t)
	ctx := context.Background()
	for r := 0; r < 3; r++ {
		for _, page := range []string{"/pages/realistic.html", "/site/shop.html", "/pages/forty-images.html", "/pages/homepage.html"} {
			st := time.Now()
			if _, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL(page), PageSize: MaxPageSize}); err != nil {
				t.Fatal(err)
			}
			fd := time.Since(st)
			_, _ = s.WithPage(ctx, func(p playwright.Page) error { _, err := p.Evaluate(oneFixJS); return err })
			st = time.Now()
			res, err := testEngine.Scan(ctx, s, ScanOptions{PageSize: MaxPageSize})
			if err != nil {
				t.Fatal(err)
			}
			if r >= 1 {
				fmt.Printf("ZZP %s full %v rescan %v ratio %.2f %+v\n", page, fd.Milliseconds(), time.Since(st).Milliseconds(), float64(time.Since(st))/float64(fd), *res.Timings)
			}
		}
	}
}
