package crawl

// Progress is the crawl's state each time a requested URL is finished.
type Progress struct {
	// Done counts the URLs requested and finished, in this run and the
	// ones it resumes; URLs skipped unrequested (assets, traps, robots
	// refusals, destructive URLs) are not in it.
	Done int
	// Total is Done plus the URLs in flight and queued, as far as
	// MaxPages lets the crawl reach them. Within a run it never goes down:
	// a URL handed to a worker is counted until it is done.
	Total int
	// ThisRun counts the URLs finished in this run (a rate for an ETA).
	ThisRun int
	URL     string // the URL just finished
	Status  string // its status: StatusScanned, StatusNotHTML, …
	// Findings is the violating nodes on every page scanned so far.
	Findings int
}

// progress reports rec, just finished, with inflight URLs still with the
// workers.
func (c *Crawler) progress(rec Record, inflight int) {
	c.fetched++
	c.thisRun++
	if rec.Status == StatusScanned {
		c.findings += rec.Counts.Total()
	}
	total := c.fetched + inflight + min(len(c.queue), max(0, c.o.MaxPages-c.visits-inflight))
	if c.o.Progress != nil {
		c.o.Progress(c.fetched, total)
	}
	if c.o.OnProgress != nil {
		c.o.OnProgress(Progress{Done: c.fetched, Total: total, ThisRun: c.thisRun, URL: rec.URL, Status: rec.Status, Findings: c.findings})
	}
}
