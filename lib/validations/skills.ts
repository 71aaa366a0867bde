import { z } from "zod";

export const SKILL_NAME_MAX = 50;

/** SPEC section 5: parenthetical text is stripped from the name, and the name trimmed. */
export const cleanSkillName = (name: string) => name.replace(/\([^)]*\)?/g, " ").replace(/\s+/g, " ").trim();

export const newSkillSchema = z.object({
  name: z
    .string({ error: "Skill name cannot be empty" })
    .transform(cleanSkillName)
    .pipe(z.string().min(1, "Skill name cannot be empty").max(SKILL_NAME_MAX, `Skill name must be less than ${SKILL_NAME_MAX} characters`)),
});
export type NewSkillInput = z.input<typeof newSkillSchema>;
