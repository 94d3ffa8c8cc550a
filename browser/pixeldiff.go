package browser

import (
	"encoding/binary"
	"image"
	"image/draw"
	"runtime"
	"sync"
)

// PixelDiff compares two images of equal size the way pixelmatch does: a
// perceptual YIQ colour distance per pixel, ignoring pixels that look like
// anti-aliasing in either image. threshold (0..1, pixelmatch's default is
// 0.1) is the per-pixel sensitivity. It returns the count of differing
// pixels; images of different sizes count as entirely different.
func PixelDiff(a, b *image.RGBA, threshold float64) int {
	if a.Rect.Dx() != b.Rect.Dx() || a.Rect.Dy() != b.Rect.Dy() {
		n := a.Rect.Dx() * a.Rect.Dy()
		if m := b.Rect.Dx() * b.Rect.Dy(); m > n {
			n = m
		}
		return n
	}
	w, h := a.Rect.Dx(), a.Rect.Dy()
	maxDelta := 35215 * threshold * threshold
	// Rows are independent (neighbours are only read), so large images are
	// split across cores; the count is exact either way.
	workers := runtime.GOMAXPROCS(0)
	if w*h < 1<<18 || workers < 2 {
		return diffRows(a, b, 0, h, maxDelta)
	}
	counts := make([]int, workers)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		y0, y1 := h*i/workers, h*(i+1)/workers
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			counts[i] = diffRows(a, b, y0, y1, maxDelta)
		}(i)
	}
	wg.Wait()
	total := 0
	for _, c := range counts {
		total += c
	}
	return total
}

func diffRows(a, b *image.RGBA, y0, y1 int, maxDelta float64) int {
	w := a.Rect.Dx()
	diff := 0
	for y := y0; y < y1; y++ {
		ra := a.Pix[y*a.Stride : y*a.Stride+w*4]
		rb := b.Pix[y*b.Stride : y*b.Stride+w*4]
		for x := 0; x < w; x++ {
			i := x * 4
			pa, pb := binary.LittleEndian.Uint32(ra[i:i+4]), binary.LittleEndian.Uint32(rb[i:i+4])
			// Fast path: identical pixels are the overwhelming majority.
			if pa == pb {
				continue
			}
			d := colorDelta(pa, pb, false)
			if d < 0 {
				d = -d
			}
			if d <= maxDelta {
				continue
			}
			// A pixel with three identical neighbours in an image is never
			// anti-aliased there (antialiased's own first test); checking
			// that inline skips the full test for solid changed regions.
			if !(flatAt(a, x, y, pa) && flatAt(b, x, y, pb)) && (antialiased(a, x, y, b) || antialiased(b, x, y, a)) {
				continue
			}
			diff++
		}
	}
	return diff
}

// DiffFraction is PixelDiff as a fraction of the larger image's pixels.
func DiffFraction(a, b *image.RGBA, threshold float64) float64 {
	n := a.Rect.Dx() * a.Rect.Dy()
	if m := b.Rect.Dx() * b.Rect.Dy(); m > n {
		n = m
	}
	if n == 0 {
		return 0
	}
	return float64(PixelDiff(a, b, threshold)) / float64(n)
}

// ToRGBA converts any decoded image (PNG gives NRGBA or RGBA) to *image.RGBA
// with its origin at 0,0.
func ToRGBA(img image.Image) *image.RGBA {
	if r, ok := img.(*image.RGBA); ok && r.Rect.Min == (image.Point{}) {
		return r
	}
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Rect, img, b.Min, draw.Src)
	return out
}

func blend(c, a float64) float64 { return 255 + (c-255)*a }

func rgb2y(r, g, b float64) float64 { return r*0.29889531 + g*0.58662247 + b*0.11448223 }
func rgb2i(r, g, b float64) float64 { return r*0.59597799 - g*0.27417610 - b*0.32180189 }
func rgb2q(r, g, b float64) float64 { return r*0.21147017 - g*0.52261711 + b*0.31114694 }

