package crawl

import (
	"context"
	"net/url"
)

// seed queues the start URLs and the sitemaps' pages at depth 0.
func (c *Crawler) seed(ctx context.Context) {
	sitemaps := append([]string(nil), c.o.Sitemaps...)
	if c.o.Follow {
		for _, o := range c.o.Scope.Origins {
			if r := c.robotsFor(ctx, o); r != nil {
				sitemaps = append(sitemaps, r.Sitemaps...)
			}
			if len(c.o.Sitemaps) == 0 {
				sitemaps = append(sitemaps, o+"/sitemap.xml")
			}
		}
	}
	c.enqueue(ctx, c.o.Seeds, 0)
	c.readSitemaps(ctx, sitemaps)
	_ = c.j.flush()
}

// readSitemaps reads sitemaps (and the sitemaps they index, up to 50
// documents) and queues their pages.
func (c *Crawler) readSitemaps(ctx context.Context, sitemaps []string) {
	read := map[string]bool{}
	for i := 0; i < len(sitemaps) && len(read) < 50; i++ {
		sm := sitemaps[i]
		if read[sm] {
			continue
		}
		read[sm] = true
		f, err := c.o.Fetcher.Get(ctx, sm)
		if err != nil || f.Status != 200 || len(f.Body) == 0 {
			c.o.Log.Debug("sitemap unavailable", "url", sm, "error", err)
			continue
		}
		var pages []string
		err = ParseSitemap(bytesReader(f.Body), func(loc string) { pages = append(pages, loc) },
			func(loc string) { sitemaps = append(sitemaps, loc) })
		if err != nil {
			c.o.Log.Warn("sitemap unreadable", "url", sm, "error", err)
		}
		c.enqueue(ctx, pages, 0)
	}
}

// robotsFor fetches and caches an origin's robots.txt; a missing or
// unreadable one allows everything. Its Crawl-delay raises the host's rate
// limit.
func (c *Crawler) robotsFor(ctx context.Context, origin string) *Robots {
	if r, ok := c.robots[origin]; ok {
		return r
	}
	var r *Robots
	if f, err := c.o.Fetcher.Get(ctx, origin+"/robots.txt"); err == nil && f.Status == 200 {
		r = ParseRobots(bytesReader(f.Body))
		if u, err := url.Parse(origin); err == nil && r.CrawlDelay > 0 {
			c.limiter.atLeast(u.Host, r.CrawlDelay)
		}
	}
	c.robots[origin] = r
	return r
}
