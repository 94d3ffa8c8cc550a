// End-to-end check of accessagents through the official MCP TypeScript SDK.
// Usage: node e2e.mjs --page URL (--stdio BINARY [ARGS...] | --http URL)
// Prints one JSON object describing what happened; the Go test asserts on it.
import { connect, textOf as text } from "./lib.mjs";

const argv = process.argv.slice(2);
const opt = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
const page = opt("--page");
const stdioAt = argv.indexOf("--stdio");
const target = opt("--http")
  ? { url: opt("--http") }
  : { command: argv[stdioAt + 1], args: argv.slice(stdioAt + 2).filter((a, k, all) => !(a === "--page" || all[k - 1] === "--page")) };
let client;
const out = { steps: [] };
async function call(name, args) {
  const r = await client.callTool({ name, arguments: args });
  out.steps.push({ name, isError: !!r.isError, text: text(r).slice(0, 400), hasStructured: !!r.structuredContent });
  return r;
}
try {
  client = await connect({ ...target, name: "sdk-e2e" });
  out.server = client.getServerVersion();
  out.instructions = (client.getInstructions() || "").length;
  const { tools } = await client.listTools();
  out.tools = tools.map((t) => t.name);
  await call("browser_navigate", { url: page });
  const st = await call("browser_page_structure", {});
  const save = st.structuredContent.elements.find((e) => e.name === "Save");
  out.saveRef = save && save.ref;
  await call("browser_click", { ref: save.ref });
  const found = await call("browser_find_by_text", { text: "saved", exact: true });
  out.saved = found.structuredContent.found;
  const bad = await call("browser_click", { x: "12px", y: 3 });
  out.badError = text(bad);
  const shot = await call("browser_screenshot", {});
  out.image = (shot.content || []).some((c) => c.type === "image" && c.mimeType === "image/png" && c.data.length > 1000);
  out.ok = true;
} catch (e) {
  out.ok = false;
  out.error = String(e && e.stack || e);
} finally {
  if (client) await client.close().catch(() => {});
}
process.stdout.write(JSON.stringify(out) + "\n");
process.exit(out.ok ? 0 : 1);
