import type { Db } from "../client.js";

/** Placeholder until the demo generator lands. */
export async function seedDemoData(_db: Db, _options: { items: number }) {}
