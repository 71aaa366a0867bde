/** Call a route handler in-process, the way Next does: a Request and a params promise. */
export function call<P extends Record<string, string>>(
  handler: (req: Request, ctx: { params: Promise<P> }) => Promise<Response>,
  init: { method?: string; path?: string; body?: unknown; headers?: Record<string, string>; params?: P; raw?: BodyInit } = {},
) {
  const headers = new Headers(init.headers);
  let body: BodyInit | undefined = init.raw;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set("content-type", "application/json");
  }
  const req = new Request(`http://localhost:3000${init.path ?? "/"}`, { method: init.method ?? "POST", headers, body });
  return handler(req, { params: Promise.resolve((init.params ?? {}) as P) });
}
