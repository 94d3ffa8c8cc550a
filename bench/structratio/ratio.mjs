// structratio: what a model reads of a page from browser_page_structure, against Playwright
// MCP's browser_snapshot of the same page, both through a real MCP client (the official SDK).
//
//   node bench/structratio/ratio.mjs DIR [PLAYWRIGHT_MCP_CLI]
//
// DIR holds pages: DIR/NAME/source.html (mozilla/readability's test-pages layout) or DIR/*.html.
// Each page is served from 127.0.0.1 (anything else it asks for is a 404) and read by both
// servers. A page counts in the "held out" half when the first hex digit of sha1(NAME) is even;
// tune on the other half only, and report the two apart. Printed per page: characters of the
// text blocks each tool returns (what a host shows the model), for the structure at its
// defaults and with no element cap (max_elements 3000, the schema's most), and the ratios.
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import crypto from 'node:crypto';
import os from 'node:os';

const [dir, pwCli = '/root/.npm/_npx/381cec31605a419a/node_modules/@playwright/mcp/cli.js'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench/structratio/ratio.mjs DIR [PLAYWRIGHT_MCP_CLI]');
  process.exit(2);
}
const sdk = path.resolve(process.env.MCP_SDK || 'testdata/mcpclients/node_modules/@modelcontextprotocol/sdk');
const load = async p => import(path.join(sdk, 'dist/esm', p));
const { Client } = await load('client/index.js');
const { StdioClientTransport } = await load('client/stdio.js');

// DIR/pages.txt, when there, lists the pages as paths under DIR (a site with its scripts and
// sheets beside them, such as the ARIA Authoring Practices' examples); DIR is then served whole.
const listed = fs.existsSync(path.join(dir, 'pages.txt'));
const pages = listed
  ? fs.readFileSync(path.join(dir, 'pages.txt'), 'utf8').split('\n').filter(Boolean).map(rel => [rel, path.join(dir, rel)])
  : fs.readdirSync(dir).sort().flatMap(n => {
    const f = path.join(dir, n);
    if (fs.statSync(f).isDirectory()) return fs.existsSync(path.join(f, 'source.html')) ? [[n, path.join(f, 'source.html')]] : [];
    return n.endsWith('.html') ? [[n.replace(/\.html$/, ''), f]] : [];
  });
const heldOut = name => parseInt(crypto.createHash('sha1').update(name).digest('hex')[0], 16) % 2 === 0;

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };
const srv = http.createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, 'http://x').pathname.slice(1));
  let file = pages.find(([n]) => n === name)?.[1];
  if (!file && listed) {
    const f = path.resolve(dir, name);
    if (f.startsWith(path.resolve(dir) + path.sep) && fs.existsSync(f) && fs.statSync(f).isFile()) file = f;
  }
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' }).end(fs.readFileSync(file));
});
await new Promise(r => srv.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${srv.address().port}/`;

// The person behind the client says yes: an address such as /remove-aria-hidden reads as an
// action to the guard, which asks before the agent opens it.
const { ElicitRequestSchema } = await load('types.js');
async function connect(command, args) {
  const client = new Client({ name: 'structratio', version: '1.0.0' }, { capabilities: { elicitation: {} } });
  client.setRequestHandler(ElicitRequestSchema, async req => {
    const content = {};
    for (const [k, v] of Object.entries(req.params.requestedSchema?.properties || {})) content[k] = v.type === 'boolean' ? true : (v.enum ? v.enum[0] : 'yes');
    return { action: 'accept', content };
  });
  await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
  return client;
}
const textOf = r => (r.content || []).filter(c => c.type === 'text').map(c => c.text).join('\n');
const call = async (c, name, args) => {
  const r = await c.callTool({ name, arguments: args }, undefined, { timeout: 180000 });
  return { text: textOf(r), r };
};

const ours = await connect(path.resolve('bin/accessagents'), ['serve']);
const pw = await connect(process.execPath, [pwCli, '--headless', '--isolated', '--no-sandbox',
  '--executable-path', process.env.CHROMIUM || '/usr/lib/chromium/chromium',
  '--output-dir', fs.mkdtempSync(path.join(os.tmpdir(), 'structratio-'))]);

const rows = [];
for (const [name] of pages) {
  const url = base + (listed ? name.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(name));
  try {
    await call(ours, 'browser_navigate', { url });
    let def = await call(ours, 'browser_page_structure', {});
    for (let i = 0; i < 5 && def.text.includes('a dialog is open'); i++) { // the same for ours
      await call(ours, 'browser_handle_dialog', { accept: true });
      def = await call(ours, 'browser_page_structure', {});
    }
    const all = await call(ours, 'browser_page_structure', { max_elements: 3000 });
    await call(pw, 'browser_navigate', { url });
    let snap = await call(pw, 'browser_snapshot', {});
    // A page's alert holds Playwright MCP's snapshot until it is answered.
    for (let i = 0; i < 5 && snap.text.includes('does not handle the modal state'); i++) {
      await call(pw, 'browser_handle_dialog', { accept: true });
      snap = await call(pw, 'browser_snapshot', {});
    }
    for (const [who, t] of [['snapshot', snap.text], ['structure', def.text]]) {
      if (t.length < 400) console.log(`  short ${who} of ${name}: ${JSON.stringify(t)}`);
    }
    const sc = def.r.structuredContent || {};
    rows.push({ name, held: heldOut(name), snap: snap.text.length, def: def.text.length, all: all.text.length,
      truncated: !!sc.truncated, total: sc.total ?? 0 });
    const x = rows.at(-1);
    console.log(`${x.held ? 'held' : 'tune'}  ${name.padEnd(34)} snapshot ${String(x.snap).padStart(7)}  structure ${String(x.def).padStart(6)} (${(x.def / x.snap).toFixed(2)})${x.truncated ? ` truncated of ${x.total}` : ''}  uncapped ${String(x.all).padStart(6)} (${(x.all / x.snap).toFixed(2)})`);
  } catch (e) {
    console.log(`skip  ${name}: ${String(e.message || e).slice(0, 160)}`);
  }
}
const summary = (label, rs) => {
  if (!rs.length) return;
  const sum = k => rs.reduce((a, r) => a + r[k], 0);
  const med = k => { const v = rs.map(r => r[k] / r.snap).sort((a, b) => a - b); return v[Math.floor(v.length / 2)]; };
  const worst = k => Math.max(...rs.map(r => r[k] / r.snap));
  console.log(`${label}: ${rs.length} pages; total structure/snapshot ${(sum('def') / sum('snap')).toFixed(3)} (median ${med('def').toFixed(2)}, worst ${worst('def').toFixed(2)}); uncapped ${(sum('all') / sum('snap')).toFixed(3)} (median ${med('all').toFixed(2)}, worst ${worst('all').toFixed(2)}); truncated by default ${rs.filter(r => r.truncated).length}`);
};
// The budget is for large pages (a snapshot of 20,000 characters or more): on a small page the
// structure's fixed parts (title, address, the page's text up to 600 characters) dominate.
const large = r => r.snap >= 20000;
summary('tune, large', rows.filter(r => !r.held && large(r)));
summary('held out, large', rows.filter(r => r.held && large(r)));
summary('tune, all', rows.filter(r => !r.held));
summary('held out, all', rows.filter(r => r.held));
await ours.close();
await pw.close();
srv.close();
