import { deleteEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/delete-edu/{id} - remove the education entry at index {id}
export const POST = deleteEntryRoute("edu");
