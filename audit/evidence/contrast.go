package evidence

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// RGBA is a colour with straight alpha in 0..1.
type RGBA struct{ R, G, B, A float64 }

var (
	rgbRE = regexp.MustCompile(`^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$`)
	hexRE = regexp.MustCompile(`^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$`)
)

var namedColors = map[string]RGBA{
	"black": {0, 0, 0, 1}, "white": {255, 255, 255, 1}, "transparent": {0, 0, 0, 0},
	"red": {255, 0, 0, 1}, "green": {0, 128, 0, 1}, "blue": {0, 0, 255, 1}, "gray": {128, 128, 128, 1},
	"grey": {128, 128, 128, 1}, "navy": {0, 0, 128, 1}, "maroon": {128, 0, 0, 1}, "darkgreen": {0, 100, 0, 1},
}

// ParseColor reads #rgb, #rrggbb(aa), rgb()/rgba() and a few names.
func ParseColor(s string) (RGBA, error) {
	s = strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "!important")))
	if c, ok := namedColors[s]; ok {
		return c, nil
	}
	if m := hexRE.FindStringSubmatch(s); m != nil {
		h := m[1]
		if len(h) <= 4 {
			var b strings.Builder
			for _, r := range h {
				b.WriteRune(r)
				b.WriteRune(r)
			}
			h = b.String()
		}
		v, _ := strconv.ParseUint(h, 16, 64)
		if len(h) == 6 {
			return RGBA{float64(v >> 16 & 255), float64(v >> 8 & 255), float64(v & 255), 1}, nil
		}
		return RGBA{float64(v >> 24 & 255), float64(v >> 16 & 255), float64(v >> 8 & 255), float64(v&255) / 255}, nil
	}
	if m := rgbRE.FindStringSubmatch(s); m != nil {
		r, _ := strconv.ParseFloat(m[1], 64)
		g, _ := strconv.ParseFloat(m[2], 64)
		b, _ := strconv.ParseFloat(m[3], 64)
		a := 1.0
		if m[4] != "" {
			if strings.HasSuffix(m[4], "%") {
				p, _ := strconv.ParseFloat(strings.TrimSuffix(m[4], "%"), 64)
				a = p / 100
			} else {
				a, _ = strconv.ParseFloat(m[4], 64)
			}
		}
		return RGBA{r, g, b, a}, nil
	}
	return RGBA{}, fmt.Errorf("cannot read colour %q (use #rrggbb or rgb())", s)
}

// Hex renders an opaque colour as #rrggbb.
func (c RGBA) Hex() string {
	cl := func(v float64) int { return int(math.Max(0, math.Min(255, math.Round(v)))) }
	return fmt.Sprintf("#%02x%02x%02x", cl(c.R), cl(c.G), cl(c.B))
}

// Over composites c onto an opaque background.
func (c RGBA) Over(bg RGBA) RGBA {
	return RGBA{c.R*c.A + bg.R*(1-c.A), c.G*c.A + bg.G*(1-c.A), c.B*c.A + bg.B*(1-c.A), 1}
}

