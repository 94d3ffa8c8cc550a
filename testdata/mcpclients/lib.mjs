// Shared by e2e.mjs and demo.mjs: connect the official MCP TypeScript SDK
// client to accessagents over stdio (spawning the binary) or HTTP.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export async function connect({ command, args = [], url, name = "sdk-client", stderr = "ignore" }) {
  const transport = url
    ? new StreamableHTTPClientTransport(new URL(url))
    : new StdioClientTransport({ command, args, stderr });
  const client = new Client({ name, version: "1.0.0" });
  await client.connect(transport);
  return client;
}

export const textOf = (result) =>
  (result.content || []).filter((c) => c.type === "text").map((c) => c.text).join("\n");
