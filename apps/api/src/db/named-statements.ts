import pg from "pg";

/**
 * How many distinct statement texts a process names. Past it a new text runs unnamed, as every statement did before:
 * a query built with a varying number of parameters (an `in (…)` list) cannot fill the server's memory with plans.
 */
export const NAMED_STATEMENT_LIMIT = 2_000;

const names = new Map<string, string>();

/** The name a statement text runs under, the same for the whole process; undefined past the limit. */
export function statementNameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < NAMED_STATEMENT_LIMIT) {
    name = `shop_${names.size}`;
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * A pg client whose parameterised statements are prepared once per connection and then only bound and executed
 * (docs/decisions/057). node-postgres sends every unnamed statement through Parse again, and PostgreSQL parses and
 * plans it anew each time: ~45 % of PostgreSQL's CPU on a paid order. A statement given a name is parsed once per
 * connection, and PostgreSQL may keep its plan (plan_cache_mode auto: custom plans for the first five runs, then the
 * generic plan when it costs no more). Named by text, so one name always means one text, as pg requires.
 *
 * Statements without parameters stay unnamed: they run on the simple protocol, which allows several statements in
 * one text (migrations) and that a named statement would not.
 */
export class NamedStatementClient extends pg.Client {
  // pg's `query` is a set of overloads; this passes every form through and only names a config object's text.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (
      typeof config === "object" &&
      config !== null &&
      typeof (config as QueryConfigLike).submit !== "function" &&
      typeof (config as QueryConfigLike).text === "string" &&
      (config as QueryConfigLike).name === undefined &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementNameOf((config as { text: string }).text);
      if (name !== undefined) (config as QueryConfigLike).name = name;
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}
