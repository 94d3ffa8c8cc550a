# AccessAgents. The two commands a new machine needs: `make demo`, `make test`.
SHELL   := /bin/bash
GO      ?= go
BIN     := bin/accessagents
RUNTIME := $(CURDIR)/.runtime
CLIENTS := testdata/mcpclients

.PHONY: build install setup test test-full test-quick test-report bench bench-pa11y bench-click score-gds demo demo-app demo-mcp readme snapshots clean

build:
	$(GO) build -o $(BIN) ./cmd/accessagents

# A local install: the binary into $(go env GOBIN) or $(go env GOPATH)/bin,
# then its runtime (Chromium, the pinned driver, axe-core) into the per-user
# cache, where the installed binary looks for it.
GOBIN_DIR = $(or $(shell $(GO) env GOBIN),$(shell $(GO) env GOPATH)/bin)
install:
	$(GO) install ./cmd/accessagents
	$(GOBIN_DIR)/accessagents setup
	@echo "installed $(GOBIN_DIR)/accessagents"

# Idempotent: Debian Chromium if missing, the exactly pinned playwright-core
# driver and axe-core from the committed lockfile (same code as
# `accessagents setup`, into ./.runtime), and the npm MCP clients the tests use
# (with @playwright/test, which runs the skills exported as Playwright tests).
# The component apps fix --source is tested on, installed from their lockfiles.
FIXTURE_APPS := testdata/apps/svelte-shop testdata/apps/react-shop testdata/apps/react19-shop testdata/apps/vue-shop
setup:
	$(GO) run ./cmd/accessagents setup --dir $(RUNTIME)
	@if [ ! -d $(CLIENTS)/node_modules/@modelcontextprotocol/sdk ] || [ ! -d $(CLIENTS)/node_modules/@playwright/test ] || [ $(CLIENTS)/package-lock.json -nt $(CLIENTS)/node_modules/.package-lock.json ]; then \
		echo "setup: npm ci in $(CLIENTS)"; \
		cd $(CLIENTS) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error; \
	else echo "setup: test clients already present"; fi
	@for app in $(FIXTURE_APPS); do \
		if [ ! -d $$app/node_modules/vite ] || [ $$app/package-lock.json -nt $$app/node_modules/.package-lock.json ]; then \
			echo "setup: npm ci in $$app"; \
			(cd $$app && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error) || exit 1; \
		else echo "setup: $$app already present"; fi; \
	done

# The full suite under -race, what CI runs. Four packages run at once, the
# longest first (go test starts packages in the order given; browser and
# crawl, a minute or more each, before the small ones). With three, the
# fourth long package (agent/autonomous) waited for audit's slot and the
# two ran end to end, past tools: go test took 950 s against 829 s in two
# CI-faithful runs of this code (the second with one scan change more). Tests
# inside a package side by side (t.Parallel, one per core); the corpus tests
# take a sample or split their corpus over sessions. The raw events go to
# out/test.json; the run ends with the packages and the ten slowest tests by
# wall time, each package's share, and a suite line with go test's wall time
# and make test's in all (`make test-report` prints them again). go vet ./...
# has already run every analyzer on every package and its tests, so go test's
# own vet pass (a subset, on a cold CI cache about 20 CPU-seconds) is off.
TESTJSON := out/test.json
STARTED  := $(shell date +%s)
PKGS     := ./tools ./cmd/accessagents ./audit ./agent/autonomous ./browser ./crawl ./...
GOTEST   := set -o pipefail; mkdir -p out; $(GO) test -race -vet=off -count=1 -p 4 -timeout 30m -json
test: setup
	$(GO) vet ./...
	$(GOTEST) $(PKGS) | $(GO) run ./bench/testtimes -save $(TESTJSON) -started $(STARTED)

# make test with every corpus whole, each in the shape it was written in
# (the full W3C ACT parity set, the soak corpus in one session).
test-full: setup
	$(GO) vet ./...
	ACCESSAGENTS_TEST_FULL=1 $(GOTEST) $(PKGS) | $(GO) run ./bench/testtimes -save out/test-full.json -started $(STARTED)

# The inner loop while working (under 3 minutes): vet, every test that takes
# under a second, and one end-to-end smoke test per package, without -race.
# Tests marked browsertest.Slow skip under -short.
test-quick: setup
	$(GO) vet ./...
	set -o pipefail; $(GO) test -short -count=1 -json ./... | $(GO) run ./bench/testtimes

# Why the suite takes what it takes: the last make test's packages and
# slowest tests, from its saved events.
test-report:
	$(GO) run ./bench/testtimes -top 25 < $(TESTJSON)

# Benchmarks named in the issues; figures go in the closing notes.
bench: setup
	$(GO) test -run '^$$' -bench . -benchtime 20x ./browser ./audit/...
	$(GO) test -run '^$$' -bench . -benchtime 5x ./cmd/... ./tools
	$(GO) test -run '^$$' -bench . -benchtime 2000x -timeout 20m ./skills
	$(GO) test -run '^$$' -bench . -benchtime 20000x ./schemas

# Site audit wall time against pa11y-ci (npm, on the system Chromium) on the
# same URL list and concurrency, as a ratio; PAGES and CONCURRENCY override.
bench-pa11y: setup
	bench/pa11y-vs-crawl.sh

# browser_click's median against Playwright MCP's (npx, pinned) on the same
# pages through the same MCP client, as a ratio; N overrides the 30 clicks.
bench-click: setup build
	node bench/clickbench/click.mjs $(BIN) $(or $(N),30)

# The audit, --checks all, on the GDS tool audit corpus (142 pages, one
# barrier each): rewrites testdata/gds-audit/results.tsv and the table in docs/audit.md.
score-gds: setup
	$(GO) run ./bench/gdsscore -update

# The main job, offline: audit the bundled broken shop and sign-up pages
# (served on 127.0.0.1), fix, verify, re-scan, and write reports + a patch.
# Exit status 1 just means some violations were handed to a person.
demo: setup build
	@rm -rf out/demo
	@$(BIN) fix testdata/site/shop.html testdata/site/signup.html --out out/demo; rc=$$?; \
	if [ $$rc -gt 1 ]; then exit $$rc; fi; \
	echo; echo "reports: out/demo/{shop,signup}/report.html, report.json, report.sarif, fixed.html, fixes.patch"

# The same loop on a component app, into its source: the React 19 fixture
# shop under its Vite dev server; each verified fix is written into the JSX
# or CSS that renders it (fix --source), and git diff shows the change.
demo-app: setup build
	@bash testdata/apps/demo-app.sh $(BIN)

# A real MCP tool exchange through the official TypeScript SDK client.
demo-mcp: setup build
	node $(CLIENTS)/demo.mjs $(CURDIR)/$(BIN)

# Regenerate the README tool list, the tool schema snapshots and docs/cli.md
# (the commands and their flags).
readme snapshots:
	$(GO) test ./tools -run 'TestReadmeToolListIsCurrent|TestToolSnapshots' -count=1 -update
	$(GO) test ./cmd/accessagents -run TestCLIDocIsCurrent -count=1 -update

clean:
	rm -rf bin out
