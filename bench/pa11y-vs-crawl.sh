#!/usr/bin/env bash
# Wall time of `accessagents audit --urls` against pa11y-ci (runner axe,
# the system Chromium via chromeLaunchConfig.executablePath) on the same URL
# list at the same concurrency, timed in one run, as a ratio. Both open a
# fresh browser context per page and pay their own browser start-up.
#
#   bench/pa11y-vs-crawl.sh              # PAGES=60 CONCURRENCY="1 2 4"
#   PAGES=100 CONCURRENCY="2" bench/pa11y-vs-crawl.sh
#   DIR=testdata/gds-audit CONCURRENCY=2 bench/pa11y-vs-crawl.sh   # a folder's .html files
#   CHECKS=all bench/pa11y-vs-crawl.sh                               # accessagents with --checks all
#   CRAWL=1 bench/pa11y-vs-crawl.sh      # accessagents discovers the pages itself with --crawl
#                                        # from the site's home page (DIR: its index.html), while
#                                        # pa11y-ci is handed the list; the crawl's extra pages
#                                        # (and its 404s) are work pa11y-ci does not do
#
# pa11y-ci comes from npm (bench/pa11y/package-lock.json), installed on
# first use without a browser download. The site is crawl/crawltest's,
# served on 127.0.0.1 by bench/crawlsite. The machine's load average is
# printed with each run: the ratio is only as good as the load was steady.
set -euo pipefail
cd "$(dirname "$0")/.."
PAGES=${PAGES:-60}
CONCURRENCY=${CONCURRENCY:-"1 2 4"}
CHROMIUM=${CHROMIUM:-/usr/lib/chromium/chromium}
export PUPPETEER_SKIP_DOWNLOAD=1 PUPPETEER_SKIP_CHROMIUM_DOWNLOAD=true

