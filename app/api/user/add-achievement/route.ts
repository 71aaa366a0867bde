import { addEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/add-achievement - append an achievement
export const POST = addEntryRoute("achievement");
