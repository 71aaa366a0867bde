import bcrypt from "bcryptjs";

const COST = 10;
// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", COST);

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

/** Constant-time check; with no hash (unknown user) it still spends the same work. */
export async function verifyPassword(password: string, hash: string | undefined) {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== undefined;
}
