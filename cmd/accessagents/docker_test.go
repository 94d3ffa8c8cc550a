package main

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestDockerImageServesToolsList builds the Dockerfile and asks the image
// for tools/list over stdio, as `docker run -i --rm accessagents` does for
// an MCP client. It needs a container engine; where the docker client has
// none to talk to (this project's CI machines), it says so and skips.
func TestDockerImageServesToolsList(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: builds an image")
	}
	if _, err := exec.LookPath("docker"); err != nil {
		t.Skip("no docker client on PATH: the Dockerfile is not built here")
	}
	if out, err := exec.Command("docker", "info").CombinedOutput(); err != nil {
		t.Skipf("no container engine answers (docker info: %v): the Dockerfile is not built here\n%s", err, lastLines(out, 2))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	const tag = "accessagents:test"
	build := exec.CommandContext(ctx, "docker", "build", "-t", tag, "../..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("docker build: %v\n%s", err, out)
	}
	in := strings.Join([]string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"docker-test","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`,
	}, "\n") + "\n"
	run := exec.CommandContext(ctx, "docker", "run", "-i", "--rm", tag)
	run.Stdin = strings.NewReader(in)
	var stdout, stderr bytes.Buffer
	run.Stdout, run.Stderr = &stdout, &stderr
	// stdin closes after the requests, so the server answers and exits.
	if err := run.Run(); err != nil {
		t.Fatalf("docker run -i: %v\nstderr:\n%s", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), `"id":2`) || !strings.Contains(stdout.String(), `"browser_navigate"`) {
		t.Errorf("tools/list answer lacks browser_navigate:\n%.500s\nstderr:\n%s", stdout.String(), stderr.String())
	}
}

func lastLines(b []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
