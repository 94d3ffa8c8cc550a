package tools

import (
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestUploadFieldAfterLargeFile: a multipart body whose last field asks
// to delete the account, after a 2 MB file, is read whole and refused;
// the same upload with a caption goes through. The browser used to pass
// the judge only the first megabyte of a multipart body.
func TestUploadFieldAfterLargeFile(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newAttackSite(t)
	srv, logPath := denyServer(t)
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/attacks/upload-after-file.html"}, nil)
	before := site.get("/api/photos")
	call(t, c, "browser_click", map[string]any{"selector": "#benign"})
	if !site.waitFor(testCtx(t), "/api/photos", before) {
		t.Fatal("the photo upload did not reach the server")
	}
	res := call(t, c, "browser_click", map[string]any{"selector": "#attack"})
	// Once the guard has refused it (its log says so), the request was
	// aborted: it can no longer arrive.
	waitRefused(t, logPath, site.URL, 1, "the upload that deletes the account")
	if n := site.get("/api/import"); n != 0 {
		t.Fatalf("the server received the upload that deletes the account (%d); click said %s", n, text(res))
	}
}
