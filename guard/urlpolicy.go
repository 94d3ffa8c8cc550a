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

	globsOnce          sync.Once
	blockedG, allowedG []string // Blocked and Allowed in canonical form
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

var nat64 = netip.MustParsePrefix("64:ff9b::/96")

var privateRanges = []netip.Prefix{
	netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128"), netip.MustParsePrefix("10.0.0.0/8"),
	netip.MustParsePrefix("172.16.0.0/12"), netip.MustParsePrefix("192.168.0.0/16"), netip.MustParsePrefix("fc00::/7"),
	netip.MustParsePrefix("100.64.0.0/10"), netip.MustParsePrefix("0.0.0.0/8"),
}

// Check returns an error naming why raw may not be loaded. Non-network
// schemes the browser uses internally (about:, data: for sub-resources,
// blob:) are the caller's business; Check refuses them. It is the early,
// friendly answer for a navigation; the binding decision is made by
// DialContext on the address actually connected to.
func (p *URLPolicy) Check(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("%w: %q is not a URL", ErrBlockedURL, raw)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("%w: scheme %q (only http and https)", ErrBlockedURL, u.Scheme)
	}
	host := CanonicalHost(u.Hostname())
	if err := p.checkOrigin(host, []string{origin(u.Scheme, host, u.Port())}); err != nil {
		return err
	}
	_, err = p.allowedAddrs(ctx, host)
	return err
}

// checkOrigin applies --blocked-origins and --allowed-origins to a host and
// the origins it may stand for (a CONNECT tunnel may carry https or wss, so
// it is judged under each scheme: blocked if any is, allowed if any is).
func (p *URLPolicy) checkOrigin(host string, origins []string) error {
	blocked, allowed := p.globs()
	for _, g := range blocked {
		for _, o := range origins {
			if globMatch(g, host, o) {
				return fmt.Errorf("%w: %s matches --blocked-origins %q", ErrBlockedURL, o, g)
			}
		}
	}
	if len(allowed) == 0 {
		return nil
	}
	for _, g := range allowed {
		for _, o := range origins {
			if globMatch(g, host, o) {
				return nil
			}
		}
	}
	return fmt.Errorf("%w: %s is not in --allowed-origins", ErrBlockedURL, origins[0])
}

// allowedAddrs resolves host once and returns its addresses if every one of
// them is allowed. A resolver error is a refusal: an unresolvable name is
// not known to be safe.
func (p *URLPolicy) allowedAddrs(ctx context.Context, host string) ([]netip.Addr, error) {
	addrs, err := p.resolve(ctx, host)
	if err != nil {
		return nil, fmt.Errorf("%w: %s could not be resolved (%v); an address that cannot be checked is refused", ErrBlockedURL, host, err)
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("%w: %s has no addresses", ErrBlockedURL, host)
	}
	blocked, _ := p.globs()
	for _, a := range addrs {
		if err := p.checkAddr(host, a); err != nil {
			return nil, err
		}
		if g, ok := blockedAddr(blocked, a); ok {
			return nil, fmt.Errorf("%w: %s resolves to %s, which matches --blocked-origins %q", ErrBlockedURL, host, a.Unmap(), g)
		}
	}
	return addrs, nil
}

// globs returns Blocked and Allowed in the form CanonicalHost gives hosts,
// computed once (the lists are set when the policy is built).
func (p *URLPolicy) globs() (blocked, allowed []string) {
	p.globsOnce.Do(func() {
		for _, g := range p.Blocked {
			p.blockedG = append(p.blockedG, canonicalGlob(g))
		}
		for _, g := range p.Allowed {
			p.allowedG = append(p.allowedG, canonicalGlob(g))
		}
	})
	return p.blockedG, p.allowedG
}

// checkAddr judges one IP address: link-local and cloud metadata always
// blocked, loopback and private ranges with --block-private-networks.
func (p *URLPolicy) checkAddr(host string, a netip.Addr) error {
	a = a.Unmap()
	if nat64.Contains(a) {
		// 64:ff9b::a9fe:a9fe reaches 169.254.169.254 through a NAT64
		// gateway: judge the IPv4 address it embeds.
		b := a.As16()
		a = netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]})
	}
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
	return nil
}

// DialContext connects to hostport for a request under scheme ("http", or
// "https" for a CONNECT tunnel) only if the policy allows the origin and
// every address the name resolves to. It dials the exact addresses it
// checked, so a second DNS answer (rebinding) can never be used.
func (p *URLPolicy) DialContext(ctx context.Context, scheme, hostport string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		return nil, fmt.Errorf("%w: %q is not host:port", ErrBlockedURL, hostport)
	}
	host = CanonicalHost(host)
	if err := p.checkOrigin(host, originsFor(scheme, host, port)); err != nil {
		return nil, err
	}
	addrs, err := p.allowedAddrs(ctx, host)
	if err != nil {
		return nil, err
	}
	var d net.Dialer
	var lastErr error
	for _, a := range addrs {
		c, err := d.DialContext(ctx, "tcp", net.JoinHostPort(a.Unmap().String(), port))
		if err == nil {
			return c, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

// originsFor lists the origins a connection may stand for, default ports
// dropped as browsers write them.
func originsFor(scheme, host, port string) []string {
	if scheme == "http" {
		return []string{origin("http", host, port)}
	}
	return []string{origin("https", host, port), origin("http", host, port)}
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

// globMatch matches "*.example.com", "example.com" or "https://app.example.com:8443"
// (glob in canonicalGlob's form, host and origin in CanonicalHost's).
func globMatch(glob, host, origin string) bool {
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
