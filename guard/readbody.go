package guard

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"io"
	"mime"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/htmlindex"
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
	cs := strings.ToLower(strings.TrimSpace(params["charset"]))
	if cs == "" || cs == "utf-8" || cs == "utf8" || cs == "us-ascii" {
		return out, true
	}
	e, err := htmlindex.Get(cs)
	if err != nil {
		// A charset no reader here knows: readable only if it is UTF-8
		// all the same (what a lenient server would read).
		return out, utf8.Valid(out)
	}
	decoded, err := e.NewDecoder().Bytes(out)
	if err != nil {
		return out, false
	}
	return decoded, true
}
