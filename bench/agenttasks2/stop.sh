#!/usr/bin/env bash
# Stop the apps started by start.sh (only the pids recorded in ./pids).
cd "$(dirname "$0")"
for f in pids/*.pid; do
  [[ -f $f ]] || continue
  pid=$(cat "$f")
  if kill -0 "$pid" 2>/dev/null; then kill "$pid" && echo "stopped $(basename "$f" .pid) (pid $pid)"; fi
  rm -f "$f"
done
