import { ApiError } from "./errors";
import { readJson, readText } from "./body";

/**
 * A body sent as JSON, multipart form data or a url-encoded form (SPEC sends forgot and
 * reset as form data), read into a plain object of strings.
 */
export async function readFields(req: Request, limit = 16 * 1024): Promise<Record<string, unknown>> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    const text = await readText(req, limit);
    const form = await new Response(text, { headers: { "content-type": type } }).formData().catch(() => {
      throw new ApiError("bad_request", "Request body is not valid form data");
    });
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  }
  return readJson(req, limit);
}
