#!/usr/bin/env bash
# Stop the apps started by start.sh (only the pids it recorded).
DIR="$(cd "$(dirname "$0")" && pwd)"
[ -f "$DIR/pids" ] || { echo "no pids file"; exit 0; }
while read -r pid; do
  [ -n "$pid" ] || continue
  if kill "$pid" 2>/dev/null; then echo "stopped pid $pid"; else echo "pid $pid not running"; fi
done <"$DIR/pids"
rm -f "$DIR/pids"
