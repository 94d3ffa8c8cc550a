package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"time"
)

// fix --source --dev-server CMD: the app's own dev server, started in its
// source root for the run and stopped after it. Its address is the first
// local URL it prints, as Vite, Next.js, SvelteKit and most others do once
// they serve; the pages to fix are paths on it.

// devServer is a started dev server.
type devServer struct {
	URL  string
	cmd  *exec.Cmd
	done chan struct{}
	mu   sync.Mutex
	tail []string // its last lines, for an error
}

// localURL finds a local address in a line a dev server printed, past its
// colour codes.
var (
	localURL = regexp.MustCompile(`https?://(?:127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0):\d+[^\s'"]*`)
	ansi     = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)
)

// devServerWait bounds how long the dev server may take to say where it is.
const devServerWait = 90 * time.Second

// startDevServer runs command (through the shell) in dir and waits until
// it prints a local URL.
func startDevServer(ctx context.Context, command, dir string) (*devServer, error) {
	cmd := exec.Command("sh", "-c", command)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "FORCE_COLOR=0", "BROWSER=none", "CI=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // stopped with everything it starts
	r, w := io.Pipe()
	cmd.Stdout, cmd.Stderr = w, w
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("--dev-server %q: %w", command, err)
	}
	d := &devServer{cmd: cmd, done: make(chan struct{})}
	go func() {
		cmd.Wait()
		w.Close()
		close(d.done)
	}()
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		sent := false
		for sc.Scan() { // read to the end, so the server never blocks on a full pipe
			line := ansi.ReplaceAllString(sc.Text(), "")
			d.mu.Lock()
			d.tail = append(d.tail, line)
			if len(d.tail) > 12 {
				d.tail = d.tail[1:]
			}
			d.mu.Unlock()
			if m := localURL.FindString(line); m != "" && !sent {
				found <- strings.Replace(m, "0.0.0.0", "127.0.0.1", 1)
				sent = true
			}
		}
	}()
	select {
	case u := <-found:
		d.URL = u
		return d, nil
	case <-d.done:
		return nil, fmt.Errorf("--dev-server %q ended before it served (exit %v):\n%s", command, cmd.ProcessState, d.lastLines())
	case <-time.After(devServerWait):
		d.Stop()
		return nil, fmt.Errorf("--dev-server %q printed no local URL (http://127.0.0.1:PORT or http://localhost:PORT) within %s:\n%s", command, devServerWait, d.lastLines())
	case <-ctx.Done():
		d.Stop()
		return nil, ctx.Err()
	}
}

func (d *devServer) lastLines() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return strings.Join(d.tail, "\n")
}

// Stop ends the dev server and whatever it started: SIGTERM to its process
// group, SIGKILL if it is still there after 5 s.
func (d *devServer) Stop() {
	if d == nil || d.cmd.Process == nil {
		return
	}
	pg := -d.cmd.Process.Pid
	_ = syscall.Kill(pg, syscall.SIGTERM)
	select {
	case <-d.done:
	case <-time.After(5 * time.Second):
		_ = syscall.Kill(pg, syscall.SIGKILL)
		<-d.done
	}
}

// On is a target as an address on the dev server: a path ("/cart"), or
// "" for its home; a full URL is taken as it is.
func (d *devServer) On(target string) (string, error) {
	if strings.HasPrefix(target, "http://") || strings.HasPrefix(target, "https://") {
		return target, nil
	}
	base, err := url.Parse(d.URL)
	if err != nil {
		return "", err
	}
	if target == "" {
		target = "/"
	}
	if !strings.HasPrefix(target, "/") {
		return "", fmt.Errorf("with --dev-server, %q should be a path on the dev server such as / or /cart", target)
	}
	ref, err := url.Parse(target)
	if err != nil {
		return "", err
	}
	return base.ResolveReference(ref).String(), nil
}
