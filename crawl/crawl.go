// Package crawl audits whole sites: it discovers pages from links and
// sitemaps, visits them N at a time (each in its own browser context,
// through the same tool layer an agent uses), streams every page's report
// to disk and folds repeated violations into template-level findings.
package crawl

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/accessagents/accessagents/audit"
)

// ErrLoginWall means the crawl was redirected to a login page: its session
// is gone (or never was), and auditing the login form over and over helps
// no one. The crawl stops; re-run with a fresh --storage-state to resume.
var ErrLoginWall = errors.New("redirected to a login page")

// Scanner audits one URL in a browser context no other page has left
// anything in. A Scanner that is also an io.Closer is closed when Run ends.
type Scanner interface {
	Scan(ctx context.Context, url string) (audit.ScanResult, error)
}

// Options configure a crawl.
type Options struct {
	Seeds            []string // start URLs, --urls entries and sitemap pages
	Sitemaps         []string // sitemap URLs to read (in addition to robots.txt's)
	Follow           bool     // follow links found on pages (a crawl) or not (a URL list)
	MaxPages         int      // pages visited at most (default 500)
	MaxDepth         int      // link hops from a seed (default 10)
	Scope            Scope
	Concurrency      int           // pages at a time (default AutoConcurrency)
	PerHostInterval  time.Duration // minimum gap between visits to one host
	MaxQueryVariants int           // distinct queries kept per path (default 10)
	IgnoreRobots     bool
	PageTimeout      time.Duration // per page scan (default 60 s)
	OutDir           string
	Fetcher          *Fetcher
	Scanner          Scanner
	Log              *slog.Logger
	// Progress, if set, is told after each requested URL is finished:
	// Progress.Done and Progress.Total.
	Progress func(done, total int)
	// OnProgress, if set, is told the same with the URL, its status and
	// the findings so far.
	OnProgress func(Progress)
}

// AutoConcurrency is the crawl's default number of pages at a time: one per
// CPU this process may use (GOMAXPROCS, which follows a container's CPU
// quota). On the 60-page bench site on 2 CPUs, 1, 2 and 4 at a time took
// 16.1, 16.2 and 16.9 s: the machine is full at one page per CPU, and a
// site that is slow to answer gains from more (docs/site-audits.md).
func AutoConcurrency() int { return max(1, runtime.GOMAXPROCS(0)) }

// Summary is what a crawl did.
type Summary struct {
	Visited int    // pages finished (any status) in this and earlier runs
	Pending int    // pages still queued (an interrupted or capped crawl)
	Stopped string // why the crawl stopped early, if it did
}

// Crawler runs one crawl.
type Crawler struct {
	o       Options
	j       *journal
	queue   []queued
	visits  int // records that cost a visit (pages: see costsVisit)
	done    int
	fetched int // records of requested URLs (see requested)
	thisRun int // of which finished in this run
	// findings is the violating nodes on the pages scanned so far.
	findings int
	seq      int
	robots   map[string]*Robots
	limiter  *hostLimiter
	// lastGood is the last page audited (in this run or, on resume, the
	// journal's): the probe that tells a lost session from a members-only
	// page (Run's goroutine only).
	lastGood string

	mu     sync.Mutex // seen and qcount: workers claim redirect targets
	seen   map[string]bool
	qcount map[string]int // query variants per path
}

// job is one visit handed to a worker.
type job struct {
	queued
	seq int
}

