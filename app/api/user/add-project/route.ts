import { addEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/add-project - append a project
export const POST = addEntryRoute("project");
