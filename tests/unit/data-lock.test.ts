import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { acquireDataLock, DataFolderLockedError, releaseDataLock } from "@/lib/db/lock";

const folder = () => mkdtempSync(path.join(tmpdir(), "lock-"));

describe("embedded data folder lock", () => {
  it("takes the lock with our PID and releases it", () => {
    const dir = folder();
    acquireDataLock(dir);
    expect(readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    releaseDataLock(dir);
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("refuses a folder held by another live process, naming it", async () => {
    const dir = folder();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "pglite.lock"), String(other.pid));
      expect(() => acquireDataLock(dir)).toThrow(DataFolderLockedError);
      expect(() => acquireDataLock(dir)).toThrow(`is in use by another process (PID ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it("takes over a stale lock left by a process that died", async () => {
    const dir = folder();
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((r) => dead.on("exit", r));
    writeFileSync(path.join(dir, "pglite.lock"), String(dead.pid));
    acquireDataLock(dir);
    expect(readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    releaseDataLock(dir);
  });
});
