// Package checks is the catalogue of AccessAgents' own checks, the success
// criteria axe-core leaves to a person, with the page code that runs them:
// each check's Go beside its JavaScript. Cheap checks read the DOM and
// computed style in one page call; on-request checks act in the page (a
// Tab walk, hover, zoom, a scratch page) and take longer. The evidence
// helpers they share with the fix planner live here too: colour contrast,
// tesseract OCR, the system word list and the facts about an image.
//
// A check returns raw results (Raw); the audit engine turns them into
// findings and keeps them in its session state.
package checks

import (
	"log/slog"
	"sync"
)

// Kit holds what the checks that act or read images need beyond the page:
// a logger, tesseract and the system word list, each looked up on first use.
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

// ocr is tesseract, or nil when it is not installed.
func (e *Kit) ocr() *OCR {
	e.ocrOnce.Do(func() {
		o, err := FindOCR()
		if err != nil {
			e.log.Warn("image text will not be read", "err", err)
		}
		e.ocrTool = o
	})
	return e.ocrTool
}
