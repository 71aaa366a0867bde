// Runs once when the server starts: open (and migrate) the database now, so that a second
// process on the same embedded data folder refuses to start instead of losing data.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db/client");
  try {
    await getDb();
  } catch (e) {
    console.error(`\n${(e as Error).message}\n`);
    process.exit(1);
  }
}
