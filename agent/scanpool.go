package agent

import (
	"net/url"
	"sync"

	"github.com/accessagents/accessagents/crawl"
)

// conn is one in-process MCP session a crawl scans pages in, and the origin
// of the last page it scanned.
type conn struct {
	c      Caller
	close  func()
	origin string
}

// scanPool keeps the crawl's sessions between pages: a page is scanned in
// a session that last scanned a page of its origin, after Reset put that
// session back to a new context's state, so it keeps its tab, renderer and
// compiled scripts. At most one session a worker is idle at a time: a scan
// takes one out and puts it back.
type scanPool struct {
	mu     sync.Mutex
	idle   []*conn
	closed bool
}

// take returns an idle session for u's origin, or nil. An idle session
// of another origin is closed: the pool never holds more than the crawl's
// concurrency.
func (p *scanPool) take(u string) *conn {
	o := originOf(u)
	p.mu.Lock()
	defer p.mu.Unlock()
	for i, c := range p.idle {
		if c.origin == o {
			p.idle = append(p.idle[:i], p.idle[i+1:]...)
			return c
		}
	}
	if len(p.idle) > 0 {
		c := p.idle[0]
		p.idle = p.idle[1:]
		go c.close()
	}
	return nil
}

// put keeps c for the next page of its origin.
func (p *scanPool) put(c *conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		go c.close()
		return
	}
	p.idle = append(p.idle, c)
}

// Close ends every idle session.
func (p *scanPool) Close() error {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.closed = nil, true
	p.mu.Unlock()
	for _, c := range idle {
		c.close()
	}
	return nil
}

// originOf is u's origin, the pool's key (u itself if it does not parse).
func originOf(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return u
	}
	return crawl.Origin(p)
}
