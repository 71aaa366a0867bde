import { z } from "zod";
import { ApiError, validationError } from "./errors";

export const MAX_JSON_BYTES = 64 * 1024;

/** Read a request body as text, refusing it early (413) past `limit` bytes. */
export async function readText(req: Request, limit = MAX_JSON_BYTES): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge(limit);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const tooLarge = (limit: number) => new ApiError("payload_too_large", `Request body must not be more than ${Math.round(limit / 1024)} KB`);

/** A JSON object body (an empty body reads as `{}`). */
export async function readJson(req: Request, limit?: number): Promise<Record<string, unknown>> {
  const text = await readText(req, limit);
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "Request body must be valid JSON");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new ApiError("bad_request", "Request body must be a JSON object");
  return value as Record<string, unknown>;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
