import { addEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/add-edu - append an education entry
export const POST = addEntryRoute("edu");
