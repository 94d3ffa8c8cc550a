package guard

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"time"
)

// blockEntry is one --blocked-origins entry read as a fact about the
// network: a set of addresses (the entry's IP or prefix, or what its name
// resolves to) and a port (any when the entry names none). A page can
// spell one server many ways; it cannot change which address and port it
// connects to. An origin's scheme only fixes its default port: one socket
// speaks one protocol, and a connection to it under another scheme (https
// to a blocked http://h:8080) still reaches it, so it is blocked too.
type blockEntry struct {
	raw    string // as written, for messages
	glob   string // canonicalGlob form, matched by name when host is ""
	scheme string // "http" or "https" (ws and wss folded in); "" for none
	host   string // canonical concrete host; "" for a glob or a prefix
	port   string // explicit port ("80" for http://h); "" for any
	prefix netip.Prefix
}

// parseBlockEntry reads an entry: a host, an IP, a CIDR prefix, host:port
// (any scheme on that port), or an origin scheme://host[:port] (the
// scheme's default port when none is written, as an origin means). A
// host with glob characters is matched by name only.
func parseBlockEntry(raw string) (blockEntry, error) {
	e := blockEntry{raw: raw, glob: canonicalGlob(raw)}
	g := strings.ToLower(strings.TrimRight(strings.TrimSpace(raw), "/"))
	if g == "" {
		return e, fmt.Errorf("empty entry")
	}
	hostport := g
	if scheme, rest, ok := strings.Cut(g, "://"); ok {
		s, err := entryScheme(scheme)
		if err != nil {
			return e, err
		}
		e.scheme, hostport = s, rest
	} else if pfx, err := netip.ParsePrefix(strings.Trim(g, "[]")); err == nil {
		e.prefix = normalPrefix(pfx)
		return e, nil
	}
	if strings.ContainsAny(hostport, "/?#@") {
		return e, fmt.Errorf("%q: an entry is a host or an origin, without path, query or user", raw)
	}
	host, port := hostport, ""
	if _, err := netip.ParseAddr(hostport); err != nil { // a bare IPv6 address has colons but no port
		if h, p, err := net.SplitHostPort(hostport); err == nil {
			host, port = h, p
		}
	}
	if port != "" {
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return e, fmt.Errorf("%q: port %q is not a number from 1 to 65535", raw, port)
		}
	} else if e.scheme != "" {
		port = defaultPort(e.scheme)
	}
	e.port = strings.TrimLeft(port, "0")
	if strings.ContainsAny(host, "*?") || strings.Contains(strings.Trim(host, "[]"), "[") {
		if e.scheme == "" {
			e.glob = canonicalGlobHost(host) // the port, if any, is checked apart
		}
		return e, nil // a glob: by name only
	}
	e.host = CanonicalHost(host)
	if a, err := netip.ParseAddr(e.host); err == nil {
		a = normalAddr(a)
		e.prefix = netip.PrefixFrom(a, a.BitLen())
	}
	return e, nil
}

// entryScheme folds WebSocket schemes into the HTTP ones they upgrade from
// (ws://h is an http connection to h).
func entryScheme(s string) (string, error) {
	switch s {
	case "http", "ws":
		return "http", nil
	case "https", "wss":
		return "https", nil
	}
	return "", fmt.Errorf("scheme %q: only http, https, ws and wss reach the network", s)
}

func defaultPort(scheme string) string {
	if scheme == "https" {
		return "443"
	}
	return "80"
}

// CheckOriginEntries reports the first --blocked-origins (blocked) or
// --allowed-origins entry the policy cannot read as written, so a typo is
// an error at start-up rather than an entry that silently matches nothing.
// --allowed-origins is matched by spelling (it is the permissive list: an
// alias it does not name is refused, which is safe), so host:port without
// a scheme is refused there: write the origin, http://host:port.
func CheckOriginEntries(entries []string, blocked bool) error {
	for _, raw := range entries {
		e, err := parseBlockEntry(raw)
		if err != nil {
			return err
		}
		if !blocked && e.scheme == "" && e.port != "" {
			return fmt.Errorf("%q: an allowed entry with a port needs a scheme (http://%s or https://%s)", raw, raw, raw)
		}
	}
	return nil
}

