package playwright

import (
	"errors"
	"testing"
)

// TestNoReplyCallbackTakesAnError: PATCHES.md item 7. A no-reply call
// whose send fails once the connection has closed sets an error on its
// callback; that closed a nil channel and panicked the process.
func TestNoReplyCallbackTakesAnError(t *testing.T) {
	cb := newProtocolCallback(true, nil)
	cb.SetError(errors.New("could not send message: connection closed"))
	cb.SetError(errors.New("again"))
	if _, err := cb.GetResult(); err == nil || err.Error() != "could not send message: connection closed" {
		t.Errorf("the first error is kept: %v", err)
	}
	reply := newProtocolCallback(false, nil)
	reply.SetResult(map[string]interface{}{"ok": true})
	if v, err := reply.GetResult(); err != nil || v["ok"] != true {
		t.Errorf("a call with a reply: %v, %v", v, err)
	}
}

// TestViewportSizeIsACopy: PATCHES.md item 8. A size kept to restore
// later is not changed by a later resize's record.
func TestViewportSizeIsACopy(t *testing.T) {
	p := &pageImpl{viewportSize: &Size{Width: 1280, Height: 800}}
	kept := p.ViewportSize()
	p.viewportSize.Width, p.viewportSize.Height = 320, 256 // what SetViewportSize writes
	if kept.Width != 1280 || kept.Height != 800 {
		t.Errorf("the kept size followed the resize: %+v", *kept)
	}
}
