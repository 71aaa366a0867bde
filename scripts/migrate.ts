// npm run db:migrate - apply committed migrations to DATABASE_URL, or to the embedded database.
import { closeDb, getDb } from "../lib/db/client";

getDb()
  .then(() => console.log("Migrations applied."))
  .then(() => closeDb())
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
