#!/usr/bin/env bash
# Start all five apps in the background; pids go to ./pids/<app>.pid, logs to ./logs/<app>.log
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p pids logs
declare -A PORTS=([kanban]=5401 [travel]=5402 [files]=5403 [chat]=5404 [settings]=5405)
for app in kanban travel files chat settings; do
  pidf="pids/$app.pid"
  if [[ -f $pidf ]] && kill -0 "$(cat "$pidf")" 2>/dev/null; then echo "$app already running (pid $(cat "$pidf"))"; continue; fi
  nohup node "apps/$app.js" "${PORTS[$app]}" >"logs/$app.log" 2>&1 &
  echo $! >"$pidf"
  echo "$app -> http://127.0.0.1:${PORTS[$app]}/ (pid $!)"
done
# wait until every app answers
for app in kanban travel files chat settings; do
  for _ in $(seq 1 50); do
    curl -fsS -o /dev/null "http://127.0.0.1:${PORTS[$app]}/__state" 2>/dev/null && break
    sleep 0.1
  done
done
