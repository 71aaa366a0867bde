import { editEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/edit-project/{index} - replace the project at {index}
export const POST = editEntryRoute("project");
