package guard

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"io"
	"mime"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// ReadableBody is a request body as its server reads it, for the judge:
// inflated when its Content-Encoding is gzip or deflate, and decoded from
// the charset its Content-Type names into UTF-8. An eighth outside
// attacker's page sent _method=DELETE gzipped and in UTF-16, which
// Express and others read; the judge saw bytes. ok is false for a body
// the judge cannot read so (another encoding, a corrupt stream, more
// than limit bytes inflated): such a body is refused as unreadable, never
// judged by what it shows undecoded. h has lower-case names.
func ReadableBody(h map[string]string, body []byte, limit int) (out []byte, ok bool) {
	out = body
	for _, enc := range strings.Split(h["content-encoding"], ",") {
		var r io.Reader
		switch enc = strings.ToLower(strings.TrimSpace(enc)); enc {
		case "", "identity":
			continue
		case "gzip", "x-gzip":
			zr, err := gzip.NewReader(bytes.NewReader(out))
			if err != nil {
				return body, false
			}
			r = zr
		case "deflate":
			// A zlib stream as HTTP says, or raw deflate as some send.
			if zr, err := zlib.NewReader(bytes.NewReader(out)); err == nil {
				r = zr
			} else {
				r = flate.NewReader(bytes.NewReader(out))
			}
		default:
			return body, false
		}
		inflated, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
		if err != nil || len(inflated) > limit {
			return body, false
		}
		out = inflated
	}
	ct := strings.TrimSpace(h["content-type"])
	if ct == "" {
		// No type: a server may sniff UTF-16 or UTF-32 from the bytes.
		return out, !wide(out)
	}
	_, params, err := mime.ParseMediaType(ct)
	if err != nil {
		// A type Go cannot parse, which a lenient server may (a reviewer's
		// "application/json; x" with a UTF-16 body): not read.
		return out, false
	}
	cs := strings.Trim(strings.ToLower(strings.TrimSpace(params["charset"])), `"`)
	var e encoding.Encoding
	switch cs {
	case "", "utf-8", "utf8", "us-ascii":
		return out, !wide(out)
	case "utf-16", "ucs-2", "utf-32", "ucs-4":
		// No byte order named: a server guesses it (iconv-lite counts
		// zero bytes), so only a body that states it by a BOM is read
		// (a ninth outside attacker's big-endian UTF-16 went unread).
		if !hasBOM(out) {
			return out, false
		}
		if strings.Contains(cs, "32") || cs == "ucs-4" {
			e = utf32.UTF32(utf32.BigEndian, utf32.ExpectBOM)
		} else {
			e = unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM)
		}
	case "utf-32le", "utf-32be":
		order := utf32.LittleEndian
		if cs == "utf-32be" {
			order = utf32.BigEndian
		}
		e = utf32.UTF32(order, utf32.IgnoreBOM)
	default:
		var err error
		// A charset no reader here knows is unreadable, and so is one the
		// encoding standard reads as a single U+FFFD ("replacement":
		// ISO-2022-KR, HZ), which Python reads as ASCII (a reviewer's).
		if e, err = htmlindex.Get(cs); err != nil || e == encoding.Replacement {
			return out, false
		}
	}
	decoded, err := e.NewDecoder().Bytes(out)
	if err != nil {
		return out, false
	}
	return decoded, !wide(decoded)
}

// wide reports a body that reads as ASCII in UTF-16 or UTF-32 (a zero
// byte beside most of its letters): one judged as it stands was read in
// the wrong encoding (UTF-32 read as UTF-8), and a server that sniffs the
// encoding reads other words. Binary sent as text (an analytics beacon's
// gzip bytes as text/plain) has zeros here and there, not at a stride.
func wide(b []byte) bool {
	n := min(len(b), 256)
	if n < 8 {
		return false
	}
	for _, stride := range []int{2, 4} {
		for off := 0; off < stride; off++ {
			zeros, units := 0, 0
			for i := 0; i+stride <= n; i += stride {
				units++
				unitZeros := 0
				for k := 0; k < stride; k++ {
					if b[i+k] == 0 {
						unitZeros++
					}
				}
				if unitZeros == stride-1 && b[i+off] != 0 {
					zeros++
				}
			}
			if units >= 4 && zeros*10 >= units*8 {
				return true
			}
		}
	}
	return false
}

// hasBOM reports a UTF-16 or UTF-32 byte-order mark.
func hasBOM(b []byte) bool {
	return bytes.HasPrefix(b, []byte{0xFE, 0xFF}) || bytes.HasPrefix(b, []byte{0xFF, 0xFE}) || bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF})
}

// ScopeReadsBody reports whether an --allow-writes scope may pass a body
// of this Content-Type unasked: one whose parameters the guard reads as
// servers do (a form, multipart, JSON, plain text) or that servers keep as
// bytes (media, fonts, archives, octet-stream). Any other type (YAML,
// JSON5, TOML, XML, JavaScript …) has a parser of its own on the server,
// with aliases, escapes, line continuations, entities and namespaces the
// guard does not undo: a twelfth outside attacker got 12 deletions past a
// scope that way. Such a write is asked about instead; a default deny,
// not a list of parsers to imitate.
func ScopeReadsBody(ctype string) bool {
	t, _, err := mime.ParseMediaType(ctype)
	if strings.TrimSpace(ctype) == "" {
		return true
	}
	if err != nil {
		return false
	}
	switch {
	case t == "application/x-www-form-urlencoded", t == "multipart/form-data", t == "text/plain",
		t == "application/json", strings.HasPrefix(t, "application/") && strings.HasSuffix(t, "+json"),
		t == "application/octet-stream", t == "application/pdf", t == "application/zip", t == "application/gzip",
		strings.HasPrefix(t, "image/"), strings.HasPrefix(t, "audio/"), strings.HasPrefix(t, "video/"), strings.HasPrefix(t, "font/"):
		return true
	}
	return false
}
