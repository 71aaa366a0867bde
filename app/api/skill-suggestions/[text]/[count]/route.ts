import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { suggestSkills } from "@/lib/skills/catalogue";

/** At most this many suggestions, whatever the path asks for (the app asks for 5). */
const MAX_COUNT = 20;
const MAX_TEXT = 200;

// GET /api/skill-suggestions/{text}/{count} - catalogue names for a typed text, best first
export const GET = route<{ text: string; count: string }>(async (_req, { text, count }) => {
  if (!/^\d{1,6}$/.test(count)) throw new ApiError("bad_request", "Count must be a whole number");
  let typed: string;
  try {
    typed = decodeURIComponent(text);
  } catch {
    typed = text; // Next hands over some segments still encoded; a stray % stays literal
  }
  const suggestions = suggestSkills(typed.slice(0, MAX_TEXT), Math.min(Number(count), MAX_COUNT));
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=3600" } });
});
