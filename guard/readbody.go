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
	_, params, err := mime.ParseMediaType(h["content-type"])
	if err != nil {
		return out, true
	}
	cs := strings.Trim(strings.ToLower(strings.TrimSpace(params["charset"])), `"`)
	var e encoding.Encoding
	switch cs {
	case "", "utf-8", "utf8", "us-ascii":
		return out, textual(mt(h), out)
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
		if e, err = htmlindex.Get(cs); err != nil {
			return out, false // a charset no reader here knows is unreadable
		}
	}
	decoded, err := e.NewDecoder().Bytes(out)
	if err != nil {
		return out, false
	}
	return decoded, textual(mt(h), decoded)
}

// mt is the request's media type, lower-case.
func mt(h map[string]string) string {
	t, _, _ := mime.ParseMediaType(h["content-type"])
	return t
}

// textual reports whether a body of media type t may be judged as text:
// a form, JSON, XML or text body that holds a NUL was read in the wrong
// encoding (UTF-32 read as UTF-8), and is unreadable.
func textual(t string, b []byte) bool {
	if strings.HasPrefix(t, "text/") || strings.Contains(t, "json") || strings.Contains(t, "xml") || t == "application/x-www-form-urlencoded" {
		return !bytes.Contains(b, []byte{0})
	}
	return true
}

// hasBOM reports a UTF-16 or UTF-32 byte-order mark.
func hasBOM(b []byte) bool {
	return bytes.HasPrefix(b, []byte{0xFE, 0xFF}) || bytes.HasPrefix(b, []byte{0xFF, 0xFE}) || bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF})
}
