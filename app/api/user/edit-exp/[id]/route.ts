import { editEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/edit-exp/{id} - replace the experience entry at index {id}
export const POST = editEntryRoute("exp");
