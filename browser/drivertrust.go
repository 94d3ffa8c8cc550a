package browser

import (
	"fmt"
	"os"
	"sync"
)

// driverEnv serialises the starts of Playwright drivers whose environment
// names a CA file: the variable is the process's, read by the driver when
// it starts.
var driverEnv sync.Mutex

// driverTrustsProxy makes the driver about to start trust the proxy's run
// CA beside the system's (and beside a NODE_EXTRA_CA_CERTS the user set),
// through a file in the output directory holding the certificate only. It
// returns what to call once the driver has started.
func (m *Manager) driverTrustsProxy() (restore func(), err error) {
	if len(m.cfg.ProxyCAPEM) == 0 {
		return func() {}, nil
	}
	if m.caFile != "" {
		_ = os.Remove(m.caFile) // a relaunched driver gets a file of its own
	}
	pem := append([]byte(nil), m.cfg.ProxyCAPEM...)
	prev, had := os.LookupEnv("NODE_EXTRA_CA_CERTS")
	if had && prev != "" {
		if b, err := os.ReadFile(prev); err == nil {
			pem = append(append(b, '\n'), pem...)
		}
	}
	dir := m.cfg.OutputDir
	if dir == "" {
		dir = os.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("the proxy's CA for the driver: %w", err)
	}
	f, err := os.CreateTemp(dir, "proxy-ca-*.pem")
	if err != nil {
		return nil, fmt.Errorf("the proxy's CA for the driver: %w", err)
	}
	_, werr := f.Write(pem)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return nil, fmt.Errorf("the proxy's CA for the driver: %w", werr)
	}
	// Node reads the file when it first makes a TLS connection, so it
	// stays until the manager closes.
	m.caFile = f.Name()
	driverEnv.Lock()
	os.Setenv("NODE_EXTRA_CA_CERTS", f.Name())
	return func() {
		if had {
			os.Setenv("NODE_EXTRA_CA_CERTS", prev)
		} else {
			os.Unsetenv("NODE_EXTRA_CA_CERTS")
		}
		driverEnv.Unlock()
	}, nil
}
