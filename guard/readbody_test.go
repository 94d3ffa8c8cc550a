package guard

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"testing"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// TestReadableBodyIsWhatTheServerReads: a body is judged as its server
// reads it, inflated and in UTF-8 (an eighth outside attacker's gzipped,
// deflated and UTF-16 _method=DELETE reached an Express app under a
// scope); one that cannot be read so is unreadable, never judged by its
// undecoded bytes.
func TestReadableBodyIsWhatTheServerReads(t *testing.T) {
	const form = "_method=DELETE&confirm=yes"
	var gz, zl bytes.Buffer
	g := gzip.NewWriter(&gz)
	g.Write([]byte(form))
	g.Close()
	z := zlib.NewWriter(&zl)
	z.Write([]byte(form))
	z.Close()
	utf16, _ := unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewEncoder().Bytes([]byte(form))
	utf16le := utf16
	utf16be, _ := unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewEncoder().Bytes([]byte(form))
	utf16bom, _ := unicode.UTF16(unicode.BigEndian, unicode.UseBOM).NewEncoder().Bytes([]byte(form))
	utf32le, _ := utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM).NewEncoder().Bytes([]byte(form))
	urlenc := "application/x-www-form-urlencoded"
	for _, c := range []struct {
		name string
		h    map[string]string
		body []byte
		ok   bool
	}{
		{"plain", map[string]string{"content-type": urlenc}, []byte(form), true},
		{"gzip", map[string]string{"content-type": urlenc, "content-encoding": "gzip"}, gz.Bytes(), true},
		{"deflate", map[string]string{"content-type": urlenc, "content-encoding": "deflate"}, zl.Bytes(), true},
		{"utf-16le", map[string]string{"content-type": urlenc + "; charset=utf-16le"}, utf16, true},
		{"utf-32le", map[string]string{"content-type": urlenc + "; charset=utf-32le"}, utf32le, true},
		{"utf-16 with a BOM", map[string]string{"content-type": urlenc + "; charset=utf-16"}, utf16bom, true},
		// A ninth outside attacker's: no byte order said, none shown; and
		// UTF-32 read as UTF-8 (NULs in a form).
		{"utf-16 big-endian without a BOM", map[string]string{"content-type": urlenc + "; charset=utf-16"}, utf16be, false},
		{"utf-32 without a charset", map[string]string{"content-type": urlenc}, utf32le, false},
		{"a charset no one here knows", map[string]string{"content-type": urlenc + "; charset=x-made-up"}, []byte(form), false},
		{"brotli", map[string]string{"content-type": urlenc, "content-encoding": "br"}, []byte("\x1b\x19\x00"), false},
		// A reviewer's: a charset the encoding standard reads as one
		// U+FFFD (Python reads it as ASCII), a type Go cannot parse, and
		// UTF-16 with no type at all.
		{"iso-2022-kr", map[string]string{"content-type": urlenc + "; charset=iso-2022-kr"}, []byte(form), false},
		{"an unparsable type", map[string]string{"content-type": "application/json; x"}, []byte(form), false},
		{"utf-16 with no type", nil, utf16le, false},
		{"corrupt gzip", map[string]string{"content-type": urlenc, "content-encoding": "gzip"}, []byte("not gzip"), false},
	} {
		got, ok := ReadableBody(c.h, c.body, 1<<20)
		if ok != c.ok {
			t.Errorf("%s: readable %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok && string(got) != form {
			t.Errorf("%s: read as %q", c.name, got)
		}
		if ok && OverriddenMethod(nil, "", FormMethod(c.h["content-type"], string(got))) != "DELETE" {
			t.Errorf("%s: its _method=DELETE was not read", c.name)
		}
	}
	// Binary sent as text (an analytics library's gzip bytes as
	// text/plain, to skip a preflight) is judged as it stands, not
	// refused: its zeros are not at a stride.
	if _, ok := ReadableBody(map[string]string{"content-type": "text/plain;charset=UTF-8"}, gz.Bytes(), 1<<20); !ok {
		t.Error("gzip bytes sent as text/plain were read as unreadable")
	}
	var bomb bytes.Buffer
	g = gzip.NewWriter(&bomb)
	g.Write(make([]byte, 2<<20))
	g.Close()
	if _, ok := ReadableBody(map[string]string{"content-encoding": "gzip"}, bomb.Bytes(), 1<<20); ok {
		t.Error("a body that inflates past the limit was read")
	}
}

