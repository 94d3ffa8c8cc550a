package browser

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Shot is a saved screenshot.
type Shot struct {
	Outcome
	Path  string `json:"path"`
	Bytes int    `json:"bytes"`
	PNG   []byte `json:"-"`
}

var shotSeq atomic.Int64

// Screenshot captures the viewport, the full page, or one element, and saves
// the PNG under the session's output dir.
func (s *Session) Screenshot(ctx context.Context, fullPage bool, selector string) (Shot, error) {
	shot, out, err := doInto(s, ctx, func(p playwright.Page, shot *Shot) error {
		timeout := playwright.Float(timeoutMs(ctx, s.m.cfg.ActionTimeout))
		var b []byte
		var err error
		if selector != "" {
			loc, r, lerr := s.locate(p, Target{Selector: selector}, waitBudget(ctx))
			if lerr != nil && loc == nil {
				return lerr
			}
			b, err = loc.Screenshot(playwright.LocatorScreenshotOptions{Timeout: timeout})
			if err != nil {
				return actionErr("screenshot", r.Selector, err)
			}
		} else {
			b, err = p.Screenshot(playwright.PageScreenshotOptions{FullPage: playwright.Bool(fullPage), Timeout: timeout})
			if err != nil {
				return err
			}
		}
		shot.PNG, shot.Bytes = b, len(b)
		return nil
	})
	shot.Outcome = out
	if err != nil {
		return shot, err
	}
	dir := filepath.Join(s.OutputDir(), "screenshots")
	if err := ensureDir(dir); err != nil {
		return shot, err
	}
	shot.Path = filepath.Join(dir, fmt.Sprintf("shot-%s-%03d.png", time.Now().UTC().Format("20060102T150405"), shotSeq.Add(1)))
	return shot, os.WriteFile(shot.Path, shot.PNG, 0o644)
}

// StateRecord is one distinct UI state in the session's dataset.
type StateRecord struct {
	Name      string    `json:"name"`
	Names     []string  `json:"names,omitempty"`
	URL       string    `json:"url"`
	Title     string    `json:"title"`
	Timestamp time.Time `json:"timestamp"`
	StateHash string    `json:"state_hash"`
	PNGPath   string    `json:"png_path"`
	JSONPath  string    `json:"json_path"`
	Duplicate bool      `json:"duplicate"`
}

// stateSet de-duplicates a session's dataset by state hash.
type stateSet struct {
	mu   sync.Mutex
	byID map[string]*StateRecord
}

func newStateSet() *stateSet { return &stateSet{byID: map[string]*StateRecord{}} }

// StateHash fingerprints what a person sees: the URL (without fragment) and
// a 32×20 grid of block luminances quantised to 16 levels, so anti-aliasing
// and caret blinks map to the same state while a modal or an opened menu
// does not.
func StateHash(pageURL string, img *image.RGBA) string {
	const gw, gh = 32, 20
	w, h := img.Rect.Dx(), img.Rect.Dy()
	var grid [gw * gh]byte
	for gy := 0; gy < gh; gy++ {
		for gx := 0; gx < gw; gx++ {
			x0, x1 := gx*w/gw, (gx+1)*w/gw
			y0, y1 := gy*h/gh, (gy+1)*h/gh
			var sum, n float64
			for y := y0; y < y1; y += 2 {
				for x := x0; x < x1; x += 2 {
					p := px(img, x, y)
					sum += rgb2y(float64(p[0]), float64(p[1]), float64(p[2]))
					n++
				}
			}
			if n > 0 {
				grid[gy*gw+gx] = byte(sum / n / 16)
			}
		}
	}
	if u, err := parseNoFragment(pageURL); err == nil {
		pageURL = u
	}
	sum := sha256.New()
	sum.Write([]byte(pageURL))
	sum.Write([]byte{0})
	sum.Write(grid[:])
	return hex.EncodeToString(sum.Sum(nil))[:16]
}

func parseNoFragment(raw string) (string, error) {
	u, err := CheckURL(raw)
	if err != nil {
		return "", err
	}
	u.Fragment = ""
	return u.String(), nil
}

