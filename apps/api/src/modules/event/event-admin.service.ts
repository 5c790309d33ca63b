import {
  ADMIN_DISPLAY_MESSAGES,
  type AdminEvent,
  type AdminEventBody,
  type AdminEventItemsBody,
  type AdminEventSummary,
} from "@shop/contracts/admin-display";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaMinute, parseKoreaMinute } from "@shop/core/site/korea-time";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { changedFields, pickFields } from "../../lib/audit-fields.js";
import { type ContentWriteDeps, writeContent } from "../../lib/content-write.js";
import { findPickedItems, resolvePickedItems } from "../display/picked-items-admin.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  type EventFields,
  type EventRow,
  findAdminEvent,
  findAdminEventItems,
  findAdminEventPage,
  findEventIdByLink,
  insertEvent,
  lockAdminEvent,
  replaceEventItems,
  updateEvent,
} from "./event-admin.repository.js";

const EVENT_FIELDS = [
  ...(["link", "kind", "title", "subTitle", "summary", "content", "imageUrl"] as const),
  ...(["startAt", "endAt", "displayed", "replyEnabled", "sortOrder"] as const),
] as const;

function statusAt(row: Pick<EventRow, "startAt" | "endAt">, now: Date): AdminEventSummary["status"] {
  if (row.startAt > now) return "scheduled";
  return row.endAt > now ? "active" : "ended";
}

function toSummary(row: EventRow, itemCount: number, now: Date): AdminEventSummary {
  return {
    id: row.id,
    link: row.link,
    kind: row.kind,
    title: row.title,
    startAt: formatKoreaMinute(row.startAt),
    endAt: formatKoreaMinute(row.endAt),
    displayed: row.displayed,
    sortOrder: row.sortOrder,
    status: statusAt(row, now),
    itemCount,
  };
}

/** The audit log keeps times as the Korea minutes staff typed. */
const auditView = (row: EventRow) =>
  pickFields({ ...row, startAt: formatKoreaMinute(row.startAt), endAt: formatKoreaMinute(row.endAt) }, EVENT_FIELDS);

function fieldsOf(body: AdminEventBody): EventFields {
  // The contract has checked both minutes.
  return { ...body, startAt: parseKoreaMinute(body.startAt)!, endAt: parseKoreaMinute(body.endAt)! };
}

/** PostgreSQL's unique violation (23505) on either driver: two writes raced for one link. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const linkTaken = () =>
  new ApiError(409, "LINK_TAKEN", ADMIN_DISPLAY_MESSAGES.linkTaken, "event link taken", [
    { field: "link", message: ADMIN_DISPLAY_MESSAGES.linkTaken },
  ]);

/**
 * The back office's events (docs/decisions/044): list, create, edit, their items by code, and ending one early. Each
 * write is one transaction with its audit entry (`event.create`, `event.update`, `event.end`) and reaches the event
 * pages and the home page's kept answers at once (lib/content-write.ts).
 */
export function createEventAdminService(deps: ContentWriteDeps) {
  const { db } = deps;

  async function read(source: Db | Tx, id: number, now = new Date()): Promise<AdminEvent> {
    const row = await findAdminEvent(source, id);
    if (!row) throw ApiError.notFound(`event ${id}`);
    const picked = await findAdminEventItems(source, id);
    const names = await findPickedItems(
      source,
      picked.map((item) => item.itemId),
    );
    const list = picked.flatMap(({ itemId, groupName }) => {
      const item = names.get(itemId);
      return item ? [{ ...item, groupName }] : [];
    });
    return {
      ...toSummary(row, list.length, now),
      subTitle: row.subTitle,
      summary: row.summary,
      content: row.content,
      imageUrl: row.imageUrl,
      replyEnabled: row.replyEnabled,
      items: list,
    };
  }

  async function requireRow(tx: Tx, id: number) {
    const row = await lockAdminEvent(tx, id);
    if (!row) throw ApiError.notFound(`event ${id}`);
    return row;
  }

  async function requireFreeLink(tx: Tx, link: string, self?: number) {
    const other = await findEventIdByLink(tx, link);
    if (other !== undefined && other !== self) throw linkTaken();
  }

  /** A write whose unique link raced another's: the same 409 as the check before it. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw linkTaken();
      throw error;
    }
  }

  return {
    async list(query: {
      page: number;
      size: number;
      keyword?: string | undefined;
      status?: AdminEventSummary["status"] | undefined;
    }) {
      const now = new Date();
      const { rows, totalCount } = await findAdminEventPage(
        db,
        { keyword: query.keyword, status: query.status, now },
        pageWindow(query),
      );
      return {
        list: rows.map((row) => toSummary(row.event, row.itemCount, now)),
        pagination: paginationOf(query, totalCount),
      };
    },

    async get(id: number) {
      return { event: await read(db, id) };
    },

    create: (staff: StaffContext, body: AdminEventBody) =>
      guarded(() =>
        writeContent(deps, staff, "event", "create", async (tx) => {
          await requireFreeLink(tx, body.link);
          const row = await insertEvent(tx, fieldsOf(body));
          return { value: { event: await read(tx, row.id) }, entry: { targetId: row.id, after: auditView(row) } };
        }),
      ),

    update: (staff: StaffContext, id: number, body: AdminEventBody) =>
      guarded(() =>
        writeContent(deps, staff, "event", "update", async (tx) => {
          const before = auditView(await requireRow(tx, id));
          await requireFreeLink(tx, body.link, id);
          const after = auditView(await updateEvent(tx, id, fieldsOf(body)));
          return {
            value: { event: await read(tx, id) },
            entry: { targetId: id, ...changedFields(before, after, Object.keys(before)) },
          };
        }),
      ),

    /** The event's items, replaced in the order sent (each code once). */
    updateItems: (staff: StaffContext, id: number, body: AdminEventItemsBody) =>
      writeContent(deps, staff, "event", "update", async (tx) => {
        await requireRow(tx, id);
        const before = await read(tx, id);
        const ids = await resolvePickedItems(tx, body.items);
        await replaceEventItems(
          tx,
          id,
          body.items.map((item, index) => ({ itemId: ids[index]!, groupName: item.groupName })),
        );
        const after = await read(tx, id);
        return { value: { event: after }, entry: { targetId: id, ...changedFields(before, after, ["items"]) } };
      }),

    /**
     * Ends a running event now (its page stays, marked ended). One already ended answers 409, so a second click
     * changes nothing; one not started yet is switched off or re-dated instead (409).
     */
    end: (staff: StaffContext, id: number, now = new Date()) =>
      writeContent(deps, staff, "event", "end", async (tx) => {
        const row = await requireRow(tx, id);
        if (row.endAt <= now) {
          throw new ApiError(409, "EVENT_ENDED", ADMIN_DISPLAY_MESSAGES.eventEnded, `event ${id} ended`);
        }
        if (row.startAt > now) {
          throw new ApiError(
            409,
            "EVENT_NOT_STARTED",
            ADMIN_DISPLAY_MESSAGES.eventNotStarted,
            `event ${id} not started`,
          );
        }
        const updated = await updateEvent(tx, id, { endAt: now });
        return {
          value: { event: await read(tx, id, now) },
          entry: {
            targetId: id,
            before: { endAt: formatKoreaMinute(row.endAt) },
            after: { endAt: formatKoreaMinute(updated.endAt) },
          },
        };
      }),
  };
}

export type EventAdminService = ReturnType<typeof createEventAdminService>;
