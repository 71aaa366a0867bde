import { deleteEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/delete-project/{index} - remove the project at {index}
export const POST = deleteEntryRoute("project");
