import { deleteEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/delete-achievement/{index} - remove the achievement at {index}
export const POST = deleteEntryRoute("achievement");
