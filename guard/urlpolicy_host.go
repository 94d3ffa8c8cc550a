package guard

import (
	"net"
	"net/netip"
	"strconv"
	"strings"

	"golang.org/x/net/idna"
)

// CanonicalHost is host as the URL policy compares it, so one server has
// one name however a page spells it: lower case, without trailing dots
// ("blocked.test." is blocked.test), punycode for international names, and
// an IP address in its one canonical form — IPv4-mapped IPv6
// ([::ffff:7f00:2]) unmapped, and the numeric IPv4 spellings browsers and
// inet_aton accept (2130706434, 0x7f.0.0.2, 0177.0.0.2, 127.2) written as
// dotted decimal.
func CanonicalHost(host string) string {
	h := strings.ToLower(strings.TrimSpace(host))
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	if a, err := netip.ParseAddr(h); err == nil {
		return a.Unmap().WithZone("").String()
	}
	h = strings.TrimRight(h, ".")
	if a, ok := parseIPv4Loose(h); ok {
		return a.String()
	}
	if a, err := netip.ParseAddr(h); err == nil { // "::ffff:127.0.0.2." is no name either
		return a.Unmap().WithZone("").String()
	}
	if ascii, err := idna.Lookup.ToASCII(h); err == nil && ascii != "" {
		h = ascii
	}
	return h
}

// parseIPv4Loose parses the IPv4 forms the WHATWG URL host parser accepts:
// one to four dot-separated numbers, each decimal, octal (leading 0) or hex
// (0x), the last filling the remaining bytes.
func parseIPv4Loose(h string) (netip.Addr, bool) {
	parts := strings.Split(h, ".")
	if h == "" || len(parts) > 4 {
		return netip.Addr{}, false
	}
	nums := make([]uint64, len(parts))
	for i, p := range parts {
		base := 10
		switch {
		case strings.HasPrefix(p, "0x"):
			p, base = p[2:], 16
			if p == "" {
				p = "0"
			}
		case len(p) > 1 && p[0] == '0':
			p, base = p[1:], 8
		}
		if p == "" || strings.ContainsAny(p, "+-_") {
			return netip.Addr{}, false
		}
		n, err := strconv.ParseUint(p, base, 64)
		if err != nil {
			return netip.Addr{}, false
		}
		nums[i] = n
	}
	last := len(nums) - 1
	var v uint64
	for i, n := range nums[:last] {
		if n > 255 {
			return netip.Addr{}, false
		}
		v |= n << (8 * (3 - i))
	}
	if nums[last] >= 1<<(8*(4-last)) {
		return netip.Addr{}, false
	}
	v |= nums[last]
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
}

// canonicalGlob puts a --blocked-origins/--allowed-origins entry in the
// form CanonicalHost gives hosts: "BLOCKED.TEST.", "http://Blocked.Test.:80/"
// and "[::ffff:127.0.0.2]" become blocked.test, http://blocked.test and
// 127.0.0.2. A host part with glob characters is only lower-cased and
// stripped of trailing dots.
func canonicalGlob(g string) string {
	g = strings.ToLower(strings.TrimRight(strings.TrimSpace(g), "/"))
	scheme, hostport, isOrigin := strings.Cut(g, "://")
	if !isOrigin {
		return canonicalGlobHost(g)
	}
	if s, err := entryScheme(scheme); err == nil {
		scheme = s // ws://h is an http connection to h
	}
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		host, port = hostport, ""
	}
	host = canonicalGlobHost(host)
	if (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port == "" {
		return scheme + "://" + host
	}
	return scheme + "://" + host + ":" + port
}

func canonicalGlobHost(h string) string {
	if strings.ContainsAny(h, "*?[") && !strings.HasPrefix(h, "[") {
		return strings.TrimRight(h, ".")
	}
	return CanonicalHost(h)
}

// origin is scheme://host[:port] with the scheme's default port dropped,
// as browsers write origins.
func origin(scheme, host, port string) string {
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port == "" || (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		return scheme + "://" + host
	}
	return scheme + "://" + host + ":" + port
}
