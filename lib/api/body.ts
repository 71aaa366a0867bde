import { z } from "zod";
import { ApiError, validationError } from "./errors";

export const MAX_JSON_BYTES = 64 * 1024;

/** Read a request body, refusing it (413) as soon as it passes `limit` bytes. */
export async function readBytes(req: Request, limit: number, tooLargeMessage = defaultTooLarge(limit)): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw new ApiError("payload_too_large", tooLargeMessage);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError("payload_too_large", tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const defaultTooLarge = (limit: number) => `Request body must not be more than ${Math.round(limit / 1024)} KB`;

/** Read a request body as text, refusing it early (413) past `limit` bytes. */
export async function readText(req: Request, limit = MAX_JSON_BYTES): Promise<string> {
  return (await readBytes(req, limit)).toString("utf8");
}

/**
 * One file from a multipart body, read under `limit` bytes (plus room for the multipart
 * framing) so an oversized upload is refused before it is read whole.
 */
export async function readFile(req: Request, field: string, limit: number, tooLargeMessage: string): Promise<Buffer> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw new ApiError("unsupported_media_type", `Send the file as multipart/form-data in the field ${field}`);
  const body = await readBytes(req, limit + 64 * 1024, tooLargeMessage);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The multipart body could not be read");
  }
  const files = form.getAll(field).filter((v): v is File => typeof v !== "string");
  if (files.length === 0) throw new ApiError("bad_request", "Please select a file before uploading.");
  if (files.length > 1) throw new ApiError("bad_request", "Too many files");
  if (files[0].size > limit) throw new ApiError("payload_too_large", tooLargeMessage);
  return Buffer.from(await files[0].arrayBuffer());
}

// Requests authenticated by the session cookie (guardCookieRequest in lib/auth/authenticate.ts):
// a body they send must be declared application/json.
const jsonTypeRequired = new WeakSet<Request>();
export const requireJsonType = (req: Request) => void jsonTypeRequired.add(req);

/** A JSON object body (an empty body reads as `{}`). */
export async function readJson(req: Request, limit?: number): Promise<Record<string, unknown>> {
  const text = await readText(req, limit);
  if (!text.trim()) return {};
  if (jsonTypeRequired.has(req) && !/^application\/json\s*(;|$)/i.test(req.headers.get("content-type") ?? "")) {
    throw new ApiError("unsupported_media_type", "Send the body as application/json");
  }
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
