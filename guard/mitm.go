package guard

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"strings"
	"sync"
	"time"
)

// runCA is the certificate authority of one run of the proxy: made in
// memory when the proxy starts, never written to disk, and trusted only by
// the Chromium we launch (--ignore-certificate-errors-spki-list names its
// keys). With it the proxy ends each page's TLS itself, so every request
// and socket a page sends over https is read, judged and sent on by Go,
// which checks the real site's certificate as a browser would.
type runCA struct {
	cert    *x509.Certificate
	key     *ecdsa.PrivateKey
	leafKey *ecdsa.PrivateKey // one key for every host's certificate

	mu     sync.Mutex
	leaves map[string]*tls.Certificate
}

func newRunCA() (*runCA, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	leafKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber:          serial(),
		Subject:               pkix.Name{CommonName: "AccessAgents proxy (this run only)", Organization: []string{"AccessAgents"}},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(90 * 24 * time.Hour),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
		IsCA:                  true,
		MaxPathLenZero:        true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, err
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, err
	}
	return &runCA{cert: cert, key: key, leafKey: leafKey, leaves: map[string]*tls.Certificate{}}, nil
}

func serial() *big.Int {
	n, _ := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 120))
	return n
}

// spkiHashes are the base64 SHA-256 digests of the CA's and the hosts'
// public keys, as Chromium's --ignore-certificate-errors-spki-list takes
// them.
func (ca *runCA) spkiHashes() []string {
	leafSPKI, _ := x509.MarshalPKIXPublicKey(&ca.leafKey.PublicKey)
	var out []string
	for _, spki := range [][]byte{ca.cert.RawSubjectPublicKeyInfo, leafSPKI} {
		sum := sha256.Sum256(spki)
		out = append(out, base64.StdEncoding.EncodeToString(sum[:]))
	}
	return out
}

// certPEM is the CA's certificate (no key) in PEM.
func (ca *runCA) certPEM() []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: ca.cert.Raw})
}

// pool is a certificate pool holding only the run's CA, for our own Go
// clients that go through the proxy (the crawler's fetcher).
func (ca *runCA) pool() *x509.CertPool {
	p := x509.NewCertPool()
	p.AddCert(ca.cert)
	return p
}

// leaf returns the certificate the proxy shows for host (a name or an IP
// address, no port), made once and kept.
func (ca *runCA) leaf(host string) (*tls.Certificate, error) {
	host = strings.ToLower(strings.TrimSuffix(strings.Trim(host, "[]"), "."))
	ca.mu.Lock()
	defer ca.mu.Unlock()
	if c, ok := ca.leaves[host]; ok && time.Until(c.Leaf.NotAfter) > 24*time.Hour {
		return c, nil
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber: serial(),
		Subject:      pkix.Name{CommonName: host},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     ca.cert.NotAfter,
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	if ip := net.ParseIP(host); ip != nil {
		tmpl.IPAddresses = []net.IP{ip}
	} else {
		tmpl.DNSNames = []string{host}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.cert, &ca.leafKey.PublicKey, ca.key)
	if err != nil {
		return nil, fmt.Errorf("certificate for %s: %w", host, err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, err
	}
	c := &tls.Certificate{Certificate: [][]byte{der, ca.cert.Raw}, PrivateKey: ca.leafKey, Leaf: leaf}
	if len(ca.leaves) > 4096 {
		clear(ca.leaves) // a page naming endless hosts does not grow us without bound
	}
	ca.leaves[host] = c
	return c, nil
}
