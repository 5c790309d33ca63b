import { type Column, type SQL, sql, type Table } from "drizzle-orm";

/**
 * A column named with its table ("events"."id"), for the outer row of a correlated subquery. In a select of one table
 * Drizzle writes the selected columns bare, so `${events.id}` inside a subquery becomes "id" — the inner table's own
 * column of that name if it has one, which silently correlates nothing (c630312 found an item picture query reading
 * every picture that way).
 */
export function qualified(table: Table, column: Column): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}
