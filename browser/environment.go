package browser

import (
	"context"
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// MediaOptions are the CSS media features a page is shown with; "" leaves
// one as it is, "no-override" returns it to the browser's own.
type MediaOptions struct {
	ColorScheme   string `json:"color_scheme,omitempty"`   // light, dark
	ReducedMotion string `json:"reduced_motion,omitempty"` // reduce, no-preference
	ForcedColors  string `json:"forced_colors,omitempty"`  // active, none
	Media         string `json:"media,omitempty"`          // screen, print
}

// String names the features set, as CSS media features are written.
func (o MediaOptions) String() string {
	var parts []string
	for _, f := range [][2]string{{"prefers-color-scheme", o.ColorScheme}, {"prefers-reduced-motion", o.ReducedMotion}, {"forced-colors", o.ForcedColors}, {"media", o.Media}} {
		if f[1] != "" {
			parts = append(parts, f[0]+": "+f[1])
		}
	}
	return strings.Join(parts, ", ")
}

// EmulateMedia shows the current tab with o's media features, as a person
// whose system prefers dark mode, reduced motion or forced colours sees it.
func (s *Session) EmulateMedia(ctx context.Context, o MediaOptions) (Outcome, error) {
	return s.do(ctx, func(p playwright.Page) error {
		var opt playwright.PageEmulateMediaOptions
		if o.ColorScheme != "" {
			v := playwright.ColorScheme(o.ColorScheme)
			opt.ColorScheme = &v
		}
		if o.ReducedMotion != "" {
			v := playwright.ReducedMotion(o.ReducedMotion)
			opt.ReducedMotion = &v
		}
		if o.ForcedColors != "" {
			v := playwright.ForcedColors(o.ForcedColors)
			opt.ForcedColors = &v
		}
		if o.Media != "" {
			v := playwright.Media(o.Media)
			opt.Media = &v
		}
		if err := s.live(); err != nil {
			return err
		}
		return p.EmulateMedia(opt)
	})
}

// Resize sets the current tab's viewport to width×height CSS pixels.
func (s *Session) Resize(ctx context.Context, width, height int) (Viewport, Outcome, error) {
	if width < 200 || height < 200 || width > 10000 || height > 10000 {
		return Viewport{}, Outcome{}, fmt.Errorf("viewport %d×%d: use 200 to 10000 CSS pixels each way", width, height)
	}
	vp := Viewport{Name: fmt.Sprintf("%dx%d", width, height), Width: width, Height: height}
	out, err := s.do(ctx, func(p playwright.Page) error {
		if err := s.live(); err != nil {
			return err
		}
		if err := p.SetViewportSize(width, height); err != nil {
			return err
		}
		s.viewport = vp
		return nil
	})
	return vp, out, err
}
