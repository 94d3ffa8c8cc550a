package tools

import (
	"context"
	"fmt"
	"mime"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

// MaxUploadBytes bounds one uploaded file.
const MaxUploadBytes = 50 << 20 // 50 MiB

type uploadParams struct {
	Selector string   `json:"selector"`
	Text     string   `json:"text"`
	Ref      string   `json:"ref"`
	Paths    []string `json:"paths"`
	// ConfirmationID relays a person's confirmation (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) uploadTool() Tool {
	return Tool{
		Name: "browser_file_upload", Title: "Upload files", Toolset: "browser",
		Description: `Put files into a file field, or into the file chooser a button opens (ref, selector or text). Paths are inside the operator's --upload-dir.`,
		ReadOnly:    false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActUpload},
		Handle: handler(t, t.upload),
	}
}

func (t *Toolbox) upload(ctx context.Context, s *browser.Session, p uploadParams) (*mcp.CallToolResult, error) {
	if t.UploadDir == "" {
		return failure("browser_file_upload", fmt.Errorf("%w: uploads are off; the operator starts the server with --upload-dir DIR to allow files from DIR", ErrPathRefused))
	}
	files := make([]browser.UploadFile, 0, len(p.Paths))
	for i, path := range p.Paths {
		b, err := readConfinedMax(path, MaxUploadBytes, t.UploadDir)
		if err != nil {
			return failure("browser_file_upload", fmt.Errorf("paths[%d]: %w", i, err))
		}
		name := filepath.Base(path)
		files = append(files, browser.UploadFile{Name: name, MimeType: mime.TypeByExtension(filepath.Ext(name)), Data: b})
	}
	res, err := s.Upload(ctx, target(p.Selector, p.Text, p.Ref, nil, nil), files)
	if err != nil {
		return failure("browser_file_upload", err)
	}
	how := "into"
	if res.Chooser {
		how = "through the file chooser of"
	}
	summary := fmt.Sprintf("uploaded %s %s %s %q", strings.Join(res.Files, ", "), how, res.Target.Role, res.Target.Name)
	return structured(res, outcomeText(summary, res.Outcome)), nil
}
