#!/usr/bin/env bash
# Start all five held-out apps in the background on 127.0.0.1:5301-5305.
set -euo pipefail
DIR="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$DIR/logs"
if [ -s "$DIR/pids" ]; then
  echo "pids file exists; run stop.sh first" >&2; exit 1
fi
port=5301
for app in mail shop calendar admin editor; do
  PORT=$port nohup node "$DIR/apps/$app.js" >>"$DIR/logs/$app.out" 2>>"$DIR/logs/$app.log" &
  echo "$!" >>"$DIR/pids"
  echo "started $app on http://127.0.0.1:$port (pid $!)"
  port=$((port + 1))
done
sleep 0.5