// New prepares a crawl, replaying the journal in o.OutDir if there is one.
func New(o Options) (*Crawler, error) {
	if o.MaxPages <= 0 {
		o.MaxPages = 500
	}
	if o.MaxDepth <= 0 {
		o.MaxDepth = 10
	}
	if o.Concurrency <= 0 {
		o.Concurrency = AutoConcurrency()
	}
	if o.MaxQueryVariants <= 0 {
		o.MaxQueryVariants = 10
	}
	if o.PageTimeout <= 0 {
		o.PageTimeout = 60 * time.Second
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if err := os.MkdirAll(filepath.Join(o.OutDir, "pages"), 0o755); err != nil {
		return nil, err
	}
	c := &Crawler{o: o, seen: map[string]bool{}, qcount: map[string]int{}, robots: map[string]*Robots{},
		limiter: &hostLimiter{every: o.PerHostInterval, next: map[string]time.Time{}}}
	finished := map[string]bool{}
	var pending []queued
	err := readJournal(o.OutDir, func(l journalLine) error {
		switch {
		case l.Q != nil:
			c.claim(l.Q.URL)
			pending = append(pending, *l.Q)
		case l.D != nil:
			finished[l.D.URL] = true
			c.claim(l.D.URL) // traps and robots refusals have no queue line
			if l.D.FinalURL != "" {
				c.claim(l.D.FinalURL)
			}
			c.done++
			if l.D.Status == StatusScanned {
				c.lastGood = cmp.Or(l.D.FinalURL, l.D.URL)
			}
			if costsVisit(l.D.Status) {
				c.visits++
			}
			if requested(l.D.Status) {
				c.fetched++
				c.findings += l.D.Counts.Total()
			}
			c.seq = max(c.seq, l.D.Seq)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, q := range pending {
		if !finished[q.URL] {
			c.queue = append(c.queue, q)
		}
	}
	if c.j, err = openJournal(o.OutDir); err != nil {
		return nil, err
	}
	return c, nil
}

// Resumed reports whether the journal already held pages.
func (c *Crawler) Resumed() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.seen) > 0
}

// claim marks a URL seen and reports whether it was new.
func (c *Crawler) claim(raw string) bool {
	u, err := Normalize(raw, nil)
	if err != nil {
		return false
	}
	k := Key(u)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.seen[k] {
		return false
	}
	c.seen[k] = true
	if u.RawQuery != "" {
		c.qcount[PathKey(u)]++
	}
	return true
}

// Run crawls until the queue is empty, MaxPages is reached, ctx ends or a
// login wall stops it. Finished pages are in the journal whatever happens.
func (c *Crawler) Run(ctx context.Context) (Summary, error) {
	defer c.j.close()
	if cl, ok := c.o.Scanner.(io.Closer); ok {
		// The sessions a scanner keeps between pages (agent.Scanner).
		defer cl.Close()
	}
	if !c.Resumed() {
		c.seed(ctx)
	}
	type result struct {
		rec   Record
		links []string
		err   error // ctx ended mid-page: not recorded, retried on resume
	}
	jobs := make(chan job)
	results := make(chan result)
	var wg sync.WaitGroup
	for i := 0; i < c.o.Concurrency; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				rec, links, err := c.visit(ctx, j)
				results <- result{rec, links, err}
			}
		}()
	}
	defer func() { close(jobs); wg.Wait() }()
	var sum Summary
	var stopErr error
	inflight := 0
	for {
		for inflight < c.o.Concurrency && len(c.queue) > 0 && c.visits+inflight < c.o.MaxPages && ctx.Err() == nil && stopErr == nil {
			q := c.queue[0]
			c.queue = c.queue[1:]
			c.seq++
			inflight++
			jobs <- job{queued: q, seq: c.seq}
		}
		if inflight == 0 {
			break
		}
		r := <-results
		inflight--
		if r.err != nil {
			// Interrupted: keep it queued for the next run.
			c.queue = append(c.queue, queued{URL: r.rec.URL, Depth: r.rec.Depth})
			continue
		}
		if r.rec.Status == StatusLoginWall {
			if stopErr != nil || c.sessionLost(ctx) {
				c.queue = append(c.queue, queued{URL: r.rec.URL, Depth: r.rec.Depth})
				if stopErr == nil {
					where := "went to " + r.rec.FinalURL
					if r.rec.FinalURL == "" {
						where = "answered HTTP 401 (it asks for a login)"
					}
					stopErr = fmt.Errorf("%w: %s %s; the session is missing or expired — log in again (accessagents login) and re-run with --storage-state", ErrLoginWall, r.rec.URL, where)
					sum.Stopped = stopErr.Error()
				}
				continue
			}
			// The session still opens the last page audited: this one
			// needs a login (or rights) the crawl does not have. Recorded,
			// not audited, and the crawl goes on.
			r.rec.Detail += "; the rest of the site is still reachable, so this page needs a login or rights this crawl's session (if any) lacks"
		} else if r.rec.Status == StatusScanned {
			c.lastGood = cmp.Or(r.rec.FinalURL, r.rec.URL)
		}
		if c.o.Follow && r.rec.Depth < c.o.MaxDepth {
			c.enqueue(ctx, r.links, r.rec.Depth+1)
		}
		c.record(r.rec)
		if err := c.j.flush(); err != nil {
			return sum, err
		}
		c.progress(r.rec, inflight)
	}
	sum.Visited, sum.Pending = c.done, len(c.queue)
	if sum.Stopped == "" && ctx.Err() != nil {
		sum.Stopped = "interrupted; re-run with the same --out to continue"
	} else if sum.Stopped == "" && len(c.queue) > 0 {
		sum.Stopped = fmt.Sprintf("page limit %d reached with %d URLs still queued (raise --max-pages)", c.o.MaxPages, len(c.queue))
	}
	if stopErr != nil {
		return sum, stopErr
	}
	return sum, c.j.flush()
}

