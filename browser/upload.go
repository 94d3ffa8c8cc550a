package browser

import (
	"context"
	"fmt"
	"sync/atomic"

	"github.com/accessagents/accessagents/schemas"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// ActUpload puts files into a file field: the gate judges the field as it
// would a click on it, and what the page then sends is judged as any write.
const ActUpload = schemas.ActUpload

// UploadFile is one file's name and content; the caller has read it from
// where the operator allows uploads.
type UploadFile struct {
	Name     string
	MimeType string
	Data     []byte
}

// UploadResult is the field the files went into.
type UploadResult struct {
	Outcome
	Target Resolved `json:"target"`
	Files  []string `json:"files"`
	// Chooser is true when the target was a control that opened a file
	// chooser, which received the files.
	Chooser bool `json:"chooser,omitempty"`
}

// chooserState reports file choosers a page opened outside an upload, so a
// click that opens one is told, never left waiting on a dialog.
type chooserState struct {
	uploading atomic.Bool
	opened    atomic.Int32
}

// onFileChooser runs on Playwright's event goroutine: it only counts.
func (s *Session) onFileChooser(playwright.FileChooser) {
	if !s.choosers.uploading.Load() {
		s.choosers.opened.Add(1)
	}
}

// chooserNotices turns the choosers opened during a call into a notice.
func (s *Session) chooserNotices() []string {
	if n := s.choosers.opened.Swap(0); n > 0 {
		return []string{"the page opened a file chooser; nothing was chosen. To upload, call browser_file_upload on the same control"}
	}
	return nil
}

// Upload sets files on the target: an <input type=file> directly (it may be
// visually hidden behind a styled label), any other control by clicking it
// and answering the file chooser it opens.
func (s *Session) Upload(ctx context.Context, t Target, files []UploadFile) (UploadResult, error) {
	var res UploadResult
	if err := t.Validate(false); err != nil {
		return res, err
	}
	if len(files) == 0 {
		return res, fmt.Errorf("no files to upload")
	}
	payload := make([]playwright.InputFile, len(files))
	for i, f := range files {
		payload[i] = playwright.InputFile{Name: f.Name, MimeType: f.MimeType, Buffer: f.Data}
		res.Files = append(res.Files, f.Name)
	}
	names := res.Files
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *UploadResult) error {
		timeout := playwright.Float(timeoutMs(ctx, s.m.cfg.ActionTimeout))
		loc, r, err := s.resolve(p, t, waitBudget(ctx), false)
		res.Target = r
		if err != nil {
			return err
		}
		isFile, err := loc.Evaluate(`(el) => el instanceof HTMLInputElement && el.type === 'file'`, nil)
		if err != nil {
			return actionErr("upload", r.Selector, err)
		}
		if err := s.pass(ctx, Act{Kind: ActUpload, Target: r}); err != nil {
			return err
		}
		if err := s.live(); err != nil {
			return err
		}
		if isFile == true {
			if err := loc.SetInputFiles(payload, playwright.LocatorSetInputFilesOptions{Timeout: timeout}); err != nil {
				return actionErr("upload", r.Selector, err)
			}
		} else {
			s.choosers.uploading.Store(true)
			defer s.choosers.uploading.Store(false)
			fc, err := p.ExpectFileChooser(func() error {
				return loc.Click(playwright.LocatorClickOptions{Timeout: timeout})
			}, playwright.PageExpectFileChooserOptions{Timeout: timeout})
			if err != nil {
				return actionErr("upload", r.Selector, fmt.Errorf("it is not a file field and clicking it opened no file chooser: %w", err))
			}
			res.Chooser = true
			if err := fc.SetFiles(payload); err != nil {
				return actionErr("upload", r.Selector, err)
			}
		}
		s.settleAct(p, -1)
		return nil
	})
	res.Outcome, res.Files = out, names
	return res, err
}
