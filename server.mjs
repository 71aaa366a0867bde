// The server behind `npm run serve`, `npm start` and `npm run dev`: Next's request handler
// inside a plain Node HTTP server, so that each request carries the address of the TCP
// connection it came on (lib/api/connection.ts). Rate limits and the dev mailbox judge the
// client by that address, never by a header a client can write.
//
//   node server.mjs [--dev] [-p PORT] [-H HOST] [--keepAliveTimeout MS]
//
// Unless TRUST_PROXY names trusted proxies in front, forwarding headers a client sent are
// removed before Next sees them (Next keeps them otherwise); what they claimed is kept
// beside the connection so the mailbox can refuse a request relayed for someone else.
import { AsyncLocalStorage } from "node:async_hooks";
import { createServer } from "node:http";

const args = process.argv.slice(2);
const option = (names, fallback) => {
  const i = args.findIndex((a) => names.includes(a));
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const dev = args.includes("--dev");
const port = Number(option(["-p", "--port"], process.env.PORT ?? 3000));
const host = option(["-H", "--hostname"], process.env.HOSTNAME ?? "0.0.0.0");
const keepAliveTimeout = Number(option(["--keepAliveTimeout"], 0)) || undefined;
process.env.NODE_ENV ??= dev ? "development" : "production";

const trustProxy = /^\d+$/.test(process.env.TRUST_PROXY ?? "") ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY === "true" ? 1 : 0;
const FORWARDING = ["x-forwarded-for", "x-real-ip", "forwarded", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

/** The addresses a request's forwarding headers claim, whoever wrote them. */
function claimedAddresses(headers) {
  const list = [headers["x-forwarded-for"], headers["x-real-ip"]].flatMap((v) => (v ? String(v).split(",") : []));
  for (const [, address] of String(headers.forwarded ?? "").matchAll(/for="?\[?([^\]";,]+)/gi)) list.push(address);
  return list.map((a) => a.trim()).filter(Boolean);
}

// The same store lib/api/connection.ts reads (one per process, on globalThis).
const KEY = Symbol.for("skillproof.connection");
const store = (globalThis[KEY] ??= new AsyncLocalStorage());

const { default: next } = await import("next");
const app = next({ dev, hostname: host === "0.0.0.0" ? "localhost" : host, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const connection = { remoteAddress: (req.socket.remoteAddress ?? "").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1"), forwardedFor: claimedAddresses(req.headers) };
  if (!trustProxy) for (const name of FORWARDING) delete req.headers[name];
  store.run(connection, () => handle(req, res));
});
if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
server.listen(port, host, () => {
  console.log(`> SkillProof ${dev ? "(development) " : ""}ready on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
