package guard

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"syscall"
	"time"
)

// UnreachableHeader marks the proxy's own 502: the site could not be
// reached at all (refused, unresolvable, reset, timed out). Its value says
// why in plain words, so the browser layer can report a failed load instead
// of a page that "opened" with status 502.
const UnreachableHeader = "X-Accessagents-Unreachable"

// Unreachable returns the latest reason target (host:port) could not be
// reached at or after since, or "" when every connection to it succeeded.
// A refused CONNECT reaches Chromium only as ERR_TUNNEL_CONNECTION_FAILED;
// this is where its cause is kept.
func (p *Proxy) Unreachable(since time.Time, target string) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := len(p.fails) - 1; i >= 0; i-- {
		f := p.fails[i]
		if f.At.Before(since) {
			break
		}
		if f.Target == target {
			return f.Reason
		}
	}
	return ""
}

// unreachable answers 502 with the cause in plain words and keeps it.
func (p *Proxy) unreachable(w http.ResponseWriter, target string, err error) {
	reason := UnreachableReason(target, err)
	p.Log.Info("site unreachable", "target", target, "reason", reason)
	p.keep(&p.fails, Block{At: time.Now(), Target: target, Reason: reason})
	answerPlain(w, http.StatusBadGateway, UnreachableHeader, reason, fmt.Sprintf("AccessAgents could not reach %s: %s\n", target, reason))
}

// UnreachableReason says in plain words why a connection to target
// failed, from the dial or round-trip error.
func UnreachableReason(target string, err error) string {
	var dns *net.DNSError
	var ne net.Error
	if code, why := certProblem(err); code != "" {
		// Chromium's own code beside ours: the same failure reads the same
		// whether or not the page went through the proxy.
		return fmt.Sprintf("the site's TLS certificate was not accepted (%s): %s", code, why)
	}
	switch {
	case errors.As(err, &dns) && dns.IsNotFound:
		return fmt.Sprintf("the host name %q does not resolve (DNS lookup failed)", dns.Name)
	case errors.As(err, &dns):
		return fmt.Sprintf("the DNS lookup of %q failed (%s)", dns.Name, dns.Err)
	case errors.Is(err, syscall.ECONNREFUSED):
		return fmt.Sprintf("connection refused: nothing is listening on %s", target)
	case errors.Is(err, syscall.ECONNRESET):
		return fmt.Sprintf("%s reset the connection", target)
	case errors.Is(err, syscall.EHOSTUNREACH), errors.Is(err, syscall.ENETUNREACH):
		return fmt.Sprintf("there is no network route to %s", target)
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return fmt.Sprintf("%s did not answer in time (connection timed out)", target)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Sprintf("%s closed the connection without answering", target)
	}
	return fmt.Sprintf("%s could not be reached (%v)", target, err)
}

// NameNotFound reports a host name that does not exist in DNS: nothing
// was dialled (a name that cannot be checked is refused), but the cause is
// a typo or a site gone, not the operator's policy, and is said so.
func NameNotFound(err error) bool {
	var dns *net.DNSError
	return errors.As(err, &dns) && dns.IsNotFound
}

// hostPort adds the scheme's default port to a host without one.
func hostPort(scheme, host string) string {
	if _, _, err := net.SplitHostPort(host); err == nil {
		return host
	}
	if scheme == "https" {
		return net.JoinHostPort(host, "443")
	}
	return net.JoinHostPort(host, "80")
}

// certProblem names a certificate failure as Chromium would (its net
// error code) and in words; "" when err is no certificate failure.
func certProblem(err error) (code, why string) {
	var unknown x509.UnknownAuthorityError
	var name x509.HostnameError
	var invalid x509.CertificateInvalidError
	var verify *tls.CertificateVerificationError
	switch {
	case errors.As(err, &unknown):
		return "ERR_CERT_AUTHORITY_INVALID", "it is not signed by an authority this machine trusts; for an internal CA, point SSL_CERT_FILE at it"
	case errors.As(err, &name):
		return "ERR_CERT_COMMON_NAME_INVALID", "it was issued for another host name"
	case errors.As(err, &invalid) && invalid.Reason == x509.Expired:
		return "ERR_CERT_DATE_INVALID", "it has expired or is not yet valid"
	case errors.As(err, &invalid), errors.As(err, &verify):
		return "ERR_CERT_INVALID", "it is not valid"
	}
	return "", ""
}
