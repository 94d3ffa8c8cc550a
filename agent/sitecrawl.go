package agent

import (
	"context"
	"errors"
	"time"

	"github.com/accessagents/accessagents/crawl"
	"github.com/accessagents/accessagents/tools"
)

// SiteCrawler is the one place a site crawl is set up, for `audit --crawl`
// and for the audit_site tool (tools.Toolbox.Crawler): pages are fetched
// under the browser's URL policy, storage state and proxy, and each is
// scanned through the tool layer in an in-process session of its own on
// one MCP server of the toolbox's tools.
type SiteCrawler struct {
	// ClientName and Version name the in-process sessions in the tool log.
	ClientName, Version string
	// Scan holds the scan options for every page; its Connect and Reset are
	// set here.
	Scan Scanner
	// FreshContexts opens a new browser context for every page instead of
	// keeping one per worker and clearing its storage between pages.
	FreshContexts bool
}

// New builds the crawl o describes on tb's tools and browser, filling in
// its Fetcher and Scanner.
func (sc SiteCrawler) New(tb *tools.Toolbox, o crawl.Options) (*crawl.Crawler, error) {
	srv, err := tb.NewServer(tools.ServerOptions{Name: "accessagents", Version: sc.Version})
	if err != nil {
		return nil, err
	}
	cfg := tb.Browser.Config()
	jar, err := crawl.JarFromStorageState(cfg.StorageState)
	if err != nil {
		return nil, err
	}
	fetcher := crawl.NewFetcher(cfg.RequestFilter, jar, 30*time.Second)
	if cfg.ProxyURL != "" {
		if fetcher, err = fetcher.ViaProxy(cfg.ProxyURL, cfg.ProxyTLS); err != nil {
			return nil, err
		}
	}
	scan := sc.Scan
	scan.Connect = func(ctx context.Context) (Caller, func(), error) {
		c, closeC, err := ConnectServer(ctx, srv, sc.ClientName, sc.Version)
		if err != nil {
			return nil, nil, err
		}
		return c, closeC, nil
	}
	if !sc.FreshContexts {
		scan.pool = &scanPool{}
		scan.Reset = func(ctx context.Context, c Caller) error {
			cl, ok := c.(*Client)
			if !ok || cl.SessionID() == "" {
				return errors.New("not an in-process session of a known id")
			}
			s, err := tb.Browser.Session(cl.SessionID())
			if err != nil {
				return err
			}
			return s.ResetForNextPage(ctx)
		}
	}
	o.Fetcher, o.Scanner = fetcher, scan
	return crawl.New(o)
}