// sessionLost says whether the crawl's session is gone: no page has been
// audited yet in this run, or the last one audited now leads to a login
// page too. (A members-only link on a public site, or a section the
// session has no rights to, leaves it reachable.)
func (c *Crawler) sessionLost(ctx context.Context) bool {
	if c.lastGood == "" {
		return true
	}
	fctx, cancel := context.WithTimeout(ctx, c.o.PageTimeout)
	defer cancel()
	f, err := c.o.Fetcher.Get(fctx, c.lastGood)
	if err != nil {
		return false // cannot tell: a network error is not a logout
	}
	var page Page
	if f.HTML() {
		page = ParseHTML(f.Body, f.URL)
	}
	return loginWall(f, page)
}

// record journals a finished URL.
func (c *Crawler) record(rec Record) {
	c.done++
	if costsVisit(rec.Status) {
		c.visits++
	}
	if err := c.j.add(journalLine{D: &rec}); err != nil {
		c.o.Log.Error("journal", "error", err)
	}
}

// enqueue queues the in-scope, unseen URLs among links. Crawl traps and
// robots-disallowed URLs are recorded, not visited.
func (c *Crawler) enqueue(ctx context.Context, links []string, depth int) {
	for _, l := range links {
		u, err := Normalize(l, nil)
		if err != nil || !c.o.Scope.Allows(u) {
			continue
		}
		c.mu.Lock()
		variants := c.qcount[PathKey(u)]
		c.mu.Unlock()
		trap := TrapReason(u)
		if trap == "" && u.RawQuery != "" && variants >= c.o.MaxQueryVariants {
			trap = fmt.Sprintf("more than %d query variants of %s", c.o.MaxQueryVariants, u.Path)
		}
		why := destructive(u.String())
		if !c.claim(u.String()) {
			continue
		}
		switch {
		case why != "":
			c.seq++
			c.record(Record{Seq: c.seq, URL: u.String(), Depth: depth, Status: StatusDestructive, Detail: why})
		case assetExt(u) != "":
			c.seq++
			c.record(Record{Seq: c.seq, URL: u.String(), Depth: depth, Status: StatusAsset,
				Detail: "not requested: ." + assetExt(u) + " names a file, not a page"})
		case trap != "":
			c.seq++
			c.record(Record{Seq: c.seq, URL: u.String(), Depth: depth, Status: StatusTrap, Detail: trap})
		case !c.o.IgnoreRobots && !c.robotsFor(ctx, Origin(u)).Allowed(u.RequestURI()):
			c.seq++
			c.record(Record{Seq: c.seq, URL: u.String(), Depth: depth, Status: StatusRobots, Detail: "disallowed by robots.txt (--ignore-robots to audit anyway)"})
		default:
			q := queued{URL: u.String(), Depth: depth}
			c.queue = append(c.queue, q)
			if err := c.j.add(journalLine{Q: &q}); err != nil {
				c.o.Log.Error("journal", "error", err)
			}
		}
	}
}
