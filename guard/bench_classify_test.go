package guard

import (
	"strings"
	"testing"
)

// BenchmarkClassifyBenign: the common case, a control that is not
// destructive, which runs every check.
func BenchmarkClassifyBenign(b *testing.B) {
	e := &Element{Tag: "button", Role: "button", Name: "Save changes", Text: "Save changes", ID: "save-btn", Class: "btn btn-primary"}
	for i := 0; i < b.N; i++ {
		Classify(Action{Kind: Click, Element: e})
	}
}

// BenchmarkClassifyRequestUpload: a 3 MB multipart upload whose last
// field is read after streaming past the file.
func BenchmarkClassifyRequestUpload(b *testing.B) {
	body := "--B\r\nContent-Disposition: form-data; name=\"f\"; filename=\"x.bin\"\r\n\r\n" + strings.Repeat("A", 3<<20) +
		"\r\n--B\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nholiday\r\n--B--\r\n"
	for i := 0; i < b.N; i++ {
		ClassifyRequest("POST", "http://x/api/photos", "multipart/form-data; boundary=B", body)
	}
}

// BenchmarkClassifyRequestSensitive: a JSON write read for sensitive fields.
func BenchmarkClassifyRequestSensitive(b *testing.B) {
	for i := 0; i < b.N; i++ {
		ClassifyRequest("PATCH", "http://x/api/user", "application/json", `{"display_name":"Ann","bio":"hello","theme":"dark"}`)
	}
}
