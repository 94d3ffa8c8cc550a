package guard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"path"
	"strings"
	"sync"
	"time"
)

// ErrBlockedURL is a URL the policy refuses.
var ErrBlockedURL = errors.New("URL blocked by policy")

// URLPolicy decides which URLs the browser may load, for navigation and for
// every sub-request. Cloud metadata endpoints and link-local addresses are
// always blocked; private and loopback ranges optionally. Hosts are checked
// after DNS resolution, so a name pointing at a blocked address is blocked.
type URLPolicy struct {
	Allowed      []string // origin/host globs; empty allows all
	Blocked      []string
	BlockPrivate bool
	Resolver     func(ctx context.Context, host string) ([]netip.Addr, error)

	mu    sync.Mutex
	cache map[string]cached
}

type cached struct {
	addrs []netip.Addr
	at    time.Time
}

var alwaysBlocked = []netip.Prefix{
	netip.MustParsePrefix("169.254.0.0/16"), // link-local, incl. 169.254.169.254 metadata
	netip.MustParsePrefix("fe80::/10"),      // IPv6 link-local
	netip.MustParsePrefix("fd00:ec2::254/128"),
	netip.MustParsePrefix("100.100.100.200/32"), // Alibaba Cloud metadata
}

var privateRanges = []netip.Prefix{
	netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128"), netip.MustParsePrefix("10.0.0.0/8"),
	netip.MustParsePrefix("172.16.0.0/12"), netip.MustParsePrefix("192.168.0.0/16"), netip.MustParsePrefix("fc00::/7"),
	netip.MustParsePrefix("100.64.0.0/10"), netip.MustParsePrefix("0.0.0.0/8"),
}

// Check returns an error naming why raw may not be loaded. Non-network
// schemes the browser uses internally (about:, data: for sub-resources,
// blob:) are the caller's business; Check refuses them.
func (p *URLPolicy) Check(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("%w: %q is not a URL", ErrBlockedURL, raw)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("%w: scheme %q (only http and https)", ErrBlockedURL, u.Scheme)
	}
	host := strings.ToLower(u.Hostname())
	origin := u.Scheme + "://" + u.Host
	for _, g := range p.Blocked {
		if globMatch(g, host, origin) {
			return fmt.Errorf("%w: %s matches --blocked-origins %q", ErrBlockedURL, origin, g)
		}
	}
	if len(p.Allowed) > 0 {
		ok := false
		for _, g := range p.Allowed {
			ok = ok || globMatch(g, host, origin)
		}
		if !ok {
			return fmt.Errorf("%w: %s is not in --allowed-origins", ErrBlockedURL, origin)
		}
	}
	addrs, err := p.resolve(ctx, host)
	if err != nil {
		return nil // unresolvable: the browser's own load fails; nothing to leak
	}
	for _, a := range addrs {
		a = a.Unmap()
		for _, pfx := range alwaysBlocked {
			if pfx.Contains(a) {
				return fmt.Errorf("%w: %s resolves to %s, a link-local/cloud-metadata address (always blocked)", ErrBlockedURL, host, a)
			}
		}
		if p.BlockPrivate {
			for _, pfx := range privateRanges {
				if pfx.Contains(a) {
					return fmt.Errorf("%w: %s resolves to private address %s (--block-private-networks)", ErrBlockedURL, host, a)
				}
			}
		}
	}
	return nil
}

func (p *URLPolicy) resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return []netip.Addr{a}, nil
	}
	p.mu.Lock()
	if c, ok := p.cache[host]; ok && time.Since(c.at) < 30*time.Second {
		p.mu.Unlock()
		return c.addrs, nil
	}
	p.mu.Unlock()
	resolve := p.Resolver
	if resolve == nil {
		resolve = func(ctx context.Context, h string) ([]netip.Addr, error) {
			return net.DefaultResolver.LookupNetIP(ctx, "ip", h)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	addrs, err := resolve(ctx, host)
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	if p.cache == nil {
		p.cache = map[string]cached{}
	}
	p.cache[host] = cached{addrs: addrs, at: time.Now()}
	p.mu.Unlock()
	return addrs, nil
}

// globMatch matches "*.example.com", "example.com" or "https://app.example.com:8443".
func globMatch(glob, host, origin string) bool {
	glob = strings.ToLower(strings.TrimRight(glob, "/"))
	target := host
	if strings.Contains(glob, "://") {
		target = origin
	}
	if ok, _ := path.Match(glob, target); ok {
		return true
	}
	// "*.example.com" also covers example.com itself.
	return strings.HasPrefix(glob, "*.") && target == glob[2:]
}
