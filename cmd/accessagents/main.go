// Command accessagents is an MCP tool server that gives any agent a real
// headless Chromium. See README.md.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	cfg, err := parseConfig(os.Args[1:], os.Stdout) // help asked for goes to stdout
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "accessagents:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	code, err := run(ctx, cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "accessagents:", err)
	}
	os.Exit(code)
}
