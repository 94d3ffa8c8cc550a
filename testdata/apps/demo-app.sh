#!/usr/bin/env bash
# make demo-app: the whole fix --source loop on a component app, offline.
# A copy of the React 19 fixture shop is made a git repository under
# out/demo-app/app; accessagents starts its Vite dev server on 127.0.0.1
# (--dev-server), fixes the live page, writes each verified fix into the JSX,
# CSS or index.html that renders it, reloads, verifies again and runs the
# app's build. Then git shows what changed in the source.
set -euo pipefail
bin=${1:?usage: demo-app.sh path/to/accessagents}
bin=$(realpath "$bin")
app=$(realpath testdata/apps/react19-shop)
work=$(realpath -m out/demo-app)
rm -rf "$work"
mkdir -p "$work/app"
cp -rL "$app"/{index.html,public,src,vite.config.js,package.json,package-lock.json,.gitignore} "$work/app/"
ln -s "$app/node_modules" "$work/app/node_modules"
cd "$work/app"
git init -q
git add -A
git -c user.name=demo -c user.email=demo@localhost commit -qm "the shop before accessagents"

echo "demo-app: the React 19 shop's source is in $work/app; fix starts its Vite dev server (--dev-server)"

rc=0
"$bin" fix --source "$work/app" --dev-server "node_modules/.bin/vite --host 127.0.0.1 --port 0 --clearScreen false" --out "$work/fixes" || rc=$?
if [ $rc -gt 1 ]; then exit $rc; fi # 1: some violations were handed to a person
echo
git --no-pager diff --stat
git --no-pager diff -- src
echo
echo "demo-app: the edits are in $work/app (git diff); $work/fixes/source.patch applies to a clean checkout with git apply; $work/fixes/source.json lists each fix, its location and how it was verified"
