// make demo: serve the bundled sample page on 127.0.0.1, start accessagents
// over stdio with the official MCP SDK client, and show a real tool exchange.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connect, textOf } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const pages = path.join(here, "..", "pages");
const binary = process.argv[2] || path.join(here, "..", "..", "bin", "accessagents");

const server = http.createServer((req, res) => {
  const file = path.join(pages, path.normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^\/+/, "").replace(/^pages\//, ""));
  if (!file.startsWith(pages) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404).end("not found"); return; }
  res.writeHead(200, { "content-type": file.endsWith(".html") ? "text/html; charset=utf-8" : "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const page = `http://127.0.0.1:${server.address().port}/pages/basic.html`;

const client = await connect({ command: binary, args: ["--output-dir", path.join(here, "..", "..", "out", "demo")], name: "accessagents-demo", stderr: "inherit" });
const show = (s, n = 900) => (s.length > n ? s.slice(0, n) + `\n… (${s.length - n} more characters)` : s);
async function step(name, args) {
  console.log(`\n→ ${name} ${JSON.stringify(args)}`);
  const r = await client.callTool({ name, arguments: args });
  console.log((r.isError ? "✗ " : "← ") + show(textOf(r)).replace(/\n/g, "\n  "));
  return r;
}
try {
  const { tools } = await client.listTools();
  console.log(`connected to ${client.getServerVersion().name} ${client.getServerVersion().version}: ${tools.length} tools`);
  await step("browser_navigate", { url: page });
  const st = await step("browser_page_structure", { max_elements: 12 });
  const save = st.structuredContent.elements.find((e) => e.name === "Save");
  await step("browser_click", { ref: save.ref });
  await step("browser_find_by_text", { text: "saved", exact: true });
  await step("browser_click", { selector: "#confirm-btn" });
  await step("browser_handle_dialog", { accept: true });
  await step("browser_click", { x: "12px", y: 40 });
  await step("browser_screenshot", {});
  console.log("\ndemo finished: every call above went through MCP to a real headless Chromium.");
} finally {
  await client.close();
  server.close();
}