func channel(v float64) float64 {
	v /= 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// Luminance is WCAG relative luminance.
func (c RGBA) Luminance() float64 {
	return 0.2126*channel(c.R) + 0.7152*channel(c.G) + 0.0722*channel(c.B)
}

// ContrastRatio is the WCAG contrast ratio of two opaque colours.
func ContrastRatio(a, b RGBA) float64 {
	la, lb := a.Luminance(), b.Luminance()
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// RequiredRatio is what WCAG 1.4.3 asks: 3:1 for large text (≥24px, or
// ≥18.66px bold), else 4.5:1.
func RequiredRatio(fontPx float64, weight int) float64 {
	if fontPx >= 24 || (fontPx >= 18.66 && weight >= 700) {
		return 3
	}
	return 4.5
}

// NearestCompliant returns the colour closest to fg (moving only its
// lightness, keeping hue) that reaches ratio against bg.
func NearestCompliant(fg, bg RGBA, ratio float64) RGBA {
	if ContrastRatio(fg, bg) >= ratio {
		return fg
	}
	h, s, l := toHSL(fg)
	best, bestD := RGBA{}, math.Inf(1)
	for _, dir := range []float64{-1, 1} {
		for step := 0.0; step <= 1; step += 0.005 {
			nl := l + dir*step
			if nl < 0 || nl > 1 {
				break
			}
			c := fromHSL(h, s, nl)
			// Round to what CSS will render, then re-check.
			c, _ = ParseColor(c.Hex())
			if ContrastRatio(c, bg) >= ratio+0.05 {
				if step < bestD {
					best, bestD = c, step
				}
				break
			}
		}
	}
	if math.IsInf(bestD, 1) {
		if ContrastRatio(RGBA{0, 0, 0, 1}, bg) >= ContrastRatio(RGBA{255, 255, 255, 1}, bg) {
			return RGBA{0, 0, 0, 1}
		}
		return RGBA{255, 255, 255, 1}
	}
	return best
}

func toHSL(c RGBA) (h, s, l float64) {
	r, g, b := c.R/255, c.G/255, c.B/255
	mx, mn := math.Max(r, math.Max(g, b)), math.Min(r, math.Min(g, b))
	l = (mx + mn) / 2
	if mx == mn {
		return 0, 0, l
	}
	d := mx - mn
	if l > 0.5 {
		s = d / (2 - mx - mn)
	} else {
		s = d / (mx + mn)
	}
	switch mx {
	case r:
		h = (g - b) / d
		if g < b {
			h += 6
		}
	case g:
		h = (b-r)/d + 2
	default:
		h = (r-g)/d + 4
	}
	return h / 6, s, l
}

func fromHSL(h, s, l float64) RGBA {
	if s == 0 {
		return RGBA{l * 255, l * 255, l * 255, 1}
	}
	hue := func(p, q, t float64) float64 {
		if t < 0 {
			t++
		}
		if t > 1 {
			t--
		}
		switch {
		case t < 1.0/6:
			return p + (q-p)*6*t
		case t < 0.5:
			return q
		case t < 2.0/3:
			return p + (q-p)*(2.0/3-t)*6
		}
		return p
	}
	var q float64
	if l < 0.5 {
		q = l * (1 + s)
	} else {
		q = l + s - l*s
	}
	p := 2*l - q
	return RGBA{hue(p, q, h+1.0/3) * 255, hue(p, q, h) * 255, hue(p, q, h-1.0/3) * 255, 1}
}

// ColorInfo is what the page says about an element's text colours.
type ColorInfo struct {
	Color      string  `json:"color"`
	Background string  `json:"background"`
	BgImage    bool    `json:"bgImage"`
	FontSize   float64 `json:"fontSize"`
	FontWeight int     `json:"fontWeight"`
}

// colorJS reads the computed text colour, the effective background (the
// first opaque background-color up the tree, composited) and font metrics.
// Colours Chromium leaves in their own space (oklch() from Tailwind 4,
// color-mix(), lab()) are read as sRGB through a canvas.
const colorJS = `(el) => {
  let cx = null;
  const srgb = (c) => {
    if (!c || /^rgba?\(/.test(c)) return c;
    try {
      cx = cx || document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      cx.clearRect(0, 0, 1, 1);
      cx.fillStyle = '#010203';
      cx.fillStyle = c;
      if (cx.fillStyle === '#010203') return c; // not a colour the canvas reads: left unreadable
      cx.fillRect(0, 0, 1, 1);
      const d = cx.getImageData(0, 0, 1, 1).data;
      return 'rgba(' + d[0] + ', ' + d[1] + ', ' + d[2] + ', ' + (d[3] / 255) + ')';
    } catch (e) { return c; }
  };
  const cs = getComputedStyle(el);
  let bg = null, img = false;
  const layers = [];
  for (let cur = el; cur; cur = cur.parentElement || (cur.getRootNode() instanceof ShadowRoot ? cur.getRootNode().host : null)) {
    const s = getComputedStyle(cur);
    if (s.backgroundImage && s.backgroundImage !== 'none') img = true;
    const c = srgb(s.backgroundColor);
    layers.push(c);
    const m = c.match(/rgba?\(([^)]+)\)/);
    const a = m ? (m[1].split(/[\s,\/]+/)[3] ?? '1') : '1';
    if (parseFloat(a) >= 1) { bg = c; break; }
  }
  return { color: srgb(cs.color), background: bg || 'rgb(255, 255, 255)', layers, bgImage: img,
    fontSize: parseFloat(cs.fontSize), fontWeight: parseInt(cs.fontWeight, 10) || 400 };
}`

// ReadColors reads an element's text colour and the layers behind it, with
// any problems met on the way.
func ReadColors(h playwright.ElementHandle) (ColorInfo, []string, error) {
	v, err := h.Evaluate(colorJS)
	if err != nil {
		return ColorInfo{}, nil, err
	}
	var ci struct {
		ColorInfo
		Layers []string `json:"layers"`
	}
	b, _ := json.Marshal(v)
	err = json.Unmarshal(b, &ci)
	return ci.ColorInfo, ci.Layers, err
}

// EffectiveBackground composites the semi-transparent layers, innermost
// first, over the first opaque one.
func EffectiveBackground(layers []string) RGBA {
	bg := RGBA{255, 255, 255, 1}
	var stack []RGBA
	for _, l := range layers {
		c, err := ParseColor(l)
		if err != nil {
			continue
		}
		stack = append(stack, c)
		if c.A >= 1 {
			bg = c
			stack = stack[:len(stack)-1]
			break
		}
	}
	for i := len(stack) - 1; i >= 0; i-- {
		bg = stack[i].Over(bg)
	}
	return bg
}
