import {
  ADMIN_INQUIRY_MESSAGES,
  ADMIN_INQUIRY_STATUS_LABELS,
  type AdminInquiryDetail,
  type AdminInquiryKind,
  type AdminInquiryList,
  type AdminInquiryListQuery,
  type AdminInquiryRow,
  type AdminInquiryStatus,
  type adminInquiryAnswerRequestSchema,
  type adminInquiryAnswerResponseSchema,
  type adminInquiryDetailSchema,
  type adminInquiryFileParamsSchema,
  type adminInquiryIdParamsSchema,
  type adminInquiryListQuerySchema,
  type adminInquiryListSchema,
} from "@shop/contracts/admin-inquiry";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import { maskLoginId } from "@shop/core/account/account-policy";
import { maskName } from "@shop/core/format/mask-name";
import { formatPhoneNumber, maskPhoneNumber } from "@shop/core/format/phone";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import { type StaffRole, staffSeesPersonalData } from "@shop/core/staff/staff-roles";
import { type Column, count, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../db/client.js";
import type { PushNotices } from "../modules/app-push/app-push.service.js";
import type { StaffAuditService } from "../modules/staff/staff-audit.service.js";
import type { StaffContext } from "../modules/staff/staff-auth.service.js";
import { requireStaff, staffOf } from "../plugins/staff-auth.js";
import type { SmsProvider } from "../providers/sms.provider.js";
import { ApiError } from "./api-error.js";
import { endpointRoute } from "./endpoint-route.js";
import { containsPattern } from "./sql-like.js";

// What the back office's three inquiry modules (qna, item-inquiry, store-inquiry) share when staff read and answer
// them (issue 14 item 4): the routes, the list's filter and page, the status as staff read it, the 404, customer
// service's masking and the answer's transaction (answer + audit entry, then one text on the first answer). Each module
// keeps its own tables: it hands its repository functions in.

/** The audit log's target type of each kind. */
export const INQUIRY_AUDIT_TARGET: Record<AdminInquiryKind, string> = {
  qna: "qna",
  item: "item-inquiry",
  store: "store-inquiry",
};

export const INQUIRY_ANSWER_ACTION = "inquiry.answer";

/** The period of a list query as instants: filed at or after `from`, before `until`. */
export function inquiryPeriod(query: Pick<AdminInquiryListQuery, "from" | "to">): { from?: Date; until?: Date } {
  const from = query.from ? koreaDayStart(query.from) : null;
  const until = query.to ? koreaDayEnd(query.to) : null;
  return { ...(from ? { from } : {}), ...(until ? { until } : {}) };
}

export function inquiryStatusOf(answer: string | null): { status: AdminInquiryStatus; statusLabel: string } {
  const status: AdminInquiryStatus = answer === null ? "waiting" : "completed";
  return { status, statusLabel: ADMIN_INQUIRY_STATUS_LABELS[status] };
}

/** The same 404 for a made-up id and for a record outside the staff member's scope. */
export function inquiryNotFound(kind: AdminInquiryKind, id: number, detail: string): ApiError {
  return new ApiError(404, "NOT_FOUND", ADMIN_INQUIRY_MESSAGES.notFound, `${kind} inquiry ${id}: ${detail}`);
}

export function inquiryFileNotFound(kind: AdminInquiryKind, id: number, fileId: number): ApiError {
  return new ApiError(404, "NOT_FOUND", ADMIN_INQUIRY_MESSAGES.fileNotFound, `file ${fileId} of ${kind} inquiry ${id}`);
}

function maskEmail(email: string): string {
  const [local = "", domain] = email.split("@");
  const shown = Array.from(local).slice(0, 2).join("");
  return domain === undefined ? "****" : `${shown}${"*".repeat(Math.max(2, Array.from(local).length - 2))}@${domain}`;
}

/**
 * A person's contact as the staff member may read it: in full for operators, masked for everyone else (a seller's
 * staff see the login id masked too; customer service look members up by it).
 */
export function contactForStaff(
  role: StaffRole,
  contact: { name: string; loginId: string | null; phoneNumber: string | null; email: string | null },
) {
  const full = staffSeesPersonalData(role);
  const phone = contact.phoneNumber || null;
  const email = contact.email || null;
  return {
    name: full ? contact.name : maskName(contact.name),
    loginId: contact.loginId && role === "ROLE_SELLER" ? maskLoginId(contact.loginId) : contact.loginId,
    phoneNumber: phone && (full ? formatPhoneNumber(phone) : maskPhoneNumber(phone)),
    email: email && (full ? email : maskEmail(email)),
  };
}

/** The answer as it was and as it became, for the audit log. */
export function answerAudit(before: string | null, after: string) {
  return {
    before: { answer: before, status: inquiryStatusOf(before).status },
    after: { answer: after, status: "completed" as const },
  };
}

/** What the staff member reads after saving. */
export function answerMessage(edited: boolean): string {
  return edited ? ADMIN_INQUIRY_MESSAGES.edited : ADMIN_INQUIRY_MESSAGES.answered;
}

/** A seller's staff see no 1:1 inquiry nor store inquiry: those are the shop's, so they answer the made-up id's 404. */
export function requireShopStaff(kind: AdminInquiryKind, staff: StaffContext, id: number): void {
  if (staff.sellerId !== null) throw inquiryNotFound(kind, id, `seller ${staff.sellerId} staff`);
}

/** The back office's filter of an inquiry list, as each module's repository reads it. */
export interface StaffInquiryFilter {
  answered?: boolean;
  from?: Date;
  until?: Date;
  /** A LIKE pattern the module matches against its own columns. */
  pattern?: string;
}

export function staffInquiryFilter(query: AdminInquiryListQuery): StaffInquiryFilter {
  return {
    ...inquiryPeriod(query),
    ...(query.status ? { answered: query.status === "completed" } : {}),
    ...(query.keyword ? { pattern: containsPattern(query.keyword) } : {}),
  };
}

/**
 * The filter's conditions on an inquiry table's answer, filing time and the columns the keyword matches (the status
 * only when `withStatus`: the counts per status are read without it); a module adds its own (a seller's items).
 */
export function staffInquiryConditions(
  columns: { answer: Column; createdAt: Column; keyword: readonly Column[] },
  filter: StaffInquiryFilter,
  withStatus: boolean,
): Array<SQL | undefined> {
  const { pattern } = filter;
  return [
    withStatus && filter.answered !== undefined
      ? filter.answered
        ? isNotNull(columns.answer)
        : isNull(columns.answer)
      : undefined,
    filter.from ? gte(columns.createdAt, filter.from) : undefined,
    filter.until ? lt(columns.createdAt, filter.until) : undefined,
    pattern ? or(...columns.keyword.map((column) => ilike(column, pattern))) : undefined,
  ];
}

/** The columns of the count query: all rows and those still waiting for an answer. */
export function inquiryCountColumns(answer: Column) {
  return { all: count(), waiting: sql<number>`count(*) filter (where ${answer} is null)`.mapWith(Number) };
}

export function inquiryStatusCounts(row: { all: number; waiting: number } | undefined) {
  const all = row?.all ?? 0;
  const waiting = row?.waiting ?? 0;
  return { all, waiting, completed: all - waiting };
}

type InquiryCounts = ReturnType<typeof inquiryStatusCounts>;
type ListedRow = { answer: string | null; createdAt: Date; answeredAt: Date | null };

/** The status and dates every inquiry shows, in the list and in the detail. */
export function inquiryState(row: ListedRow) {
  return {
    ...inquiryStatusOf(row.answer),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** An inquiry's attachments as the detail lists them (names, types and sizes, no bytes). */
export function inquiryFileInfos(
  files: ReadonlyArray<{ id: number; fileName: string; contentType: string; byteSize: number }>,
): AdminInquiryDetail["files"] {
  return files.map((file) => ({
    fileId: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    byteSize: file.byteSize,
  }));
}

/**
 * One page of a module's inquiries: `findPage` reads the rows and the counts under the query's filter, `toItem` says
 * what the list shows of a row besides its status and dates.
 */
export async function inquiryListPage<Row extends ListedRow>(
  query: AdminInquiryListQuery,
  findPage: (
    filter: StaffInquiryFilter,
    page: ReturnType<typeof pageWindow>,
  ) => Promise<{ rows: Row[]; counts: InquiryCounts }>,
  toItem: (row: Row) => Omit<AdminInquiryRow, keyof ReturnType<typeof inquiryState>>,
): Promise<AdminInquiryList> {
  const { rows, counts } = await findPage(staffInquiryFilter(query), pageWindow(query));
  const total = query.status ? counts[query.status] : counts.all;
  return {
    list: rows.map((row) => ({ ...toItem(row), ...inquiryState(row) })),
    pagination: paginationOf(query, total),
    counts,
  };
}

export interface InquiryAnswerDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
  sms: SmsProvider;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  /** The app push of the first answer (docs/decisions/046); sent in the background, never failing the answer. */
  push?: Pick<PushNotices, "inquiryAnswered">;
}

/** A module's part of answering: its tables' reads and write, its scope and whom the first answer texts. */
export interface InquiryAnswerSteps<Locked extends { answer: string | null }> {
  kind: AdminInquiryKind;
  /** The inquiry's answer and what the scope and the text need, its row locked until the transaction ends. */
  lock: (tx: Tx, id: number) => Promise<Locked | undefined>;
  /** Throws the 404 when the staff member may not answer this inquiry. */
  checkScope: (staff: StaffContext, id: number, row: Locked) => void;
  update: (tx: Tx, id: number, answer: string, answeredAt: Date) => Promise<void>;
  /** After the first answer is saved: the phone to text and the text, or null when there is no one to text. */
  firstAnswerText: (row: Locked, answer: string) => Promise<{ phoneNumber: string; text: string } | null>;
  /** What the log says of a failed text besides the inquiry's id (e.g. the member's). */
  logContext?: (row: Locked) => Record<string, unknown>;
  /** Whose app is told of the first answer and the my-page address it opens (none: no push). */
  pushTo?: (row: Locked) => { userId: number | null; link: string };
  detail: (staff: StaffContext, id: number) => Promise<AdminInquiryDetail>;
}

const LOG_NAME: Record<AdminInquiryKind, string> = { qna: "qna", item: "item inquiry", store: "store inquiry" };

/**
 * The answer of every kind: writes it (waiting → completed) or replaces an earlier one, with its audit entry, in one
 * transaction; the first answer then sends one text (a failed text is logged, the answer stays).
 */
export function inquiryAnswerer<Locked extends { answer: string | null }>(
  { db, audit, sms, logError, push }: InquiryAnswerDeps,
  steps: InquiryAnswerSteps<Locked>,
) {
  return async (staff: StaffContext, id: number, answer: string) => {
    const written = await db.transaction(async (tx) => {
      const row = await steps.lock(tx, id);
      if (!row) throw inquiryNotFound(steps.kind, id, "no such row");
      steps.checkScope(staff, id, row);
      await steps.update(tx, id, answer, new Date());
      await audit.record(tx, staff, {
        action: INQUIRY_ANSWER_ACTION,
        targetType: INQUIRY_AUDIT_TARGET[steps.kind],
        targetId: id,
        ...answerAudit(row.answer, answer),
      });
      return { row, edited: row.answer !== null };
    });
    if (!written.edited) {
      const pushTarget = steps.pushTo?.(written.row);
      if (pushTarget) push?.inquiryAnswered(pushTarget.userId, pushTarget.link);
      const message = await steps.firstAnswerText(written.row, answer);
      if (message) {
        try {
          await sms.send(message.phoneNumber, message.text);
        } catch (error) {
          logError(error, {
            inquiryId: id,
            ...steps.logContext?.(written.row),
            what: `${LOG_NAME[steps.kind]} answer text`,
          });
        }
      }
    }
    return { inquiry: await steps.detail(staff, id), edited: written.edited, message: answerMessage(written.edited) };
  };
}

/** What a file download answers: the bytes with their type and `content-disposition`. */
export interface InquiryFileAnswer {
  contentType: string;
  disposition: string;
  data: Buffer;
}

interface InquiryAdminEndpoints {
  list: {
    method: "GET";
    path: `/${string}`;
    querystring: typeof adminInquiryListQuerySchema;
    response: typeof adminInquiryListSchema;
  };
  detail: {
    method: "GET";
    path: `/${string}`;
    params: typeof adminInquiryIdParamsSchema;
    response: typeof adminInquiryDetailSchema;
  };
  answer: {
    method: "POST";
    path: `/${string}`;
    params: typeof adminInquiryIdParamsSchema;
    body: typeof adminInquiryAnswerRequestSchema;
    response: typeof adminInquiryAnswerResponseSchema;
  };
  file?: { method: "GET"; path: `/${string}`; params: typeof adminInquiryFileParamsSchema };
}

export interface InquiryAdminService {
  list: (staff: StaffContext, query: AdminInquiryListQuery) => Promise<AdminInquiryList>;
  detail: (staff: StaffContext, id: number) => Promise<AdminInquiryDetail>;
  answer: (
    staff: StaffContext,
    id: number,
    answer: string,
  ) => Promise<z.infer<typeof adminInquiryAnswerResponseSchema>>;
  file?: (staff: StaffContext, id: number, fileId: number) => Promise<InquiryFileAnswer>;
}

/** An attachment's answer: its bytes, not JSON. */
const fileBytesSchema = z.instanceof(Buffer).meta({ description: "the file's bytes (image or PDF)" });

/**
 * The routes of one kind (issue 14 item 4): list, detail and answer, and the attachment download where the kind has
 * files, behind the `inquiries.answer` permission. `summaries` are the OpenAPI document's words for each.
 */
export function inquiryAdminRoutes(
  service: (app: Parameters<FastifyPluginAsyncZod>[0]) => InquiryAdminService,
  endpoints: InquiryAdminEndpoints,
  summaries: { list: string; detail: string; answer: string; file?: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    const inquiries = service(app);
    const tags = ["admin"];
    const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
    const onRequest = requireStaff("inquiries.answer");

    app.route({
      ...endpointRoute(endpoints.list, { tags, summary: summaries.list, errors }),
      onRequest,
      handler: async (request) => inquiries.list(staffOf(request), request.query),
    });
    app.route({
      ...endpointRoute(endpoints.detail, { tags, summary: summaries.detail, errors }),
      onRequest,
      handler: async (request) => inquiries.detail(staffOf(request), request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.answer, { tags, summary: summaries.answer, errors }),
      onRequest,
      handler: async (request) => inquiries.answer(staffOf(request), request.params.id, request.body.answer),
    });

    const readFile = inquiries.file;
    if (!endpoints.file || !readFile) return;
    const download = endpointRoute(endpoints.file, { tags, summary: summaries.file ?? "", errors });
    app.route({
      ...download,
      schema: { ...download.schema, response: { 200: fileBytesSchema, ...download.schema.response } },
      onRequest,
      handler: async (request, reply) => {
        const file = await readFile(staffOf(request), request.params.id, request.params.fileId);
        return reply
          .header("cache-control", "private, no-store")
          .header("content-disposition", file.disposition)
          .header("x-content-type-options", "nosniff")
          .type(file.contentType)
          .send(file.data);
      },
    });
  };
}
