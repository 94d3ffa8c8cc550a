// browser_click's latency through a real MCP client (the official SDK over
// stdio), ours against Playwright MCP on the same pages, in one run:
//
//   node bench/clickbench/click.mjs BIN [N]
//
// BIN is our binary; Playwright MCP comes from npx (@playwright/mcp, the
// pinned version below) on the system Chromium. Two pages, served here on
// 127.0.0.1: a button whose handler changes the page's text, and one whose
// handler also fetches JSON (a read the guard judges and lets through) and
// shows it. Each server gets a warm-up click, then N timed clicks; the
// medians and their ratio are printed. The machine's load average is
// printed too: the ratio is only as good as the load was steady.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const PLAYWRIGHT_MCP = '@playwright/mcp@0.0.83';
const CHROMIUM = process.env.CHROMIUM || '/usr/lib/chromium/chromium';
const sdk = path.resolve(process.env.MCP_SDK || 'testdata/mcpclients/node_modules/@modelcontextprotocol/sdk');
const load = (p) => import(path.join(sdk, 'dist/esm', p));
const [bin, nArg] = process.argv.slice(2);
const N = Number(nArg || 30);
if (!bin) {
  console.error('usage: node bench/clickbench/click.mjs BIN [N]');
  process.exit(2);
}

const pages = {
  '/text.html': `<!doctype html><html lang="en"><title>Text</title><main><h1>Save</h1>
<button id="go" onclick="document.getElementById('s').textContent = 'saved ' + Date.now()">Save</button><p id="s">not saved</p></main></html>`,
  '/fetch.html': `<!doctype html><html lang="en"><title>Fetch</title><main><h1>Status</h1>
<button id="go" onclick="fetch('/api/status').then((r) => r.json()).then((j) => { document.getElementById('s').textContent = j.status + ' ' + Date.now(); })">Refresh</button><p id="s">unknown</p></main></html>`,
};
const server = http.createServer((req, res) => {
  if (req.url === '/api/status') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
    return;
  }
  const body = pages[req.url];
  res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
  res.end(body || 'not found');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const { Client } = await load('client/index.js');
const { StdioClientTransport } = await load('client/stdio.js');
const { ElicitRequestSchema } = await load('types.js');

async function connect(command, args, cwd) {
  const client = new Client({ name: 'clickbench', version: '1.0.0' }, { capabilities: { elicitation: {} } });
  client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: {} }));
  await client.connect(new StdioClientTransport({ command, args, cwd, stderr: 'ignore' }));
  return client;
}
// Playwright MCP writes its snapshots to files in its working directory.
const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clickbench-'));

const text = (res) => (res.content || []).filter((c) => c.type === 'text').map((c) => c.text).join('\n');

// Each server: how to open a page and how to click its button.
const servers = [
  {
    name: 'accessagents',
    start: () => connect(bin, []),
    open: async (c, url) => { await c.callTool({ name: 'browser_navigate', arguments: { url } }); return {}; },
    click: (c) => c.callTool({ name: 'browser_click', arguments: { selector: '#go' } }),
  },
  {
    name: 'playwright-mcp',
    start: () => connect('npx', ['-y', PLAYWRIGHT_MCP, '--headless', '--isolated', '--no-sandbox', '--executable-path', CHROMIUM], pwDir),
    open: async (c, url) => {
      const res = await c.callTool({ name: 'browser_navigate', arguments: { url } });
      let snap = text(res);
      const file = snap.match(/\[Snapshot\]\(([^)]+)\)/);
      if (file) snap = fs.readFileSync(path.resolve(pwDir, file[1]), 'utf8');
      const m = snap.match(/button "[^"]*" \[ref=([^\]]+)\]/);
      if (!m) throw new Error('playwright-mcp: no button ref in the snapshot:\n' + snap);
      return { ref: m[1] };
    },
    click: (c, st) => c.callTool({ name: 'browser_click', arguments: { element: 'the button', target: st.ref } }),
  },
];

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const results = {};
for (const srv of servers) {
  const c = await srv.start();
  for (const page of Object.keys(pages)) {
    const st = await srv.open(c, base + page);
    const warm = await srv.click(c, st);
    if (warm.isError) throw new Error(`${srv.name} ${page}: ${text(warm)}`);
    const ms = [];
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      const res = await srv.click(c, st);
      ms.push(performance.now() - t);
      if (res.isError) throw new Error(`${srv.name} ${page}: ${text(res)}`);
    }
    results[`${srv.name} ${page}`] = median(ms);
  }
  await c.close();
}
server.close();
fs.rmSync(pwDir, { recursive: true, force: true });
console.log(`load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; ${N} clicks each, medians:`);
for (const page of Object.keys(pages)) {
  const ours = results[`accessagents ${page}`], theirs = results[`playwright-mcp ${page}`];
  console.log(`${page.padEnd(12)} accessagents ${ours.toFixed(0)} ms, playwright-mcp ${theirs.toFixed(0)} ms: ${(ours / theirs).toFixed(2)}x`);
}