// colorDelta is pixelmatch's squared YIQ distance, signed by which pixel is
// brighter; yOnly returns just the brightness difference. Pixels are RGBA
// bytes read little-endian (R in the low byte).
func colorDelta(p1, p2 uint32, yOnly bool) float64 {
	if p1 == p2 {
		return 0
	}
	r1, g1, b1, a1 := float64(p1&0xff), float64(p1>>8&0xff), float64(p1>>16&0xff), float64(p1>>24)
	r2, g2, b2, a2 := float64(p2&0xff), float64(p2>>8&0xff), float64(p2>>16&0xff), float64(p2>>24)
	if a1 < 255 {
		a1 /= 255
		r1, g1, b1 = blend(r1, a1), blend(g1, a1), blend(b1, a1)
	}
	if a2 < 255 {
		a2 /= 255
		r2, g2, b2 = blend(r2, a2), blend(g2, a2), blend(b2, a2)
	}
	y1, y2 := rgb2y(r1, g1, b1), rgb2y(r2, g2, b2)
	y := y1 - y2
	if yOnly {
		return y
	}
	i := rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
	q := rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
	delta := 0.5053*y*y + 0.299*i*i + 0.1957*q*q
	if y1 > y2 {
		return -delta
	}
	return delta
}

// flatAt reports whether the interior pixel (x,y) of value c has at least
// three identical neighbours.
func flatAt(img *image.RGBA, x, y int, c uint32) bool {
	if x == 0 || y == 0 || x >= img.Rect.Dx()-1 || y >= img.Rect.Dy()-1 {
		return false
	}
	st := img.Stride
	i := y*st + x*4
	p := img.Pix
	n := 0
	for _, o := range [8]int{-st - 4, -st, -st + 4, -4, 4, st - 4, st, st + 4} {
		if binary.LittleEndian.Uint32(p[i+o:i+o+4]) == c {
			if n++; n == 3 {
				return true
			}
		}
	}
	return false
}

func px(img *image.RGBA, x, y int) []uint8 {
	i := y*img.Stride + x*4
	return img.Pix[i : i+4]
}

// antialiased reports whether (x1,y1) in img looks like an anti-aliased edge
// pixel: few identical neighbours, and both a darkest and a brightest
// neighbour that sit in flat regions of both images.
func antialiased(img *image.RGBA, x1, y1 int, img2 *image.RGBA) bool {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	x0, y0, x2, y2 := max(x1-1, 0), max(y1-1, 0), min(x1+1, w-1), min(y1+1, h-1)
	zeroes := 0
	if x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 {
		zeroes = 1
	}
	var minD, maxD float64
	var minX, minY, maxX, maxY int
	ci := y1*img.Stride + x1*4
	cw := binary.LittleEndian.Uint32(img.Pix[ci : ci+4])
	for x := x0; x <= x2; x++ {
		for y := y0; y <= y2; y++ {
			if x == x1 && y == y1 {
				continue
			}
			ni := y*img.Stride + x*4
			// Most neighbours in a flat region are identical: skip the float
			// maths for them (colorDelta would return exactly 0).
			var d float64
			if nw := binary.LittleEndian.Uint32(img.Pix[ni : ni+4]); nw != cw {
				d = colorDelta(cw, nw, true)
			}
			switch {
			case d == 0:
				zeroes++
				if zeroes > 2 {
					return false
				}
			case d < minD:
				minD, minX, minY = d, x, y
			case d > maxD:
				maxD, maxX, maxY = d, x, y
			}
		}
	}
	if minD == 0 || maxD == 0 {
		return false
	}
	return (manySiblings(img, minX, minY) && manySiblings(img2, minX, minY)) ||
		(manySiblings(img, maxX, maxY) && manySiblings(img2, maxX, maxY))
}

// manySiblings reports whether (x1,y1) has more than two identical neighbours.
func manySiblings(img *image.RGBA, x1, y1 int) bool {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	x0, y0, x2, y2 := max(x1-1, 0), max(y1-1, 0), min(x1+1, w-1), min(y1+1, h-1)
	zeroes := 0
	if x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 {
		zeroes = 1
	}
	ci := y1*img.Stride + x1*4
	c := binary.LittleEndian.Uint32(img.Pix[ci : ci+4])
	for x := x0; x <= x2; x++ {
		for y := y0; y <= y2; y++ {
			if x == x1 && y == y1 {
				continue
			}
			ni := y*img.Stride + x*4
			if binary.LittleEndian.Uint32(img.Pix[ni:ni+4]) == c {
				zeroes++
			}
			if zeroes > 2 {
				return true
			}
		}
	}
	return false
}
