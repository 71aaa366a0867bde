import { addEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/add-exp - append an experience entry
export const POST = addEntryRoute("exp");
