package guard

import (
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestReachableWireTakesOnlyItsCredentials: under WiresOn a wire listens
// where other machines reach it, so only the context given its
// credentials may use it. Without them, or with another wire's, a read
// and a CONNECT are answered 407 and the site receives nothing (its own
// log); with them, the read arrives.
func TestReachableWireTakesOnlyItsCredentials(t *testing.T) {
	for _, secure := range []bool{false, true} {
		site := loggedSite(t, secure)
		p := startProxy(t, &URLPolicy{})
		if secure {
			p.TrustRoots(site.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs)
		}
		w, other := reachableWire(t, p), reachableWire(t, p)
		user, pass := w.Credentials()
		otherUser, otherPass := other.Credentials()
		if user == "" || pass == "" || user == otherUser || pass == otherPass {
			t.Fatalf("credentials %q/%q and %q/%q: want each wire its own", user, pass, otherUser, otherPass)
		}
		get := func(u *url.Userinfo) (int, error) {
			pu, _ := url.Parse(w.URL())
			pu.User = u
			tr := &http.Transport{Proxy: http.ProxyURL(pu), TLSClientConfig: p.ClientTLS()}
			defer tr.CloseIdleConnections()
			resp, err := (&http.Client{Transport: tr, Timeout: 20 * time.Second}).Get(site.URL + "/page")
			if err != nil {
				return 0, err
			}
			resp.Body.Close()
			return resp.StatusCode, nil
		}
		for name, u := range map[string]*url.Userinfo{"none": nil, "another wire's": url.UserPassword(otherUser, otherPass),
			"a wrong password": url.UserPassword(user, pass[:len(pass)-1]+"x")} {
			code, err := get(u)
			if err == nil && code != http.StatusProxyAuthRequired || err != nil && !strings.Contains(err.Error(), "Proxy Authentication Required") {
				t.Errorf("secure=%v, %s credentials: %d %v, want 407", secure, name, code, err)
			}
		}
		if got := site.got(); len(got) != 0 {
			t.Fatalf("secure=%v: the site received %q without the wire's credentials", secure, got)
		}
		if code, err := get(url.UserPassword(user, pass)); err != nil || code != 200 {
			t.Errorf("secure=%v, with the credentials: %d %v", secure, code, err)
		}
		if got := site.got(); len(got) != 1 {
			t.Errorf("secure=%v: the site received %q, want the one read", secure, got)
		}
	}
	// Playwright gives the proxy credentials to a site that answers 401
	// too: they are taken off there, and the site's own stay.
	var mu sync.Mutex
	var auths []string
	site := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		auths = append(auths, r.Header.Get("Authorization"))
		mu.Unlock()
	}))
	defer site.Close()
	w := reachableWire(t, startProxy(t, &URLPolicy{}))
	user, pass := w.Credentials()
	pu, _ := url.Parse(w.URL())
	pu.User = url.UserPassword(user, pass)
	c := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(pu)}, Timeout: 20 * time.Second}
	for _, auth := range []string{"Basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pass)),
		`Digest username="` + user + `", realm="r2", nonce="abc123", uri="/private", response="68628c5fc17c70cd24e8d7cd624ff063"`, "Basic c2l0ZTpvd24="} {
		req, _ := http.NewRequest("GET", site.URL+"/private", nil)
		req.Header.Set("Authorization", auth)
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	mu.Lock()
	if len(auths) != 3 || auths[0] != "" || auths[1] != "" || auths[2] != "Basic c2l0ZTpvd24=" {
		t.Errorf("the site received Authorization %q, want the wire's taken off and its own kept", auths)
	}
	mu.Unlock()

	if err := startProxy(t, &URLPolicy{}).WiresOn("0.0.0.0"); err == nil {
		t.Error("WiresOn took 0.0.0.0, which no browser can be told to connect to")
	}
	if err := startProxy(t, &URLPolicy{}).WiresOn("203.0.113.9"); err == nil {
		t.Error("WiresOn took an address this machine has not")
	}
}

// reachableWire opens a wire of p as WiresOn makes them (on loopback here,
// with credentials), closed with the test.
func reachableWire(t *testing.T, p *Proxy) *Wire {
	t.Helper()
	if err := p.WiresOn("127.0.0.1"); err != nil {
		t.Fatal(err)
	}
	w, err := p.OpenWire(WireJudges{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w
}
