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

	mu        sync.Mutex
	cache     map[string]cached
	entryFail map[string]time.Time // blocked entries' names that did not resolve
	ifAddrs   []netip.Addr         // this machine's interface addresses
	ifAt      time.Time

	globsOnce sync.Once
	blockedE  []blockEntry
	allowedG  []string // Allowed in canonical form
}

// cacheTTL bounds how long a DNS answer (a request host's or a blocked
// entry's) and the interface list are trusted.
const cacheTTL = 30 * time.Second

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
	netip.MustParsePrefix("100.64.0.0/10"), netip.MustParsePrefix("0.0.0.0/8"), netip.MustParsePrefix("::/128"),
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
	port := u.Port()
	if port == "" {
		port = defaultPort(u.Scheme)
	}
	origins := []string{origin(u.Scheme, host, port)}
	if err := p.checkOrigin(host, origins, port); err != nil {
		return err
	}
	_, err = p.allowedAddrs(ctx, host, origins, port)
	return err
}

// checkOrigin applies --blocked-origins by name and --allowed-origins to a
// host and the origins it may stand for (a CONNECT tunnel may carry https
// or wss, so it is judged under each scheme: blocked if any is, allowed if
// any is), before any lookup: a blocked name is not even resolved.
// --allowed-origins stays a match of spellings: it is the permissive list,
// and an alias it does not name is refused, which is safe.
func (p *URLPolicy) checkOrigin(host string, origins []string, port string) error {
	blocked, allowed := p.globs()
	if e := p.matchBlocked(context.Background(), blocked, host, origins, port, nil); e != nil {
		return fmt.Errorf("%w: %s matches --blocked-origins %q", ErrBlockedURL, origins[0], e.raw)
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

// matchBlocked returns the first entry that covers the connection, or nil.
// With addrs nil only names are compared; with them, each entry that
// names a concrete host is also resolved (entryAddrs) and compared by
// address, this machine's addresses as one.
func (p *URLPolicy) matchBlocked(ctx context.Context, blocked []blockEntry, host string, origins []string, port string, addrs []netip.Addr) *blockEntry {
	port = strings.TrimLeft(port, "0")
	for i := range blocked {
		e := &blocked[i]
		if e.port != "" && e.port != port {
			continue // another port: no lookup for it
		}
		var eaddrs []netip.Addr
		if addrs != nil {
			eaddrs = p.entryAddrs(ctx, e)
		} else if e.prefix.IsValid() && e.host == "" {
			continue // a prefix is judged on addresses
		}
		if e.matchesRequest(host, origins, port, addrs, eaddrs, p.isLocal) {
			return e
		}
	}
	return nil
}

// allowedAddrs resolves host once and returns its addresses if every one of
// them is allowed. A resolver error is a refusal: an unresolvable name is
// not known to be safe.
func (p *URLPolicy) allowedAddrs(ctx context.Context, host string, origins []string, port string) ([]netip.Addr, error) {
	addrs, err := p.resolve(ctx, host)
	if err != nil {
		// The resolver's error stays inside (a *net.DNSError for a name that
		// does not exist), so a typo is told apart from a policy refusal.
		return nil, fmt.Errorf("%w: %s could not be resolved (%w); an address that cannot be checked is refused", ErrBlockedURL, host, err)
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("%w: %s has no addresses", ErrBlockedURL, host)
	}
	for _, a := range addrs {
		if err := p.checkAddr(host, a); err != nil {
			return nil, err
		}
	}
	blocked, _ := p.globs()
	if e := p.matchBlocked(ctx, blocked, host, origins, port, addrs); e != nil {
		return nil, fmt.Errorf("%w: %s resolves to %s, which is the server --blocked-origins %q names", ErrBlockedURL,
			net.JoinHostPort(host, port), addrList(addrs), e.raw)
	}
	return addrs, nil
}

// globs returns Blocked as entries and Allowed in the form CanonicalHost
// gives hosts, computed once (the lists are set when the policy is built).
// An entry parseBlockEntry refuses (the flag refuses it at start-up) is
// still matched by name, as it was written.
func (p *URLPolicy) globs() (blocked []blockEntry, allowed []string) {
	p.globsOnce.Do(func() {
		for _, g := range p.Blocked {
			e, err := parseBlockEntry(g)
			if err != nil {
				e = blockEntry{raw: g, glob: canonicalGlob(g)}
			}
			p.blockedE = append(p.blockedE, e)
		}
		for _, g := range p.Allowed {
			p.allowedG = append(p.allowedG, canonicalGlob(g))
		}
	})
	return p.blockedE, p.allowedG
}

// addrList writes addresses for a message.
func addrList(addrs []netip.Addr) string {
	s := make([]string, len(addrs))
	for i, a := range addrs {
		s[i] = a.Unmap().String()
	}
	return strings.Join(s, ", ")
}

// checkAddr judges one IP address: link-local and cloud metadata always
// blocked, loopback and private ranges with --block-private-networks.
func (p *URLPolicy) checkAddr(host string, a netip.Addr) error {
	// 64:ff9b::a9fe:a9fe reaches 169.254.169.254 through a NAT64
	// gateway: judge the IPv4 address it embeds.
	a = normalAddr(a)
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

// Admit judges hostport under scheme as DialContext does, without
// connecting: the proxy answers a CONNECT only for an origin and addresses
// the policy allows, and dials per request after.
func (p *URLPolicy) Admit(ctx context.Context, scheme, hostport string) error {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		return fmt.Errorf("%w: %q is not host:port", ErrBlockedURL, hostport)
	}
	host = CanonicalHost(host)
	origins := originsFor(scheme, host, port)
	if err := p.checkOrigin(host, origins, port); err != nil {
		return err
	}
	_, err = p.allowedAddrs(ctx, host, origins, port)
	return err
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
	origins := originsFor(scheme, host, port)
	if err := p.checkOrigin(host, origins, port); err != nil {
		return nil, err
	}
	addrs, err := p.allowedAddrs(ctx, host, origins, port)
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
	if c, ok := p.cache[host]; ok && time.Since(c.at) < cacheTTL {
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
