// Command ocrread runs the audit's OCR over a directory of images whose
// file names say what they show ("Book_Online__8.png" shows "Book Online":
// underscores are spaces, anything after "__" is ignored) and prints what
// it read, its confidence, and how many it read right at the confidence
// the checks use. It is the measure for changes to the OCR's preparation:
// run it on a set the change was not tuned on.
//
//	go run ./bench/ocrread -dir DIR
package main

import (
	"context"
	"flag"
	"fmt"
	"image"
	_ "image/gif"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/accessagents/accessagents/audit/evidence"
)

func main() {
	dir := flag.String("dir", "", "directory of images named after their text")
	flag.Parse()
	ocr, err := evidence.FindOCR()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	files, _ := filepath.Glob(filepath.Join(*dir, "*"))
	right, read, total := 0, 0, 0
	start := time.Now()
	for _, f := range files {
		want := strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
		want, _, _ = strings.Cut(want, "__")
		want = strings.ReplaceAll(want, "_", " ")
		fh, err := os.Open(f)
		if err != nil {
			continue
		}
		img, _, err := image.Decode(fh)
		fh.Close()
		if err != nil {
			continue
		}
		total++
		r, err := ocr.Read(context.Background(), img)
		if err != nil {
			fmt.Fprintln(os.Stderr, f, err)
			continue
		}
		ok := r.MinConf >= ocr.MinConf && len(r.Words) > 0
		mark := "  "
		if ok {
			read++
			if strings.EqualFold(r.Text, want) {
				right++
				mark = "ok"
			} else {
				mark = "XX" // read with confidence, and wrong
			}
		}
		fmt.Printf("%s %-28q read %-28q conf %3.0f inverted=%v\n", mark, want, r.Text, r.MinConf, r.Inverted)
	}
	fmt.Printf("%d images: %d read at confidence %.0f+, %d of them right (%d wrong); %.0f ms an image\n",
		total, read, ocr.MinConf, right, read-right, float64(time.Since(start).Milliseconds())/float64(max(total, 1)))
}
