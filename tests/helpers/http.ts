import { withConnection } from "@/lib/api/connection";

/**
 * Call a route handler in-process, the way Next does: a Request and a params promise. `ip`
 * is the address of the connection the request arrives on (server.mjs records it in the
 * real server); headers, X-Forwarded-For included, are what the client sent.
 */
export function call<P extends Record<string, string>>(
  handler: (req: Request, ctx: { params: Promise<P> }) => Promise<Response>,
  init: { method?: string; path?: string; body?: unknown; headers?: Record<string, string>; params?: P; raw?: BodyInit; ip?: string } = {},
) {
  const headers = new Headers(init.headers);
  let body: BodyInit | undefined = init.raw;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set("content-type", "application/json");
  }
  const req = new Request(`http://localhost:3000${init.path ?? "/"}`, { method: init.method ?? "POST", headers, body });
  const forwardedFor = (headers.get("x-forwarded-for") ?? "").split(",").map((a) => a.trim()).filter(Boolean);
  return withConnection({ remoteAddress: init.ip ?? "127.0.0.1", forwardedFor }, () => handler(req, { params: Promise.resolve((init.params ?? {}) as P) }));
}