// matchesRequest reports whether the entry covers a connection to port
// (explicit) of host (canonical), which resolved to addrs; origins are
// what the connection may stand for, for a glob entry. entryAddrs is what
// the entry's name resolves to (nil if it could not be resolved: it then
// blocks by name alone).
func (e *blockEntry) matchesRequest(host string, origins []string, port string, addrs, entryAddrs []netip.Addr, local func(netip.Addr) bool) bool {
	if e.host == "" && !e.prefix.IsValid() {
		if e.scheme == "" && e.port != "" && e.port != port {
			return false
		}
		for _, o := range origins {
			if globMatch(e.glob, host, o) {
				return true
			}
		}
		return false
	}
	if e.port != "" && e.port != port {
		return false
	}
	if host == e.host {
		return true
	}
	// "This machine" is one server however it is spelled: 0.0.0.0 and ::
	// connect to it on Linux, 127.0.0.2 and the host's own interface
	// addresses reach a listener on the wildcard address.
	entryLocal := e.prefix.IsValid() && prefixIsLocal(e.prefix, local)
	for _, a := range entryAddrs {
		entryLocal = entryLocal || local(normalAddr(a))
	}
	for _, a := range addrs {
		a = normalAddr(a)
		if e.prefix.IsValid() && e.prefix.Contains(a) || entryLocal && local(a) {
			return true
		}
		for _, b := range entryAddrs {
			if normalAddr(b) == a {
				return true
			}
		}
	}
	return false
}

// normalAddr is the address a connection to a reaches: IPv4-mapped,
// IPv4-compatible (::127.0.0.1) and NAT64 (64:ff9b::7f00:1) forms become
// the IPv4 address they carry.
func normalAddr(a netip.Addr) netip.Addr {
	a = a.Unmap().WithZone("")
	if !a.Is6() {
		return a
	}
	b := a.As16()
	if nat64.Contains(a) || ipv4Compat.Contains(a) && a != ipv6Any && a != ipv6Loopback {
		return netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]})
	}
	return a
}

// normalPrefix is a blocked prefix in normalAddr's terms
// (::ffff:10.0.0.0/104 is 10.0.0.0/8).
func normalPrefix(p netip.Prefix) netip.Prefix {
	a := p.Addr().WithZone("")
	if a.Is4In6() && p.Bits() >= 96 {
		return netip.PrefixFrom(a.Unmap(), p.Bits()-96).Masked()
	}
	return netip.PrefixFrom(a, p.Bits()).Masked()
}

var (
	ipv4Compat   = netip.MustParsePrefix("::/96")
	ipv6Any      = netip.MustParseAddr("::")
	ipv6Loopback = netip.MustParseAddr("::1")
	// thisMachine: loopback, and the unspecified addresses, which a
	// connect on Linux sends to the local host (0.0.0.0/8 beyond 0.0.0.0
	// is not routable, so counting it costs nothing).
	thisMachine = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("0.0.0.0/8"),
		netip.PrefixFrom(ipv6Loopback, 128), netip.PrefixFrom(ipv6Any, 128)}
)

// prefixIsLocal reports whether a blocked prefix reaches into this
// machine's class (127.0.0.0/8 does; 10.0.0.0/8 does not).
func prefixIsLocal(p netip.Prefix, local func(netip.Addr) bool) bool {
	for _, m := range thisMachine {
		if p.Overlaps(m) {
			return true
		}
	}
	return p.IsSingleIP() && local(p.Addr())
}

// isLocal reports whether a (normalised) is this machine: loopback, the
// unspecified address, or one of its own interface addresses.
func (p *URLPolicy) isLocal(a netip.Addr) bool {
	for _, m := range thisMachine {
		if m.Contains(a) {
			return true
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if time.Since(p.ifAt) > cacheTTL {
		p.ifAddrs, p.ifAt = nil, time.Now()
		if as, err := net.InterfaceAddrs(); err == nil {
			for _, ia := range as {
				if n, ok := ia.(*net.IPNet); ok {
					if x, ok := netip.AddrFromSlice(n.IP); ok {
						p.ifAddrs = append(p.ifAddrs, normalAddr(x))
					}
				}
			}
		}
	}
	for _, x := range p.ifAddrs {
		if x == a {
			return true
		}
	}
	return false
}

// entryAddrs resolves a blocked entry's name through the policy's
// resolver and cache, so the entry follows a changed DNS answer within
// the cache's lifetime. A failure is remembered for as long, so an
// unresolvable entry does not cost every request a lookup; the entry
// then blocks by name alone.
func (p *URLPolicy) entryAddrs(ctx context.Context, e *blockEntry) []netip.Addr {
	if e.host == "" || e.prefix.IsValid() {
		return nil
	}
	p.mu.Lock()
	failed, ok := p.entryFail[e.host]
	p.mu.Unlock()
	if ok && time.Since(failed) < cacheTTL {
		return nil
	}
	addrs, err := p.resolve(ctx, e.host)
	if err != nil {
		p.mu.Lock()
		if p.entryFail == nil {
			p.entryFail = map[string]time.Time{}
		}
		p.entryFail[e.host] = time.Now()
		p.mu.Unlock()
		return nil
	}
	return addrs
}
