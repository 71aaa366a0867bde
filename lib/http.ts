// Browser-side calls to our API. A helper never throws: it returns a result holding the
// data, or the server's error (or message) text, or the network error message.

export type Result<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; issues?: Record<string, string[]>; body?: Record<string, unknown> };

export async function request<T = Record<string, unknown>>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Result<T>> {
  const { json, headers, ...rest } = init;
  try {
    const res = await fetch(url, {
      ...rest,
      headers: json !== undefined ? { "content-type": "application/json", ...headers } : headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
    const text = await res.text();
    let body: Record<string, unknown> | undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (res.ok) return { ok: true, status: res.status, data: (body ?? {}) as T };
    const error = (body?.error ?? body?.message ?? text) || `Request failed with status ${res.status}`;
    return { ok: false, status: res.status, error: String(error), issues: body?.issues as Record<string, string[]> | undefined, body };
  } catch (e) {
    return { ok: false, status: 0, error: e instanceof Error ? e.message : "Network error" };
  }
}

export const postJson = <T = Record<string, unknown>>(url: string, json: unknown = {}, init: RequestInit = {}) =>
  request<T>(url, { method: "POST", json, ...init });
