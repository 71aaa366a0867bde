import { editEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/edit-achievement/{index} - replace the achievement at {index}
export const POST = editEntryRoute("achievement");
