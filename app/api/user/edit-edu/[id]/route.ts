import { editEntryRoute } from "@/lib/profile/entry-routes";

// POST /api/user/edit-edu/{id} - replace the education entry at index {id}
export const POST = editEntryRoute("edu");
