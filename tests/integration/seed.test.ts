import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openPglite } from "@/lib/db/client";

const run = promisify(execFile);

/** npm run db:seed, as a process of its own, with `env` on top of this one's. */
function seed(env: Record<string, string | undefined>, args: string[] = []) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return run(process.execPath, ["--experimental-vm-modules", "--import", "tsx", "scripts/seed.ts", ...args], { env: { ...base, ...env } as NodeJS.ProcessEnv });
}

describe("npm run db:seed", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "seed-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("builds complete profiles with skills, prints the demo sign-in, and does not double on a second run", async () => {
    const first = await seed({ DATA_DIR: dir, SEED_POPULATION: "6" });
    expect(first.stdout).toContain("Seeded 7 new accounts");
    expect(first.stdout).toContain("Sign in as demo@skillproof.dev with the password demo-password");
    const second = await seed({ DATA_DIR: dir, SEED_POPULATION: "6" });
    expect(second.stdout).toContain("Seeded 0 new accounts");

    const handle = await openPglite(dir);
    try {
      const count = async (sql: string) => Number(((await handle.db.execute(sql)) as unknown as { rows: { n: number }[] }).rows[0].n);
      expect(await count(`select count(*)::int n from "user"`)).toBe(7);
      expect(await count(`select count(*)::int n from profile_picture`)).toBe(7);
      // every account has each of the four lists, and 3 to 10 skills
      expect(await count(`select count(*)::int n from (select user_id from profile_entry group by user_id having count(distinct kind) = 4) t`)).toBe(7);
      expect(await count(`select count(*)::int n from (select user_id from skill group by user_id having count(*) between 3 and 10) t`)).toBe(7);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it("refuses a DATABASE_URL unless told to", async () => {
    await expect(seed({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" })).rejects.toMatchObject({
      stderr: expect.stringContaining("npm run db:seed -- --allow-database-url"),
    });
  });
});
