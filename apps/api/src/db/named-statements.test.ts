import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase, randomSuffix, urlForDatabase } from "../test/test-database.js";
import { type DbHandle, openDb } from "./client.js";
import { statementNameOf } from "./named-statements.js";

// decision 057: on PostgreSQL every parameterised statement runs under a name of its text, so each connection parses
// it once. PGlite has no pool and no names (one in-process connection): nothing to test there.

const template = inject("testDatabaseTemplate");
const onPostgres = template.engine === "postgres";

it("one text has one name, another text another", () => {
  const text = `select ${randomSuffix()} where 1 = $1`;
  const name = statementNameOf(text);
  expect(name).toMatch(/^shop_\d+$/);
  expect(statementNameOf(text)).toBe(name);
  expect(statementNameOf(`${text} `)).not.toBe(name);
});

describe.skipIf(!onPostgres)("on PostgreSQL", () => {
  let handle: DbHandle | undefined;
  let dropClone = async () => {};

  beforeAll(async () => {
    if (template.engine !== "postgres") return;
    const clone = `${template.template}_${randomSuffix()}`;
    await createDatabase(template.databaseUrl, clone, template.template);
    dropClone = () => dropDatabase(template.databaseUrl, clone);
    // One connection, so the statements the test reads are those of the connection that ran the queries.
    handle = await openDb({ databaseUrl: urlForDatabase(template.databaseUrl, clone), poolSize: 1 });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await dropClone();
  });

  const db = () => {
    if (!handle) throw new Error("no database");
    return handle.db;
  };
  /** The rows of a raw statement (node-postgres answers `{ rows }`). */
  const run = async <Row>(query: SQL) => ((await db().execute(query)) as unknown as { rows: Row[] }).rows;
  const prepared = () =>
    run<{ name: string; statement: string }>(
      sql.raw("select name, statement from pg_prepared_statements order by name"),
    );

  it("a parameterised statement is prepared once on its connection and answers each run with its own values", async () => {
    const marker = `named_${randomSuffix()}`;
    const answers: unknown[] = [];
    for (const value of [1, 2, 3]) {
      const rows = await run<{ answer: number }>(sql`select ${value}::int + 1 as answer, ${marker}::text as marker`);
      answers.push(rows[0]?.answer);
    }
    expect(answers).toEqual([2, 3, 4]);
    const mine = (await prepared()).filter((row) => row.statement.includes("as marker"));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toMatch(/^shop_\d+$/);
  });

  it("a statement without parameters stays unnamed, so several statements still run in one text", async () => {
    const before = (await prepared()).length;
    const table = `multi_${randomSuffix()}`;
    await db().execute(sql.raw(`create table ${table} (id int); insert into ${table} values (7); drop table ${table}`));
    expect((await prepared()).length).toBe(before);
  });

  it("a failed run of a prepared statement leaves the connection usable, and the next run answers", async () => {
    const divide = (divisor: number) => run<{ q: number }>(sql`select 10 / ${divisor}::int as q`);
    await expect(divide(0)).rejects.toThrow();
    expect((await divide(5))[0]?.q).toBe(2);
    expect((await divide(2))[0]?.q).toBe(5);
  });

  it("inside a transaction the prepared statement is the connection's and a rollback keeps nothing", async () => {
    const table = `tx_${randomSuffix()}`;
    await db().execute(sql.raw(`create table ${table} (id int primary key)`));
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.identifier(table)} values (${1})`);
        await tx.execute(sql`insert into ${sql.identifier(table)} values (${1})`);
      }),
    ).rejects.toThrow();
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} values (${2})`);
    });
    expect(await run<{ id: number }>(sql.raw(`select id from ${table}`))).toEqual([{ id: 2 }]);
  });
});