if [ ! -x bench/pa11y/node_modules/.bin/pa11y-ci ]; then
	echo "bench: npm ci in bench/pa11y" >&2
	(cd bench/pa11y && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
fi
work=$(mktemp -d)
site_pid=""
keep=""
cleanup() {
	if [ -n "$site_pid" ]; then kill "$site_pid" 2>/dev/null || true; wait "$site_pid" 2>/dev/null || true; fi
	if [ -n "$keep" ]; then echo "bench: logs kept in $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT
go build -o "$work/accessagents" ./cmd/accessagents
go build -o "$work/crawlsite" ./bench/crawlsite
"$work/crawlsite" -pages "$PAGES" ${DIR:+-dir "$DIR"} -urls "$work/urls.txt" >"$work/site.out" &
site_pid=$!
until [ -s "$work/site.out" ]; do
	kill -0 "$site_pid" 2>/dev/null || { echo "bench: the site server exited" >&2; exit 1; }
	sleep 0.1
done
n=$(wc -l <"$work/urls.txt")
start="$(head -1 "$work/site.out")/${DIR:+index.html}"

ms() { date +%s%3N; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

# pa11y_run C: pa11y-ci over the list at concurrency C; prints
# "<ms> <pages without a run error> <issues>".
pa11y_run() {
	local c=$1 cfg="$work/pa11yci-$1.json" res="$work/pa11y-$1.json"
	node -e '
		const fs = require("fs");
		const [urls, chromium, c, res, cfg] = process.argv.slice(1);
		fs.writeFileSync(cfg, JSON.stringify({
			defaults: {
				runners: ["axe"], concurrency: Number(c), timeout: 120000,
				chromeLaunchConfig: {executablePath: chromium, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-sync"]},
				reporters: [["json", {fileName: res}]],
			},
			// As objects, not strings: with string URLs and concurrency > 1,
			// pa11y-ci shares one config between runs and closes the browser
			// context of another run (pa11y/pa11y-ci#354, "Target.closeTarget:
			// No target with given id found").
			urls: fs.readFileSync(urls, "utf8").split("\n").filter(Boolean).map(url => ({url})),
		}));' "$work/urls.txt" "$CHROMIUM" "$c" "$res" "$cfg"
	local t0 t1
	t0=$(ms)
	# Exit 2 means issues were found: expected on this site.
	bench/pa11y/node_modules/.bin/pa11y-ci --config "$cfg" >"$work/pa11y-$c.log" 2>&1 || true
	t1=$(ms)
	node -e '
		const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
		let ok = 0, issues = 0;
		for (const list of Object.values(r.results)) {
			if (list.some(i => !i.type)) continue; // a run error, not an issue
			ok++; issues += list.length;
		}
		console.log(process.argv[2], ok, issues);' "$res" $((t1 - t0))
}

# aa_run C: accessagents over the list at concurrency C; prints
# "<ms> <pages scanned> <violating nodes>".
aa_run() {
	local c=$1 out="$work/aa-$1" t0 t1 rc=0
	t0=$(ms)
	local what=(--urls "$work/urls.txt")
	if [ -n "${CRAWL:-}" ]; then what=(--crawl "$start"); fi
	"$work/accessagents" audit "${what[@]}" --concurrency "$c" --rate-interval 0s --browser-path "$CHROMIUM" \
		${CHECKS:+--checks "$CHECKS"} --out "$out" --format json >"$work/aa-$c.log" 2>&1 || rc=$?
	t1=$(ms)
	if [ "$rc" -gt 1 ]; then
		echo "bench: accessagents exited $rc" >&2
		tail -5 "$work/aa-$c.log" >&2
		keep=1
	fi
	node -e '
		const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
		const c = s.counts;
		console.log(process.argv[2], s.by_status.scanned || 0, c.critical + c.serious + c.moderate + c.minor);' \
		"$out/site.json" $((t1 - t0))
}

echo "${CRAWL:+accessagents --crawl from $start; }pa11y-ci $(node -p 'require("./bench/pa11y/node_modules/pa11y-ci/package.json").version') (pa11y $(node -p 'require("./bench/pa11y/node_modules/pa11y/package.json").version'), axe-core $(node -p 'require("./bench/pa11y/node_modules/axe-core/package.json").version')) vs accessagents $("$work/accessagents" version | cut -d' ' -f2); $n URLs; $(nproc) CPUs; Chromium $CHROMIUM"
printf '%-11s %-14s %-12s %-14s %-12s %-7s %s\n' concurrency pa11y-ci_s pages/issues accessagents_s pages/nodes ratio "load avg (before pa11y | before aa)"
i=0
for c in $CONCURRENCY; do
	# Alternate which tool runs first, so a drift in load favours neither.
	if [ $((i % 2)) -eq 0 ]; then
		lp=$(load); read -r pms pok piss < <(pa11y_run "$c")
		la=$(load); read -r ams aok anodes < <(aa_run "$c")
	else
		la=$(load); read -r ams aok anodes < <(aa_run "$c")
		lp=$(load); read -r pms pok piss < <(pa11y_run "$c")
	fi
	i=$((i + 1))
	printf '%-11s %-14s %-12s %-14s %-12s %-7s %s | %s\n' "$c" "$(awk "BEGIN{printf \"%.1f\", $pms/1000}")" "$pok/$piss" \
		"$(awk "BEGIN{printf \"%.1f\", $ams/1000}")" "$aok/$anodes" "$(awk "BEGIN{printf \"%.2f\", $ams/$pms}")" "$lp" "$la"
	if [ "$pok" -ne "$n" ] || [ "$aok" -lt "$n" ] || { [ -z "${CRAWL:-}" ] && [ "$aok" -ne "$n" ]; }; then
		echo "bench: not every URL was audited (pa11y-ci $pok, accessagents $aok of $n)" >&2
		keep=1
	fi
done
echo "ratio = accessagents wall time / pa11y-ci wall time (below 1: accessagents is faster)"
