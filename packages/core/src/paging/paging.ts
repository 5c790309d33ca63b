/** A page the shopper asks for: 1-based page number and page size. */
export interface PageRequest {
  page: number;
  size: number;
}

/** The rows a page reads: skip `offset`, take `limit`. */
export function pageWindow({ page, size }: PageRequest): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

/** The `pagination` of a `{ list, pagination }` answer (DESIGN.md) for a page of `totalCount` rows in all. */
export function paginationOf({ page, size }: PageRequest, totalCount: number) {
  return { page, size, totalCount, totalPages: Math.ceil(totalCount / size) };
}
