# AccessAgents. The two commands a new machine needs: `make demo`, `make test`.
SHELL   := /bin/bash
GO      ?= go
BIN     := bin/accessagents
RUNTIME := $(CURDIR)/.runtime
CLIENTS := testdata/mcpclients

.PHONY: build setup test bench demo readme snapshots clean

build:
	$(GO) build -o $(BIN) ./cmd/accessagents

# Idempotent: Debian Chromium if missing, the exactly pinned playwright-core
# driver and axe-core from the committed lockfile (same code as
# `accessagents setup`, into ./.runtime), and the npm MCP clients the tests use.
setup:
	$(GO) run ./cmd/accessagents setup --dir $(RUNTIME)
	@if [ ! -d $(CLIENTS)/node_modules/@modelcontextprotocol/sdk ] || [ $(CLIENTS)/package-lock.json -nt $(CLIENTS)/node_modules/.package-lock.json ]; then \
		echo "setup: npm ci in $(CLIENTS)"; \
		cd $(CLIENTS) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error; \
	else echo "setup: test clients already present"; fi

test: setup
	$(GO) vet ./...
	$(GO) test -race -count=1 -timeout 40m ./...

# Benchmarks named in the issues; figures go in the closing notes.
bench: setup
	$(GO) test -run '^$$' -bench . -benchtime 20x ./browser ./cmd/...
	$(GO) test -run '^$$' -bench . -benchtime 20000x ./schemas

demo: setup build
	node $(CLIENTS)/demo.mjs $(CURDIR)/$(BIN)

# Regenerate the README tool list and the tool schema snapshots.
readme snapshots:
	$(GO) test ./tools -run 'TestReadmeToolListIsCurrent|TestToolSnapshots' -count=1 -update

clean:
	rm -rf bin out
