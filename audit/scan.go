package audit

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// MaxPageSize bounds one page of scan results.
const MaxPageSize = 50

// ScanOptions for Scan.
type ScanOptions struct {
	URL       string // empty: scan the current page
	Viewport  string
	Tags      []string // axe rule tags; default: the standard's
	ImpactMin string
	// Standard chooses what counts as a violation (ParseStandard; empty is
	// DefaultStandard). BestPractice adds axe's best-practice rules and
	// our own, reported apart and never scored.
	Standard     string
	BestPractice bool
	// SiteFacts asks for what the site-level checks compare between pages
	// (a crawl's scan asks).
	SiteFacts bool
	// Emulate shows the page as a person whose system prefers dark mode,
	// reduced motion, forced colours or print sees it, before it is
	// scanned; the tab keeps it afterwards (browser_emulate_media resets).
	Emulate  *browser.MediaOptions
	PageSize int
	Cursor   string
	// Full re-scans the whole current document even when an incremental
	// re-scan is possible (rescan.go).
	Full bool
	// Settle, when set, waits after the load (up to Settle) until the page
	// has made no request for half a second: a dev build hydrates the
	// server's HTML after its modules load, and only then do its elements
	// carry their handlers and where they are written.
	Settle time.Duration
}

// ErrNotScanned means a fix or verification came before any scan.
var ErrNotScanned = errors.New("no audit in this session yet: run audit_scan_url first (audit before fixing)")

