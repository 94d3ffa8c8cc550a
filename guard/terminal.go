package guard

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
)

// Terminal asks a person on a terminal (autonomous mode). It fails closed:
// with no TTY it denies, unless yes pre-approves everything.
type Terminal struct {
	In  *os.File
	Out io.Writer
	Yes bool // --yes: approve without asking
}

// Ask prints question and reads y/N; anything but y/yes is no.
func (t Terminal) Ask(ctx context.Context, question string) (bool, error) {
	if t.Yes {
		return true, nil
	}
	if t.In == nil || !isTTY(t.In) {
		return false, fmt.Errorf("no terminal to ask; denied (pass --yes or --allow-destructive to pre-approve)")
	}
	fmt.Fprintf(t.Out, "\n%s\nProceed? [y/N] ", question)
	answer := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(t.In).ReadString('\n')
		answer <- strings.ToLower(strings.TrimSpace(line))
	}()
	select {
	case a := <-answer:
		return a == "y" || a == "yes", nil
	case <-ctx.Done():
		return false, ctx.Err()
	}
}

func isTTY(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
