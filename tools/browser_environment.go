package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type resizeParams struct {
	Viewport string `json:"viewport"`
	Width    int    `json:"width"`
	Height   int    `json:"height"`
}

type emulateParams struct {
	ColorScheme   string `json:"color_scheme"`
	ReducedMotion string `json:"reduced_motion"`
	ForcedColors  string `json:"forced_colors"`
	Media         string `json:"media"`
}

func (t *Toolbox) resizeTool() Tool {
	return Tool{
		Name: "browser_resize", Title: "Resize the viewport", Toolset: "devtools",
		Description: `Set the viewport: a preset (desktop 1280×800, mobile 390×844) or width and height in CSS pixels.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "it changes only how the page is laid out, never what it sends",
		Handle: handler(t, t.resize),
	}
}

func (t *Toolbox) emulateMediaTool() Tool {
	return Tool{
		Name: "browser_emulate_media", Title: "Emulate media features", Toolset: "devtools",
		Description: `Show the current tab as a person's settings would: color_scheme, reduced_motion, forced_colors, media (print). no-override resets one.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "it changes only how the page is shown, never what it sends",
		Handle: handler(t, t.emulateMedia),
	}
}

type resizeResult struct {
	browser.Outcome
	Width  int `json:"width"`
	Height int `json:"height"`
}

func (t *Toolbox) resize(ctx context.Context, s *browser.Session, p resizeParams) (*mcp.CallToolResult, error) {
	w, h := p.Width, p.Height
	if p.Viewport != "" {
		if w != 0 || h != 0 {
			return failure("browser_resize", fmt.Errorf("give viewport or width and height, not both"))
		}
		vp, _ := browser.ViewportByName(p.Viewport)
		w, h = vp.Width, vp.Height
	} else if w == 0 || h == 0 {
		return failure("browser_resize", fmt.Errorf("give viewport (desktop or mobile), or both width and height"))
	}
	vp, out, err := s.Resize(ctx, w, h)
	if err != nil {
		return failure("browser_resize", err)
	}
	res := resizeResult{Outcome: out, Width: vp.Width, Height: vp.Height}
	return structured(res, outcomeText(fmt.Sprintf("viewport now %d×%d CSS px", vp.Width, vp.Height), out)), nil
}

type emulateResult struct {
	browser.Outcome
	browser.MediaOptions
}

func (t *Toolbox) emulateMedia(ctx context.Context, s *browser.Session, p emulateParams) (*mcp.CallToolResult, error) {
	o := browser.MediaOptions{ColorScheme: p.ColorScheme, ReducedMotion: p.ReducedMotion, ForcedColors: p.ForcedColors, Media: p.Media}
	if o == (browser.MediaOptions{}) {
		return failure("browser_emulate_media", fmt.Errorf("give at least one of color_scheme, reduced_motion, forced_colors or media"))
	}
	out, err := s.EmulateMedia(ctx, o)
	if err != nil {
		return failure("browser_emulate_media", err)
	}
	var set []string
	for _, kv := range [][2]string{{"color_scheme", o.ColorScheme}, {"reduced_motion", o.ReducedMotion}, {"forced_colors", o.ForcedColors}, {"media", o.Media}} {
		if kv[1] != "" {
			set = append(set, kv[0]+" "+kv[1])
		}
	}
	return structured(emulateResult{Outcome: out, MediaOptions: o}, outcomeText("emulating "+strings.Join(set, ", "), out)), nil
}
