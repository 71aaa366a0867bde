import { deleteEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/delete-exp/{id} - remove the experience entry at index {id}
export const POST = deleteEntryRoute("exp");
