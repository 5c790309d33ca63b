import { randomBytes } from "node:crypto";
import type { Db, Tx } from "../client.js";
import { rouletteEvents, roulettePrizes } from "../schema/roulette.js";

type Executor = Db | Tx;

const DAY_MS = 86_400_000;

/** A prize as a factory takes it; position is its place in the list. */
export type RoulettePrizeSeed = Omit<typeof roulettePrizes.$inferInsert, "id" | "eventId" | "position">;

/**
 * Inserts a roulette event with its prizes (wheel order as given) and answers both. By default a daily roulette, live
 * from yesterday for 30 days, with a unique title; the demo seed and the tests share it.
 */
export async function createRoulette(
  db: Executor,
  prizes: readonly RoulettePrizeSeed[],
  overrides: Partial<typeof rouletteEvents.$inferInsert> = {},
) {
  const now = Date.now();
  const [event] = await db
    .insert(rouletteEvents)
    .values({
      title: `테스트 룰렛 ${randomBytes(4).toString("hex")}`,
      limitRule: "daily",
      startAt: new Date(now - DAY_MS),
      endAt: new Date(now + 30 * DAY_MS),
      ...overrides,
    })
    .returning();
  if (!event) throw new Error("insert into roulette_events returned no row");
  const rows =
    prizes.length === 0
      ? []
      : await db
          .insert(roulettePrizes)
          .values(prizes.map((prize, position) => ({ ...prize, eventId: event.id, position })))
          .returning();
  return { event, prizes: rows };
}
