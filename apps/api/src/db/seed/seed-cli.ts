// `npm run seed -- --items 100000`: loads the demo data into the configured database.
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.js";
import { openDb } from "../client.js";
import { seedDemoData } from "./seed-demo.js";

const { values } = parseArgs({ options: { items: { type: "string" } } });
// Only the database settings matter here: demo mode, so a seed needs no secrets (a live .env's are left unread).
const config = loadConfig({ ...process.env, SHOP_MODE: "demo" });
const itemCount = values.items === undefined ? config.SEED_ITEMS : Number(values.items);
if (!Number.isInteger(itemCount) || itemCount < 0 || itemCount > 1_000_000) {
  console.error(`--items must be an integer from 0 to 1000000, got ${values.items}`);
  process.exit(1);
}

// config resolves a relative PGLITE_DIR against the repository root, as the server does.
const db = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  const started = performance.now();
  await db.migrate();
  const { itemsInserted } = await seedDemoData(db.db, { items: itemCount });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seeded ${db.engine}: ${itemsInserted} new of ${itemCount} items in ${seconds}s`);
} finally {
  await db.close();
}
