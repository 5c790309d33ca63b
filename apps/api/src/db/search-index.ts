import { decomposeHangul } from "@shop/core/search/hangul-jamo";
import { buildSearchDocument, SEARCH_DOCUMENT_VERSION, type SearchDocument } from "@shop/core/search/search-tokens";
import { jamoTokens, vocabularyTerms } from "@shop/core/search/typo-tolerance";
import { asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.js";
import { items, searchVocabulary, sellerBrands } from "./schema/catalog.js";

// The search columns of items and the typo vocabulary are derived data, computed in TypeScript
// by core's rules (docs/decisions/007-korean-search.md). Every item write sets the columns through
// itemSearchColumns; what was written with an older SEARCH_DOCUMENT_VERSION is rebuilt at boot.

type Executor = Db | Tx;

const REBUILD_BATCH = 2000;
const VOCABULARY_BATCH = 1000;

export type ItemSearchColumns = SearchDocument & { searchVersion: number };

/** The search columns for an item with this name and brand (every item insert or rename sets them). */
export function itemSearchColumns(name: string, brandName: string): ItemSearchColumns {
  return { ...buildSearchDocument([name, brandName]), searchVersion: SEARCH_DOCUMENT_VERSION };
}

/**
 * Rebuilds the search columns of rows built with another SEARCH_DOCUMENT_VERSION (or never),
 * in batches; returns how many rows changed.
 */
export async function rebuildStaleSearchDocuments(db: Executor): Promise<number> {
  let rebuilt = 0;
  for (;;) {
    const rows = await db
      .select({ id: items.id, name: items.name, brandName: sellerBrands.brandName })
      .from(items)
      .innerJoin(sellerBrands, eq(sellerBrands.id, items.brandId))
      .where(ne(items.searchVersion, SEARCH_DOCUMENT_VERSION))
      .orderBy(asc(items.id))
      .limit(REBUILD_BATCH);
    if (rows.length === 0) return rebuilt;
    const documents = rows.map((row) => {
      const columns = itemSearchColumns(row.name, row.brandName);
      return {
        id: row.id,
        search_text: columns.searchText,
        search_choseong: columns.searchChoseong,
        search_tokens: columns.searchTokens,
      };
    });
    await db.execute(sql`
      update ${items} as i
      set search_text = d.search_text, search_choseong = d.search_choseong, search_tokens = d.search_tokens,
          search_version = ${SEARCH_DOCUMENT_VERSION}
      from json_to_recordset(${JSON.stringify(documents)}::json)
        as d(id integer, search_text text, search_choseong text, search_tokens text[])
      where i.id = d.id`);
    rebuilt += rows.length;
  }
}

function vocabularyRow(term: string, docCount: number) {
  return {
    term,
    jamo_length: [...decomposeHangul(term)].length,
    jamo_tokens: jamoTokens(term),
    doc_count: docCount,
  };
}

/** Replaces the typo vocabulary with the terms of every displayed item's name and brand. */
export async function rebuildSearchVocabulary(db: Db): Promise<number> {
  const rows = await db
    .select({ name: items.name, brandName: sellerBrands.brandName })
    .from(items)
    .innerJoin(sellerBrands, eq(sellerBrands.id, items.brandId))
    .where(eq(items.displayed, true));
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const term of vocabularyTerms([row.name, row.brandName])) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const entries = [...counts].map(([term, docCount]) => vocabularyRow(term, docCount));
  await db.transaction(async (tx) => {
    await tx.delete(searchVocabulary);
    for (let start = 0; start < entries.length; start += VOCABULARY_BATCH) {
      const batch = JSON.stringify(entries.slice(start, start + VOCABULARY_BATCH));
      await tx.execute(sql`
        insert into ${searchVocabulary} (term, jamo_length, jamo_tokens, doc_count)
        select term, jamo_length, jamo_tokens, doc_count
        from json_populate_recordset(null::search_vocabulary, ${batch}::json)`);
    }
  });
  return entries.length;
}

/** Adds one written item's terms to the vocabulary (terms of a replaced name stay: harmless, see the ADR). */
export async function addSearchVocabulary(db: Executor, fields: readonly string[]): Promise<void> {
  const entries = vocabularyTerms(fields).map((term) => vocabularyRow(term, 1));
  if (entries.length === 0) return;
  await db.execute(sql`
    insert into ${searchVocabulary} (term, jamo_length, jamo_tokens, doc_count)
    select term, jamo_length, jamo_tokens, doc_count
    from json_populate_recordset(null::search_vocabulary, ${JSON.stringify(entries)}::json)
    on conflict (term) do update set doc_count = ${searchVocabulary}.doc_count + 1`);
}

/**
 * At boot, after migrations and seeding: rebuilds stale search documents, then the vocabulary
 * when documents changed or it is empty while items exist.
 */
export async function refreshSearchIndex(db: Db): Promise<{ documents: number; vocabulary: number | null }> {
  const documents = await rebuildStaleSearchDocuments(db);
  const [terms] = await db.select({ n: count() }).from(searchVocabulary);
  let vocabulary: number | null = null;
  if (documents > 0 || (terms?.n ?? 0) === 0) {
    const [anyItem] = await db.select({ id: items.id }).from(items).limit(1);
    if (documents > 0 || anyItem) vocabulary = await rebuildSearchVocabulary(db);
  }
  return { documents, vocabulary };
}