// TestFormMethodReadsEveryBoundaryAndNamesTheRest: a multipart type with
// two boundaries is read on each (servers differ on which they take),
// and a _method no reader found a value for (XML, a nested key) is the
// worst; payment_method is no override.
func TestFormMethodReadsEveryBoundaryAndNamesTheRest(t *testing.T) {
	body := "--YY\r\nContent-Disposition: form-data; name=\"_method\"\r\n\r\nDELETE\r\n--YY--\r\n"
	for _, c := range []struct{ ctype, body, want string }{
		{"multipart/form-data; boundary=XbNd; boundary=YY", body, "DELETE"},
		{"application/xml", "<req><_method>PATCH</_method></req>", "DELETE"},
		{"application/json", `{"order":{"_method":"put"}}`, "DELETE"},
		{"application/json", `{"payment_method":"card","shipping_method":"post"}`, ""},
		{"application/x-www-form-urlencoded", "payment_method=card&_method=put", "PUT"},
		{"application/x-www-form-urlencoded", "_method%5B%5D=put", "DELETE"},
		// An eleventh outside attacker's: YAML and JSON5 keys, escaped
		// or not, and a part named by filename* (PHP reads it as a field).
		{"application/yaml", "_method: DELETE\n", "DELETE"},
		{"application/yaml", "? _method\n: DELETE\n", "DELETE"},
		{"application/json5", "{_method:'DELETE'}", "DELETE"},
		{"application/json5", `{'\x5fmethod':'DELETE'}`, "DELETE"},
		{"application/json5", `{_m\u0065thod:'DELETE'}`, "DELETE"},
		{"multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data; name=\"_method\"; filename*=UTF-8''a.txt\r\n\r\nDELETE\r\n--b--\r\n", "DELETE"},
		{"multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data; name=\"_method\"; filename=\"a.txt\"\r\n\r\nDELETE\r\n--b--\r\n", ""},
		// A reviewer's: _method where no key stands is no override.
		{"application/x-www-form-urlencoded", "comment=self._method+%3D+x", ""},
		{"text/plain", "TypeError at Object._method (app.js:1:2)", ""},
		{"application/x-www-form-urlencoded", "_method=patch&note=see+_method+docs", "PATCH"},
		{"application/json", `{"_method":null,"method":"card"}`, ""},
	} {
		if got := OverriddenMethod(nil, "", FormMethod(c.ctype, c.body)); got != c.want {
			t.Errorf("FormMethod(%q, %q) read as %q, want %q", c.ctype, c.body, got, c.want)
		}
	}
}

// TestScopeReadsOnlyBodiesTheGuardReads: a scope passes forms, multipart,
// JSON, plain text and bytes unasked; a body a server parses with a
// parser of its own (YAML, JSON5, TOML, XML, JavaScript), or under a type
// that does not parse, is asked about.
func TestScopeReadsOnlyBodiesTheGuardReads(t *testing.T) {
	for _, ct := range []string{"", "application/x-www-form-urlencoded; charset=UTF-8", "multipart/form-data; boundary=b",
		"application/json", "application/vnd.api+json", "text/plain;charset=UTF-8", "application/octet-stream", "image/png"} {
		if !ScopeReadsBody(ct) {
			t.Errorf("%q: a scope would ask about it", ct)
		}
	}
	for _, ct := range []string{"application/yaml", "application/x-yaml", "application/json5", "application/toml", "application/xml",
		"text/xml", "application/soap+xml", "text/javascript", "application/json; x"} {
		if ScopeReadsBody(ct) {
			t.Errorf("%q: a scope would pass it unasked", ct)
		}
	}
}
