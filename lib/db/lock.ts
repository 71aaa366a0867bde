import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

// PGlite does not lock its folder, and two processes on one folder lose data without an
// error. We hold our own lock file with our PID; a live holder makes us refuse to start.

const lockFile = (dir: string) => path.join(dir, "pglite.lock");

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataFolderLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another process (PID ${pid}). ` +
        `Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to a Postgres server.`,
    );
    this.name = "DataFolderLockedError";
  }
}

export function acquireDataLock(dir: string) {
  const file = lockFile(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      process.once("exit", () => releaseDataLock(dir));
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (holder === process.pid) return;
      if (holder && alive(holder)) throw new DataFolderLockedError(dir, holder);
      rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

export function releaseDataLock(dir: string) {
  try {
    if (Number(readFileSync(lockFile(dir), "utf8").trim()) === process.pid) rmSync(lockFile(dir), { force: true });
  } catch {
    // already gone
  }
}
