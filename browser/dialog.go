package browser

import (
	"context"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

type pendingDialog struct {
	d      playwright.Dialog
	info   DialogInfo
	opener *ElementInfo // the last acted element when it opened
}

// DialogInfo describes an open alert/confirm/prompt/beforeunload dialog.
type DialogInfo struct {
	Type         string `json:"type"`
	Message      string `json:"message"`
	DefaultValue string `json:"default_value,omitempty"`
}

// onDialog keeps the dialog pending (so nothing is silently accepted) and
// wakes any action waiting in do.
func (s *Session) onDialog(d playwright.Dialog) {
	s.evMu.Lock()
	s.dialog = &pendingDialog{d: d, info: DialogInfo{Type: d.Type(), Message: d.Message(), DefaultValue: d.DefaultValue()}, opener: s.lastActed}
	select {
	case <-s.dialogOpen:
	default:
		close(s.dialogOpen)
	}
	s.evMu.Unlock()
	select {
	case s.dialogCh <- struct{}{}:
	default:
	}
}

// PendingDialog returns the open dialog, if any.
func (s *Session) PendingDialog() *DialogInfo {
	s.evMu.Lock()
	defer s.evMu.Unlock()
	if s.dialog == nil {
		return nil
	}
	info := s.dialog.info
	return &info
}

// HandleDialog accepts or dismisses the pending dialog. It carries no gate,
// so under RequireGate an accept is refused: use AnswerDialog with the
// tool call's context.
func (s *Session) HandleDialog(accept bool, promptText string) (DialogInfo, error) {
	return s.AnswerDialog(context.Background(), accept, promptText)
}
