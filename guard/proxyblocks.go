package guard

import (
	"context"
	"time"
)

// The proxy's bounded records of what it refused (blocks) and could not
// reach (fails), which the tools report with the call that met them.

// Block is one connection the proxy refused.
type Block struct {
	At     time.Time
	Target string // origin or host:port
	Reason string
	// Background: Chromium's own request (through BrowserURL), not a page's.
	Background bool
}

const maxBlocks = 64

// BlocksSince returns the refusals made at or after t, oldest first.
func (p *Proxy) BlocksSince(t time.Time) []Block {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []Block
	for _, b := range p.blocks {
		if !b.At.Before(t) {
			out = append(out, b)
		}
	}
	return out
}

// Reasons returns the refusals of page traffic since t as "target:
// reason" lines: Chromium's own refused requests are no page's doing.
func (p *Proxy) Reasons(since time.Time) []string {
	var out []string
	for _, b := range p.BlocksSince(since) {
		if !b.Background {
			out = append(out, b.Target+": "+b.Reason)
		}
	}
	return out
}

// record logs a refusal and keeps it for BlocksSince. A page's refused
// request is logged at WARN; Chromium's own at DEBUG (a closed network
// refuses its update and account checks on every run).
func (p *Proxy) record(ctx context.Context, target, reason string) {
	bg := isBackground(ctx)
	if bg {
		p.Log.Debug("browser's own request blocked by URL policy", "target", target, "reason", reason)
	} else {
		p.Log.Warn("request blocked by URL policy", "target", target, "reason", reason)
	}
	p.keep(&p.blocks, Block{At: time.Now(), Target: target, Reason: reason, Background: bg})
}

// keep appends b to one of the proxy's bounded records (blocks, fails),
// keeping the last maxBlocks.
func (p *Proxy) keep(list *[]Block, b Block) {
	p.mu.Lock()
	defer p.mu.Unlock()
	*list = append(*list, b)
	if len(*list) > maxBlocks {
		*list = (*list)[len(*list)-maxBlocks:]
	}
}
