// Package evidence reads what the DOM alone does not say about an element:
// its colours and their contrast, the text in an image (tesseract OCR), the
// facts that tell a decorative image from an informative one, and whether
// words are real words (the system word list). The checks judge with it, and
// the fix planner names things with it; it judges nothing itself.
package evidence

import (
	"log/slog"
	"sync"
)

// Kit holds the evidence readers an engine shares across its sessions: a
// logger, tesseract and the system word list, each looked up on first use.
type Kit struct {
	log *slog.Logger

	dict    dictOnce  // the system word list, loaded on first use
	ocrOnce sync.Once // tesseract, looked up on first use
	ocrTool *OCR
}

// NewKit returns a Kit that logs to log (slog.Default when nil).
func NewKit(log *slog.Logger) *Kit {
	if log == nil {
		log = slog.Default()
	}
	return &Kit{log: log}
}

// Log is the logger the readers report to.
func (k *Kit) Log() *slog.Logger { return k.log }

// Words is the system word list, or nil when it is not installed.
func (k *Kit) Words() *Words { return k.dict.get() }

// OCR is tesseract, or nil when it is not installed.
func (k *Kit) OCR() *OCR {
	k.ocrOnce.Do(func() {
		o, err := FindOCR()
		if err != nil {
			k.log.Warn("image text will not be read", "err", err)
		}
		k.ocrTool = o
	})
	return k.ocrTool
}
