package skills

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser/browsertest"
)

const childDirEnv, childStartEnv = "AA_SKILLS_CRASH_DIR", "AA_SKILLS_CRASH_START"

func TestMain(m *testing.M) {
	if dir := os.Getenv(childDirEnv); dir != "" {
		crashChild(dir)
		return
	}
	os.Exit(m.Run())
}

func crashTask(i int) (task, site string) {
	return fmt.Sprintf("Create a project called P%d in Linear", i), fmt.Sprintf("https://c%d-example.com/", i)
}

// crashChild saves skills forever, acknowledging each save on stdout only
// after Add returned, and keeps rewriting earlier skills' stats so a kill
// can land in the middle of a rewrite too.
func crashChild(dir string) {
	start, _ := strconv.Atoi(os.Getenv(childStartEnv))
	s, err := Open(context.Background(), dir, Lexical{}, Options{Logger: quietLog()})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	var ids []string
	for i := start; ; i++ {
		task, site := crashTask(i)
		sk, err := s.Add(context.Background(), task, planFor(task), site)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(4)
		}
		// os.Stdout is unbuffered: the line is in the pipe when this returns.
		fmt.Fprintf(os.Stdout, "ack %s %d\n", sk.ID, i)
		ids = append(ids, sk.ID)
		s.RecordRun(ids[i%len(ids)], i%3 != 0)
	}
}

// crashAck is one acknowledged save: the skill's id and its task number.
type crashAck struct {
	id string
	i  int
}

// TestCrashSafety kills a saving child process with SIGKILL 50 times. The
// kill is driven by the child's own acknowledgements, not by a clock: each
// round waits for the first acknowledged save, then for a random number of
// further ones, then a random sub-millisecond-to-few-millisecond pause so
// the kill lands anywhere in the next save or stats rewrite. After each
// kill the store reopens and every acknowledged skill is present and
// intact. Because every round has at least one acknowledgement, the count
// of acknowledged saves has a floor that a slow machine cannot lower.
func TestCrashSafety(t *testing.T) {
	browsertest.Slow(t)
	const rounds = 50
	dir := t.TempDir()
	acked := map[string]int{}
	next, floor := 0, 0
	rng := rand.New(rand.NewPCG(4, 2))
	for round := 0; round < rounds; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), childDirEnv+"="+dir, childStartEnv+"="+strconv.Itoa(next))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		acks := make(chan crashAck)
		go func() {
			defer close(acks)
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				f := strings.Fields(sc.Text())
				if len(f) == 3 && f[0] == "ack" {
					i, _ := strconv.Atoi(f[2])
					acks <- crashAck{f[1], i}
				}
			}
		}()
		record := func(a crashAck) {
			acked[a.id] = a.i
			if a.i >= next {
				next = a.i + 1
			}
		}
		want := 1 + rng.IntN(4) // the first ack, then 0–3 more
		for got := 0; got < want; got++ {
			a, ok := <-acks
			if !ok {
				cmd.Wait()
				t.Fatalf("round %d: the child exited after %d of %d acknowledgements: %s", round, got, want, stderr.String())
			}
			record(a)
		}
		floor += want
		// A random point inside the next save: up to ~3 ms after the last ack.
		if d := rng.IntN(3000); d > 0 {
			time.Sleep(time.Duration(d) * time.Microsecond)
		}
		cmd.Process.Signal(syscall.SIGKILL)
		for a := range acks { // acks written before the kill landed still count
			record(a)
		}
		cmd.Wait()
		next++ // the kill may have landed after a save but before its ack
		s, err := Open(context.Background(), dir, Lexical{}, Options{Logger: quietLog()})
		if err != nil {
			t.Fatalf("round %d: store does not reopen: %v", round, err)
		}
		for id, i := range acked {
			sk, err := s.Get(id)
			task, site := crashTask(i)
			if err != nil {
				t.Fatalf("round %d: acknowledged skill %s (#%d) lost: %v", round, id, i, err)
			}
			wantSite, _ := Site(site)
			if sk.Task != task || sk.Site != wantSite || len(sk.Plan) != 3 || sk.Plan[1].Value != "${name}" {
				t.Fatalf("round %d: skill %s damaged: %+v", round, id, sk)
			}
		}
		s.Close()
	}
	if len(acked) < floor || floor < rounds {
		t.Errorf("%d distinct acknowledged saves, want at least %d (the acknowledgements the kills waited for)", len(acked), floor)
	}
	t.Logf("%d SIGKILLs, %d acknowledged saves (floor %d), all present and intact", rounds, len(acked), floor)
}
