import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The TCP connection a request arrived on, recorded by our server (server.mjs) before Next
 * sees the request. Headers can be forged by any client; this cannot. `forwardedFor` lists
 * the addresses the client's forwarding headers claimed (X-Forwarded-For, X-Real-IP,
 * Forwarded), kept so that a loopback request relayed for someone else can be told apart.
 *
 * The store lives on globalThis under a registered symbol: server.mjs and the bundles Next
 * builds each load their own copy of this code, and they must share one store.
 */
export type Connection = { remoteAddress: string; forwardedFor: string[] };

const KEY = Symbol.for("skillproof.connection");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<Connection> | undefined>;
const store = (holder[KEY] ??= new AsyncLocalStorage<Connection>());

/** The current request's connection, or undefined outside our server (plain `next start`). */
export const currentConnection = () => store.getStore();

/** Run `fn` as if its request arrived on `connection` (the server, and tests). */
export const withConnection = <T>(connection: Connection, fn: () => T) => store.run(connection, fn);

/** An IPv4-mapped IPv6 address ("::ffff:10.0.0.1") as plain IPv4. */
export const normalizeAddress = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

/** 127.0.0.0/8 and ::1: this machine. */
export function isLoopback(address: string) {
  const a = normalizeAddress(address);
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a) || a === "::1";
}
