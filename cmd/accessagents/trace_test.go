package main

import (
	"archive/zip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAuditTrace: `audit --trace DIR` leaves a Playwright trace of the
// session in DIR, with the scanned page's network in it; without the flag
// nothing is recorded.
func TestAuditTrace(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "traces")
	out, errOut, code := runBin(t, "audit", webSrv.URL+"/pages/basic.html", "--trace", dir)
	if code > 1 {
		t.Fatalf("audit --trace: exit %d\n%s%s", code, out, errOut)
	}
	if !strings.Contains(out, "Scan time ") {
		t.Errorf("the text output does not say where the scan's time went:\n%s", out)
	}
	zips, _ := filepath.Glob(filepath.Join(dir, "*.zip"))
	if len(zips) != 1 {
		t.Fatalf("want one trace in %s, found %v", dir, zips)
	}
	z, err := zip.OpenReader(zips[0])
	if err != nil {
		t.Fatalf("the trace is no zip: %v", err)
	}
	defer z.Close()
	var trace, network bool
	for _, f := range z.File {
		switch f.Name {
		case "trace.trace":
			trace = f.UncompressedSize64 > 0
		case "trace.network":
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				t.Fatal(err)
			}
			network = strings.Contains(string(b), "/pages/basic.html")
		}
	}
	if !trace || !network {
		t.Errorf("trace.trace recorded: %v; the page's request in trace.network: %v", trace, network)
	}
	empty := t.TempDir()
	if _, _, code := runBin(t, "audit", webSrv.URL+"/pages/basic.html", "--output-dir", empty); code > 1 {
		t.Fatalf("audit: exit %d", code)
	}
	if _, errOut, code := runBin(t, "audit", webSrv.URL+"/pages/basic.html", "--trace", dir, "--secrets", writeSecrets(t)); code != 2 || !strings.Contains(errOut, "--secrets") {
		t.Errorf("--trace beside --secrets: exit %d, want 2 with a reason naming --secrets\n%s", code, errOut)
	}
	_ = filepath.WalkDir(empty, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".zip") {
			t.Errorf("a trace without --trace: %s", p)
		}
		return nil
	})
}

// writeSecrets writes a one-secret dotenv file and returns its path.
func writeSecrets(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "secrets.env")
	if err := os.WriteFile(p, []byte("TRACE_TEST=not-for-disk\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}