// viewportPNG takes a viewport screenshot inside an action.
func viewportPNG(ctx context.Context, p playwright.Page) ([]byte, *image.RGBA, error) {
	b, err := p.Screenshot(playwright.PageScreenshotOptions{Timeout: playwright.Float(timeoutMs(ctx, 10*time.Second)), Animations: playwright.ScreenshotAnimationsDisabled, Caret: playwright.ScreenshotCaretHide})
	if err != nil {
		return nil, nil, err
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, nil, fmt.Errorf("decode screenshot: %w", err)
	}
	return b, ToRGBA(img), nil
}

// CaptureState saves the current UI state (PNG + JSON record) into the
// session's dataset folder, once per distinct state hash.
func (s *Session) CaptureState(ctx context.Context, name string) (StateRecord, error) {
	rec, _, err := doInto(s, ctx, func(p playwright.Page, rec *StateRecord) error {
		b, img, err := viewportPNG(ctx, p)
		if err != nil {
			return err
		}
		title, _ := p.Title()
		*rec, err = s.saveState(name, p.URL(), title, b, img)
		return err
	})
	return rec, err
}

func (s *Session) saveState(name, pageURL, title string, pngBytes []byte, img *image.RGBA) (StateRecord, error) {
	hash := StateHash(pageURL, img)
	set := s.states
	set.mu.Lock()
	defer set.mu.Unlock()
	if prev, ok := set.byID[hash]; ok {
		if name != "" && name != prev.Name {
			prev.Names = append(prev.Names, name)
			_ = WriteJSONAtomic(prev.JSONPath, prev)
		}
		dup := *prev
		dup.Duplicate = true
		return dup, nil
	}
	dir := filepath.Join(s.OutputDir(), "states")
	if err := ensureDir(dir); err != nil {
		return StateRecord{}, err
	}
	if r := s.m.cfg.Redact; r != nil {
		pageURL, title, name = r(pageURL), r(title), r(name)
	}
	rec := &StateRecord{Name: name, URL: pageURL, Title: title, Timestamp: time.Now().UTC(), StateHash: hash,
		PNGPath: filepath.Join(dir, hash+".png"), JSONPath: filepath.Join(dir, hash+".json")}
	if err := os.WriteFile(rec.PNGPath, pngBytes, 0o644); err != nil {
		return StateRecord{}, err
	}
	if err := WriteJSONAtomic(rec.JSONPath, rec); err != nil {
		return StateRecord{}, err
	}
	set.byID[hash] = rec
	return *rec, nil
}

// ChangeResult reports what WaitForChange saw.
type ChangeResult struct {
	Outcome
	Changed    bool         `json:"changed"`
	ChangedPct float64      `json:"changed_pct"`
	ElapsedMs  int64        `json:"elapsed_ms"`
	Polls      int          `json:"polls"`
	State      *StateRecord `json:"state,omitempty"`
}

// WaitForChange screenshots now, waits for the network to go idle, then
// polls screenshots until more than thresholdPct of pixels differ (pixelmatch
// YIQ diff) or timeout passes. A changed state is saved to the dataset.
func (s *Session) WaitForChange(ctx context.Context, thresholdPct float64, timeout time.Duration) (ChangeResult, error) {
	if timeout <= 0 || timeout > MaxWait {
		timeout = MaxWait
	}
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *ChangeResult) error {
		start := time.Now()
		deadline := start.Add(timeout)
		_, before, err := viewportPNG(ctx, p)
		if err != nil {
			return err
		}
		if s.afterBaseline != nil {
			s.afterBaseline(p)
		}
		idle := time.Until(deadline)
		if idle > 5*time.Second {
			idle = 5 * time.Second
		}
		_ = p.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: playwright.LoadStateNetworkidle,
			Timeout: playwright.Float(float64(idle.Milliseconds()))})
		for {
			res.Polls++
			b, cur, err := viewportPNG(ctx, p)
			if err != nil {
				return err
			}
			pct := DiffFraction(before, cur, 0.1) * 100
			if pct > res.ChangedPct {
				res.ChangedPct = pct
			}
			if pct > thresholdPct {
				res.Changed = true
				title, _ := p.Title()
				rec, err := s.saveState("change", p.URL(), title, b, cur)
				if err != nil {
					return err
				}
				res.State = &rec
				break
			}
			if time.Now().After(deadline) || ctx.Err() != nil {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		res.ElapsedMs = time.Since(start).Milliseconds()
		return nil
	})
	res.Outcome = out
	return res, err
}
