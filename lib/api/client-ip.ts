import { env } from "@/lib/env";
import { currentConnection, isLoopback, normalizeAddress } from "./connection";

/** The addresses an X-Forwarded-For header lists, nearest client first. */
const forwardedChain = (req: Request) =>
  (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map(normalizeAddress)
    .filter(Boolean);

/**
 * The caller's address, for rate limits and the contact log. It comes from the connection
 * (recorded by server.mjs), never from a header a client can write, unless the operator
 * declares trusted proxies: TRUST_PROXY=N trusts the last N hops, so the address is the one
 * the outermost trusted proxy saw (the Nth entry from the right of X-Forwarded-For). On
 * Vercel the platform sets X-Real-IP itself and overwrites what a client sent.
 */
export function clientIp(req: Request): string {
  if (process.env.VERCEL) {
    const real = req.headers.get("x-real-ip")?.trim();
    if (real) return normalizeAddress(real);
  }
  if (env.TRUST_PROXY > 0) {
    const chain = forwardedChain(req);
    if (chain.length) return chain[Math.max(0, chain.length - env.TRUST_PROXY)];
  }
  // Outside our server (plain `next start`) the connection is unknown: every such caller
  // shares one bucket rather than letting a header choose its own.
  return currentConnection()?.remoteAddress ?? "unknown";
}

/**
 * Whether the request comes from this machine itself: its connection is loopback and no
 * forwarding header says it was relayed for another machine. A header can only take this
 * away, never grant it. Outside our server the connection is unknown: not local.
 */
export function isLocalRequest() {
  const connection = currentConnection();
  return Boolean(connection && isLoopback(connection.remoteAddress) && connection.forwardedFor.every(isLoopback));
}
