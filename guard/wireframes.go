package guard

import (
	"bufio"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
)

// A WebSocket a page opens through a Wire is read at the wire: its opening
// is judged (WireJudges.Socket) and so is every message the page sends on
// it (WireJudges.Message), whatever context opened it and whatever page
// script did to the socket object. A message refused is dropped; the
// server never sees it. Messages from the server are not read: they are
// nothing the page sends.

// maxSocketMessage bounds a message held for judging.
const maxSocketMessage = 16 << 20

// errUnreadableFrame ends a socket whose frames cannot be read: a
// compressed or extended frame (the extensions offer is removed, so none
// is agreed), or a message too long to hold.
var errUnreadableFrame = errors.New("a WebSocket frame the guard cannot read")

// judgedUpgrade wraps the ResponseWriter of a WebSocket upgrade so that the
// connection the reverse proxy takes over reads the page's frames through
// the judge.
type judgedUpgrade struct {
	http.ResponseWriter
	url   string
	judge func(url string, data []byte, text bool) error
}

func (u judgedUpgrade) Unwrap() http.ResponseWriter { return u.ResponseWriter }

func (u judgedUpgrade) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, brw, err := http.NewResponseController(u.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	return &frameJudge{Conn: c, r: brw.Reader, url: u.url, judge: u.judge}, brw, nil
}

// frameJudge is the page's side of an upgraded socket: Read yields the
// page's frames as they are, a data message only once it is whole and
// judged; control frames pass at once.
type frameJudge struct {
	net.Conn
	r     *bufio.Reader
	url   string
	judge func(url string, data []byte, text bool) error

	out    []byte // frames ready to send on
	msg    []byte // the message being assembled, unmasked
	frames []byte // its frames as they came
	text   bool
	open   bool // a fragmented message is under way
}

func (f *frameJudge) Read(p []byte) (int, error) {
	for len(f.out) == 0 {
		if err := f.next(); err != nil {
			return 0, err
		}
	}
	n := copy(p, f.out)
	f.out = f.out[n:]
	return n, nil
}

// next reads one frame (RFC 6455, section 5.2).
func (f *frameJudge) next() error {
	var hdr [14]byte
	if _, err := io.ReadFull(f.r, hdr[:2]); err != nil {
		return err
	}
	fin, rsv, op := hdr[0]&0x80 != 0, hdr[0]&0x70, hdr[0]&0x0f
	masked, n := hdr[1]&0x80 != 0, uint64(hdr[1]&0x7f)
	size := 2
	switch n {
	case 126:
		if _, err := io.ReadFull(f.r, hdr[2:4]); err != nil {
			return err
		}
		n, size = uint64(binary.BigEndian.Uint16(hdr[2:4])), 4
	case 127:
		if _, err := io.ReadFull(f.r, hdr[2:10]); err != nil {
			return err
		}
		n, size = binary.BigEndian.Uint64(hdr[2:10]), 10
	}
	var key [4]byte
	if masked {
		if _, err := io.ReadFull(f.r, hdr[size:size+4]); err != nil {
			return err
		}
		copy(key[:], hdr[size:size+4])
		size += 4
	}
	if rsv != 0 || n > maxSocketMessage || uint64(len(f.msg))+n > maxSocketMessage {
		return fmt.Errorf("%w (RSV bits %#x, %d bytes)", errUnreadableFrame, rsv, n)
	}
	raw := make([]byte, size+int(n))
	copy(raw, hdr[:size])
	if _, err := io.ReadFull(f.r, raw[size:]); err != nil {
		return err
	}
	if op >= 8 && (!fin || n > 125 || op > 10) || op >= 3 && op <= 7 {
		return fmt.Errorf("%w (opcode %d, %d bytes, fin %v)", errUnreadableFrame, op, n, fin)
	}
	if op == 8 && n > 0 {
		// A close frame carries a code and a reason the page chose (an
		// outside attacker sent 123 bytes of JSON a socket at a time): it
		// goes on as a plain close, 1000 or the browser's 1001, no reason.
		code := uint16(1000)
		if n >= 2 && binary.BigEndian.Uint16([]byte{raw[size] ^ key[0], raw[size+1] ^ key[1]}) == 1001 {
			code = 1001
		}
		f.out = append(f.out, closeFrame(code)...)
		return nil
	}
	if op >= 8 { // an empty close; ping and pong, whose data Chromium sets, not the page
		f.out = append(f.out, raw...)
		return nil
	}
	switch {
	case op == 0 && !f.open, op != 0 && f.open, op != 1 && op != 2 && op != 0:
		return fmt.Errorf("%w (opcode %d out of place)", errUnreadableFrame, op)
	}
	if op != 0 {
		f.text, f.open = op == 1, true
	}
	payload := raw[size:]
	for i, b := range payload {
		if masked {
			b ^= key[i%4]
		}
		f.msg = append(f.msg, b)
	}
	f.frames = append(f.frames, raw...)
	if !fin {
		return nil
	}
	msg, frames, text := f.msg, f.frames, f.text
	f.msg, f.frames, f.open = nil, nil, false
	if f.judge == nil || f.judge(f.url, msg, text) == nil {
		f.out = append(f.out, frames...)
	}
	return nil
}

// closeFrame is a masked close frame with code and no reason.
func closeFrame(code uint16) []byte {
	var key [4]byte
	_, _ = rand.Read(key[:])
	out := []byte{0x88, 0x80 | 2, key[0], key[1], key[2], key[3], byte(code>>8) ^ key[0], byte(code) ^ key[1]}
	return out
}
