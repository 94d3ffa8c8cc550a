package browser

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser/browsertest"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

func TestSessionsAreIsolated(t *testing.T) {
	browsertest.Slow(t)
	a, b := newTestSession(t), newTestSession(&subTB{t, "other"})
	ctx := testCtx(t)
	mustNavigate(t, a, "/pages/basic.html")
	mustNavigate(t, b, "/pages/basic.html")
	if _, err := a.Click(ctx, Target{Text: "Set cookie"}, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Click(ctx, Target{Selector: "#show-cookie"}, nil); err != nil {
		t.Fatal(err)
	}
	if got := readStatus(t, b); got != "cookie:" {
		t.Errorf("session b sees a cookie set in a: %q", got)
	}
}

// subTB gives a second session in the same test a distinct name.
type subTB struct {
	*testing.T
	suffix string
}

func (s *subTB) Name() string { return s.T.Name() + "_" + s.suffix }

func TestScreenshotCaptureAndChange(t *testing.T) {
	browsertest.Slow(t)
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/basic.html")
	ctx := testCtx(t)
	shot, err := s.Screenshot(ctx, true, "")
	if err != nil || shot.Bytes == 0 {
		t.Fatalf("screenshot: %v", err)
	}
	if st, err := os.Stat(shot.Path); err != nil || st.Size() != int64(shot.Bytes) {
		t.Fatalf("saved PNG: %v", err)
	}
	el, err := s.Screenshot(ctx, false, "#save")
	if err != nil || el.Bytes == 0 || el.Bytes >= shot.Bytes {
		t.Errorf("element screenshot %d bytes vs page %d: %v", el.Bytes, shot.Bytes, err)
	}
	first, err := s.CaptureState(ctx, "start")
	if err != nil || first.Duplicate {
		t.Fatalf("first capture: %+v %v", first, err)
	}
	again, err := s.CaptureState(ctx, "start-again")
	if err != nil || !again.Duplicate || again.StateHash != first.StateHash {
		t.Fatalf("second capture of the same state: %+v %v", again, err)
	}
	// The modal opens 300 ms after the click: wait_for_change must see it.
	// The click comes once the first screenshot is held, so a slow machine
	// cannot show the modal before the baseline is taken.
	s.afterBaseline = func(p playwright.Page) {
		if err := p.Click("#open-modal"); err != nil {
			t.Error(err)
		}
	}
	// A bound on the change, not a measurement: it returns as soon as the
	// modal shows, and a screenshot takes seconds on a loaded machine.
	ch, err := s.WaitForChange(ctx, 2, MaxWait)
	s.afterBaseline = nil
	if err != nil || !ch.Changed || ch.State == nil {
		t.Fatalf("wait for change: %+v %v", ch, err)
	}
	if ch.State.StateHash == first.StateHash {
		t.Error("modal state has the same hash as the page without it")
	}
	modal, err := s.CaptureState(ctx, "modal")
	if err != nil || !modal.Duplicate || modal.StateHash != ch.State.StateHash {
		t.Errorf("capture of the modal state: %+v %v", modal, err)
	}
	pngs, _ := os.ReadDir(s.OutputDir() + "/states")
	n := 0
	for _, e := range pngs {
		if strings.HasSuffix(e.Name(), ".png") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("dataset holds %d PNGs, want 2 distinct states", n)
	}
	still, err := s.WaitForChange(ctx, 2, 400*time.Millisecond)
	if err != nil || still.Changed {
		t.Errorf("static page reported a change: %+v %v", still, err)
	}
}

// ownChromium gives the test a session on a Chromium of its own, with a
// page open, and that Chromium's process id, to kill.
func ownChromium(t *testing.T) (*Session, int) {
	t.Helper()
	before := browsertest.BrowserPIDs(t)
	m := NewManager(Config{Runtime: testRT, Headless: true, OutputDir: t.TempDir()})
	t.Cleanup(func() { m.Close() })
	s, _ := m.Session(t.Name())
	if _, err := s.Navigate(testCtx(t), pageURL("/pages/basic.html"), NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	return s, browsertest.NewBrowserPID(t, before)
}

func TestRelaunchAfterChromiumDies(t *testing.T) {
	browsertest.Slow(t)
	s, pid := ownChromium(t)
	ctx := testCtx(t)
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	res, err := s.Navigate(ctx, pageURL("/pages/second.html"), NavigateOptions{})
	if err != nil {
		t.Fatalf("call after crash: %v", err)
	}
	if len(res.Notices) == 0 || !strings.Contains(res.Notices[0], "relaunched") {
		t.Errorf("result does not say the browser was relaunched: %+v", res.Outcome)
	}
	if res.Title != "Second page" {
		t.Errorf("title after relaunch %q", res.Title)
	}
}

func TestIdleAndReleasedSessionsAreReaped(t *testing.T) {
	browsertest.Slow(t)
	ctx := testCtx(t)
	idle, err := testMgr.Session("reap-idle")
	if err != nil {
		t.Fatal(err)
	}
	released, _ := testMgr.Session("reap-released")
	reused, _ := testMgr.Session("reap-reused")
	for _, s := range []*Session{idle, released, reused} {
		if _, err := s.Navigate(ctx, pageURL("/pages/second.html"), NavigateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	testMgr.ReleaseSession("reap-released", time.Minute)
	testMgr.ReleaseSession("reap-reused", time.Minute)
	if _, err := testMgr.Session("reap-reused"); err != nil { // a reconnecting client
		t.Fatal(err)
	}
	exists := func(id string) bool {
		testMgr.mu.Lock()
		defer testMgr.mu.Unlock()
		_, ok := testMgr.sessions[id]
		return ok
	}
	testMgr.reapAt(time.Now().Add(2 * time.Minute))
	if exists("reap-released") {
		t.Error("released session outlived its grace period")
	}
	if !exists("reap-reused") || !exists("reap-idle") {
		t.Error("a live session was reaped before the idle timeout")
	}
	testMgr.reapAt(time.Now().Add(testMgr.cfg.IdleTimeout + time.Minute))
	if exists("reap-idle") || exists("reap-reused") {
		t.Error("sessions idle past the idle timeout were kept")
	}
}

// TestCallInFlightWhenChromiumDiesIsRetried: Chromium dies while a call
// is waiting on the page's server; the call is run again on a relaunched
// browser and says so. (A call whose error did not come from the browser
// dying is answered at once, with no wait to see whether it did.)
func TestCallInFlightWhenChromiumDiesIsRetried(t *testing.T) {
	browsertest.Slow(t)
	var hits atomic.Int32
	arrived := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if hits.Add(1) == 1 {
			close(arrived)
			<-r.Context().Done() // answered never: the browser dies waiting
			return
		}
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, `<!doctype html><title>Answered</title>`)
	}))
	defer srv.Close()
	s, pid := ownChromium(t)
	ctx := testCtx(t)
	go func() {
		<-arrived
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}()
	res, err := s.Navigate(ctx, srv.URL+"/slow", NavigateOptions{})
	if err != nil {
		t.Fatalf("the call Chromium died in: %v", err)
	}
	if res.Title != "Answered" || len(res.Notices) == 0 || !strings.Contains(res.Notices[0], "relaunched") {
		t.Errorf("the call was not run again on a relaunched browser: title %q, notices %q", res.Title, res.Notices)
	}
}
