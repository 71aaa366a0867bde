import { z } from "zod";

const statusByCode = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;

/** An error the client may see: `{ error, code, issues? }` with an honest status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { issues?: Record<string, string[]>; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
  get status() {
    return statusByCode[this.code];
  }
}

export function validationError(error: z.ZodError) {
  const { fieldErrors, formErrors } = z.flattenError(error);
  const issues = fieldErrors as Record<string, string[]>;
  const first = Object.values(issues).flat()[0] ?? formErrors[0] ?? "Invalid input";
  return new ApiError("validation_error", first, { issues });
}

export function errorResponse(e: unknown): Response {
  if (e instanceof ApiError) {
    const body = { ...e.extra.body, error: e.message, code: e.code, ...(e.extra.issues ? { issues: e.extra.issues } : {}) };
    return Response.json(body, { status: e.status, headers: e.extra.headers });
  }
  console.error(e);
  return Response.json({ error: "Something went wrong on our side. Please try again.", code: "internal_error" }, { status: 500 });
}
