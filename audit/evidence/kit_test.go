package evidence

import "testing"

// TestKitLooksUpOnce: the word list and tesseract are found on first use
// and the same ones come back after (make setup installs both).
func TestKitLooksUpOnce(t *testing.T) {
	t.Parallel()
	k := NewKit(nil)
	w := k.Words()
	if w == nil || w.Len() == 0 {
		t.Fatalf("no word list at %s (run make setup)", DictPath)
	}
	if k.Words() != w {
		t.Error("the word list was loaded twice")
	}
	o := k.OCR()
	if o == nil {
		t.Fatal("no tesseract (run make setup)")
	}
	if k.OCR() != o {
		t.Error("tesseract was looked up twice")
	}
}
