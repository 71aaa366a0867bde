import { errorResponse } from "./errors";

type Context<P> = { params: Promise<P> };

/**
 * Wrap a route handler: the handler throws ApiError (or anything) and this turns it into
 * `{ error, code }` with the right status. Handlers stay a few lines.
 */
export function route<P = Record<string, string>>(fn: (req: Request, params: P) => Promise<Response>) {
  return async (req: Request, ctx: Context<P>) => {
    try {
      return await fn(req, await ctx.params);
    } catch (e) {
      return errorResponse(e);
    }
  };
}
