package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
)

// catalogue is one compiled gettext catalogue: msgid → msgstr, where a
// msgid with a context is "context\x04msgid" and a plural msgid or msgstr
// keeps only its first form (the singular, all a button label uses).
type catalogue map[string]string

// readMO parses a GNU .mo file (the format is a header, two tables of
// length/offset pairs and the strings; see the gettext manual, "The Format
// of GNU MO Files").
func readMO(path string) (catalogue, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 28 {
		return nil, errors.New("short file")
	}
	var bo binary.ByteOrder
	switch binary.LittleEndian.Uint32(b) {
	case 0x950412de:
		bo = binary.LittleEndian
	case 0xde120495:
		bo = binary.BigEndian
	default:
		return nil, errors.New("not a .mo file")
	}
	n := int(bo.Uint32(b[8:]))
	origs, trans := int(bo.Uint32(b[12:])), int(bo.Uint32(b[16:]))
	str := func(table, i int) (string, error) {
		at := table + 8*i
		if at+8 > len(b) {
			return "", fmt.Errorf("entry %d out of range", i)
		}
		l, off := int(bo.Uint32(b[at:])), int(bo.Uint32(b[at+4:]))
		if off+l > len(b) {
			return "", fmt.Errorf("string %d out of range", i)
		}
		return string(b[off : off+l]), nil
	}
	c := catalogue{}
	for i := 0; i < n; i++ {
		id, err := str(origs, i)
		if err != nil {
			return nil, err
		}
		s, err := str(trans, i)
		if err != nil {
			return nil, err
		}
		c[firstForm(id)] = firstForm(s)
	}
	return c, nil
}

func firstForm(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			return s[:i]
		}
	}
	return s
}