// Scan runs a full axe scan (or, with a cursor, returns the next page of the
// last scan without rescanning).
func (e *Engine) Scan(ctx context.Context, s *browser.Session, o ScanOptions) (ScanResult, error) {
	var res ScanResult
	began := time.Now()
	if e.axe == nil {
		return res, ErrAxeMissing
	}
	res.AxeVersion = e.axe.Version()
	if o.PageSize <= 0 {
		o.PageSize = 5
	}
	if o.PageSize > MaxPageSize {
		o.PageSize = MaxPageSize
	}
	if o.ImpactMin == "" {
		o.ImpactMin = "minor"
	}
	st := e.state(s.ID())
	if o.Standard == "" && o.URL == "" {
		// A re-scan of the current page (the fix loop's) judges as before.
		st.mu.Lock()
		o.Standard = st.standard.Name
		st.mu.Unlock()
	}
	std, err := finding.ParseStandard(o.Standard)
	if err != nil {
		return res, err
	}
	if len(o.Tags) == 0 {
		o.Tags = std.AxeTags(o.BestPractice)
	}
	offset := 0
	var tm *Timings // a fresh scan's phases; a page from a cursor has none
	var mark time.Time
	if o.Cursor != "" {
		seq, off, impactMin, err := decodeCursor(o.Cursor)
		if err != nil {
			return res, err
		}
		st.mu.Lock()
		stale := seq != st.seq
		st.mu.Unlock()
		if stale {
			return res, fmt.Errorf("cursor is from an earlier scan; the page was rescanned since — start again without a cursor")
		}
		offset, o.ImpactMin, res.FromCache = off, impactMin, true
	} else {
		tm = &Timings{}
		mark = time.Now()
		if o.Emulate != nil {
			if _, err := s.EmulateMedia(ctx, *o.Emulate); err != nil {
				return res, fmt.Errorf("emulate %s: %w", o.Emulate, err)
			}
		}
		if o.URL != "" {
			var pre []string
			if n, ok := dismissDialog(s); ok {
				pre = append(pre, n)
			}
			left := timeOrigin(ctx, s, e.axe.holdIn)
			// axe loads into the document as soon as it is parsed, while the
			// navigation's requests settle and then while its load event is
			// awaited (the scan's own ensureIn then finds it there); a
			// failure here is that call's to report.
			early := axeLoading{done: make(chan struct{})}
			nav, err := s.Navigate(ctx, o.URL, browser.NavigateOptions{Viewport: o.Viewport, WaitUntil: "domcontentloaded", Reached: func(p playwright.Page) {
				if early.started.Swap(true) {
					return // a navigation retried on a relaunched browser, or the scan loads axe itself
				}
				go func() {
					defer close(early.done)
					_ = e.axe.ensureIn(p.MainFrame(), time.Minute)
				}()
			}})
			if err != nil {
				return res, err
			}
			if err := settleAfterNavigate(ctx, s, &nav.Outcome, left); err != nil {
				return res, err
			}
			tm.Navigate = lap(&mark)
			inject := func(p playwright.Page) {
				// A navigation a dialog interrupted may still reach its
				// document after Navigate returned: whoever marks the
				// load as started does it, the other waits for it.
				if early.started.Swap(true) {
					<-early.done
				}
				_ = e.axe.ensureIn(p.MainFrame(), time.Minute)
			}
			if err := awaitLoad(ctx, s, &nav.Outcome, inject); err != nil {
				return res, err
			}
			if o.Settle > 0 {
				_, _ = s.WithPage(ctx, func(p playwright.Page) error {
					_ = p.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: playwright.LoadStateNetworkidle,
						Timeout: playwright.Float(float64(o.Settle.Milliseconds()))})
					return nil
				})
			}
			tm.Load = lap(&mark)
			res.Outcome = nav.Outcome
			res.Notices = append(pre, res.Notices...)
		} else if o.Viewport != "" {
			if err := s.SetViewport(ctx, o.Viewport); err != nil {
				return res, err
			}
		}
		var found []*finding.Violation
		var totals map[string]finding.RuleTotal
		var pageURL string
		var src *pageSource
		var line func(xpath string) int
		var incomplete []IncompleteFrame
		var own *checks.Section
		var facts *SiteFacts
		var phases Timings
		// A re-scan of the current document is incremental when it can be
		// (rescan.go); rescan says how it was made.
		var rescan *RescanInfo
		var watched *watch
		switch {
		case o.URL != "":
		case o.Full:
			rescan = &RescanInfo{Reason: "a full scan was asked for"}
		case o.Viewport != "" || o.Emulate != nil:
			rescan = &RescanInfo{Reason: "a viewport or emulated media was asked for"}
		}
		tryIncremental := o.URL == "" && rescan == nil
		var title string
		out, err := dismissingVia(ctx, s, s.WithPageUntitled, func(p playwright.Page) error {
			mark := time.Now()
			cheap := checks.CheapFor(std, o.BestPractice)
			// The served HTML is read and parsed (source lines, 4.1.1's
			// markup check) in Go while axe runs in the page.
			served := make(chan servedSource, 1)
			st.mu.Lock()
			last := st.served
			st.mu.Unlock()
			go func() { served <- readServed(ctx, s, p, slices.Contains(cheap, checks.ParsingID), last) }()
			token := newWatchToken()
			var got axeOutcome
			var err error
			if tryIncremental {
				st.mu.Lock()
				w := st.watch
				st.mu.Unlock()
				got, rescan, err = e.axe.rescan(p, w, o.Tags, finding.MaxNodesKept, cheap, token)
				var full errFullScan
				switch {
				case errors.As(err, &full):
					rescan = &RescanInfo{Reason: full.reason}
				case err != nil:
					e.log.Warn("incremental re-scan failed; scanning the whole document", "error", err)
					rescan = &RescanInfo{Reason: "the incremental re-scan failed: " + finding.OneLine(err.Error())}
				}
			}
			if rescan == nil || !rescan.Incremental {
				got, err = e.axe.runScan(ctx, s, p, o.Tags, finding.MaxNodesKept, cheap, token)
			}
			if err != nil {
				return err
			}
			if got.watching {
				watched = &watch{token: token, url: p.URL(), tags: o.Tags, rules: got.rules, held: got.holder}
			}
			phases.Inject, phases.Axe, phases.Finish = got.inject, got.run, got.finish
			title = got.title
			mark = time.Now()
			found, totals = finding.FromRaw(got.rules)
			incomplete = got.incomplete
			own = e.scanChecks(got.checks, got.checksErr, &found, totals, cheap)
			phases.Checks = got.checksMs + lap(&mark)
			if o.SiteFacts {
				if facts, err = siteFacts(p); err != nil {
					e.log.Warn("site facts could not be read", "error", err)
				}
				phases.SiteFacts = lap(&mark)
			}
			pageURL = p.URL()
			sv := <-served
			src, line = sv.src, sv.line
			st.mu.Lock()
			st.served = &sv
			st.mu.Unlock()
			if sv.parsing != nil {
				e.sourceChecks(*sv.parsing, own, &found, totals)
			}
			phases.Source = lap(&mark)
			return nil
		})
		if err != nil {
			return res, err
		}
		tm.Inject, tm.Axe, tm.Finish, tm.Checks, tm.SiteFacts, tm.Source = phases.Inject, phases.Axe, phases.Finish, phases.Checks, phases.SiteFacts, phases.Source
		mark = time.Now()
		out.Title = title
		res.Outcome = mergeOutcome(res.Outcome, out)
		if o.Emulate != nil {
			res.Notices = append(res.Notices, fmt.Sprintf("scanned as shown with %s; the tab keeps it until browser_emulate_media changes it", o.Emulate))
		}
		if line != nil {
			for _, v := range found {
				if l := line(v.XPath); l > 0 && v.RuleID != checks.ParsingID {
					v.SourceLine = l
				}
			}
		}
		tm.Source += lap(&mark)
		var practice []*finding.Violation
		found, practice = std.Split(found, totals, o.BestPractice)
		st.mu.Lock()
		st.standard, st.bestPractice, st.wantPractice, st.siteFacts = std, practice, o.BestPractice, facts
		st.keepExpensive(pageURL, totals, own)
		st.merge(pageURL, o.Tags, found, totals)
		st.incomplete = incomplete
		st.checks = own
		if src != nil {
			st.source = src
		}
		st.watch = watched
		st.mu.Unlock()
		res.Rescan = rescan
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	open := st.open(o.ImpactMin)
	if offset > len(open) {
		offset = len(open)
	}
	end := min(offset+o.PageSize, len(open))
	res.Violations = make([]*finding.Violation, 0, end-offset)
	for _, v := range open[offset:end] {
		c := *v
		res.Violations = append(res.Violations, &c)
	}
	res.Counts = st.counts()
	res.Score = res.Counts.Score()
	res.IncompleteFrames = append([]IncompleteFrame(nil), st.incomplete...)
	res.TotalViolations = res.Counts.Total()
	nodes, unkept := st.openByRule(open)
	// Nodes counted past MaxNodesKept are unlisted too: no cursor reaches
	// them, a rescan after fixing the kept ones does.
	res.MoreIssuesRemaining = end < len(open) || unkept > 0
	if end < len(open) {
		res.Cursor = encodeCursor(st.seq, end, o.ImpactMin)
	}
	for _, v := range st.items {
		switch v.Status {
		case finding.StatusSkipped:
			res.Skipped++
		case finding.StatusVerified:
			res.Verified++
		}
	}
	if res.URL == "" {
		res.URL = st.url
	}
	res.Checks = st.checksView(offset == 0)
	res.Standard = st.standard.Name
	if offset == 0 {
		res.SiteFacts = st.siteFacts
	}
	if offset == 0 && len(st.bestPractice) > 0 {
		res.BestPractice = make([]*finding.Violation, len(st.bestPractice))
		for i, v := range st.bestPractice {
			c := *v
			res.BestPractice[i] = &c
		}
		st.sourceLines(res.BestPractice)
	}
	res.Rules = map[string]*RuleInfo{}
	addRules(res.Violations, res.Rules, nodes)
	if offset == 0 && len(nodes) > 0 {
		res.RuleNodes = nodes
	}
	practice := map[string]int{}
	for _, v := range res.BestPractice {
		practice[v.RuleID]++
	}
	addRules(res.BestPractice, res.Rules, practice)
	if tm != nil {
		end := time.Now() // one end for both, so the phases never add up past the total
		tm.Total, tm.Serialise = end.Sub(began).Milliseconds(), end.Sub(mark).Milliseconds()
		res.Timings = tm
	}
	return res, nil
}

func mergeOutcome(a, b browser.Outcome) browser.Outcome {
	b.Notices = append(a.Notices, b.Notices...)
	return b
}

// axeLoading is an injection of axe a scan's navigation started.
type axeLoading struct {
	started atomic.Bool
	done    chan struct{}
}
