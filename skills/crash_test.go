package skills

import (
	"bufio"
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
		fmt.Fprintf(os.Stdout, "ack %s %d\n", sk.ID, i)
		ids = append(ids, sk.ID)
		s.RecordRun(ids[i%len(ids)], i%3 != 0)
	}
}

// TestCrashSafety kills a saving child process with SIGKILL at random
// points, 50 times; after each kill the store reopens and every
// acknowledged skill is present and intact.
func TestCrashSafety(t *testing.T) {
	dir := t.TempDir()
	acked := map[string]int{}
	next := 0
	rng := rand.New(rand.NewPCG(4, 2))
	for round := 0; round < 50; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), childDirEnv+"="+dir, childStartEnv+"="+strconv.Itoa(next))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() {
			defer close(done)
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				f := strings.Fields(sc.Text())
				if len(f) == 3 && f[0] == "ack" {
					i, _ := strconv.Atoi(f[2])
					acked[f[1]] = i
					if i >= next {
						next = i + 1
					}
				}
			}
		}()
		time.Sleep(time.Duration(20+rng.IntN(100)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		<-done
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
	if len(acked) < 25 {
		t.Errorf("only %d saves acknowledged over 50 rounds: the child barely ran, so the kills tested little", len(acked))
	}
	t.Logf("50 SIGKILLs, %d acknowledged saves, all present and intact", len(acked))
}
