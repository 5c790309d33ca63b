import type { ItemCard } from "@shop/contracts/catalog";
import type { EventDetail, EventList, EventReplies, EventSummary, SpotEvents } from "@shop/contracts/display";
import { maskName } from "@shop/core/format/mask-name";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { eventStatusAt, formatEventPeriod } from "@shop/core/site/event-period";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { addDays, subDays } from "date-fns";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import {
  countEventReplies,
  type EventKind,
  type EventReplyRow,
  type EventSummaryRow,
  findEventItemRows,
  findEventPage,
  findEventPictureSubject,
  findLiveSpotEvents,
  findMemberName,
  findOpenedEvent,
  findReplyAuthor,
  findReplyPage,
  insertEventReply,
  parseEventKey,
  updateEventWindow,
} from "./event.repository.js";

const EVENT_ENDED_MESSAGE = "종료된 이벤트입니다.";
const REPLY_CLOSED_MESSAGE = "댓글을 작성할 수 없는 이벤트입니다.";

function toSummary(row: EventSummaryRow, now: Date): EventSummary {
  // Rows come from queries that leave out events not started yet.
  const status = eventStatusAt(row, now) === "ended" ? "ended" : "active";
  return {
    id: row.id,
    link: row.link,
    kind: row.kind,
    title: row.title,
    subTitle: row.subTitle,
    summary: row.summary,
    imageSrc: row.imageUrl,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    period: formatEventPeriod(row.startAt, row.endAt),
    status,
    replyEnabled: row.replyEnabled,
  };
}

function toReply(row: EventReplyRow) {
  return {
    id: row.id,
    authorName: row.authorName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    date: formatKoreaDate(row.createdAt),
  };
}

export interface EventServiceDeps {
  db: Db;
  catalog: CatalogService;
  /** The member's blocked authors (moderation module, decision 051): their replies are not listed to that member. */
  blockedAuthorsOf?: (memberId: number) => Promise<readonly number[]>;
}

/** Events (기획전, time sales, reply events) and their replies; item cards come from the catalog. */
export function createEventService({ db, catalog, blockedAuthorsOf = async () => [] }: EventServiceDeps) {
  /** Each event's item groups, in order; hidden items are left out, and so are emptied groups. */
  async function itemGroupsOf(eventIds: readonly number[]): Promise<Map<number, { name: string; list: ItemCard[] }[]>> {
    const rows = await findEventItemRows(db, eventIds);
    const cards = await catalog.listItemCardsByIds([...new Set(rows.map((row) => row.itemId))]);
    const cardById = new Map(cards.map((card) => [card.itemId, card]));
    const groups = new Map<number, { name: string; list: ItemCard[] }[]>();
    for (const row of rows) {
      const card = cardById.get(row.itemId);
      if (!card) continue;
      const eventGroups = groups.get(row.eventId) ?? [];
      let group = eventGroups.find((candidate) => candidate.name === row.groupName);
      if (!group) {
        group = { name: row.groupName, list: [] };
        eventGroups.push(group);
      }
      group.list.push(card);
      groups.set(row.eventId, eventGroups);
    }
    return groups;
  }

  async function requireOpenedEvent(key: string, now: Date) {
    const row = await findOpenedEvent(db, parseEventKey(key), now);
    if (!row) throw ApiError.notFound(`event ${key}`);
    return row;
  }

  async function requireOpenedEventById(id: number, now: Date) {
    const row = await findOpenedEvent(db, { id }, now);
    if (!row) throw ApiError.notFound(`event ${id}`);
    return row;
  }

  return {
    /** Events live at `now` (operator's order) or ended by then (latest first), optionally of one kind; paged. */
    async listEvents(
      query: { page: number; size: number; status: "active" | "ended"; kind?: EventKind | undefined },
      now = new Date(),
    ): Promise<EventList> {
      const { rows, totalCount } = await findEventPage(
        db,
        { status: query.status, kind: query.kind, now },
        pageWindow(query),
      );
      return {
        list: rows.map((row) => toSummary(row, now)),
        pagination: paginationOf(query, totalCount),
      };
    },

    /** Live spot and time-sale events with all their items in one list. */
    async listSpotEvents(now = new Date()): Promise<SpotEvents> {
      const rows = await findLiveSpotEvents(db, now);
      const groups = await itemGroupsOf(rows.map((row) => row.id));
      return {
        list: rows.map((row) => ({
          ...toSummary(row, now),
          items: (groups.get(row.id) ?? []).flatMap((group) => group.list),
        })),
      };
    },

    /** A live or ended event by numeric id or link slug; one not started or hidden is a 404. */
    async getEvent(key: string, now = new Date()): Promise<EventDetail> {
      const row = await requireOpenedEvent(key, now);
      const [groups, replyCount] = await Promise.all([itemGroupsOf([row.id]), countEventReplies(db, row.id)]);
      return {
        event: {
          ...toSummary(row, now),
          content: row.content,
          backgroundColor: row.backgroundColor,
          groups: groups.get(row.id) ?? [],
          replyCount,
        },
      };
    },

    /**
     * Replies to an opened event, newest first, paged, without those of the viewer's blocked authors; 404 for an
     * unknown or unopened event.
     */
    async listReplies(
      query: { eventId: number; page: number; size: number },
      viewerId: number | null = null,
      now = new Date(),
    ): Promise<EventReplies> {
      const [, hidden] = await Promise.all([
        requireOpenedEventById(query.eventId, now),
        viewerId === null ? [] : blockedAuthorsOf(viewerId),
      ]);
      const { rows, totalCount } = await findReplyPage(db, query.eventId, pageWindow(query), hidden);
      return { list: rows.map(toReply), pagination: paginationOf(query, totalCount) };
    },

    /**
     * A member's reply to a live reply event, signed with the member's masked name. The text is
     * stored as written; pages render it escaped.
     */
    async addReply(memberId: number, body: { eventId: number; content: string }, now = new Date()) {
      const event = await requireOpenedEventById(body.eventId, now);
      if (!event.replyEnabled)
        throw new ApiError(400, "REPLY_CLOSED", REPLY_CLOSED_MESSAGE, `event ${event.id} takes no replies`);
      if (eventStatusAt(event, now) === "ended") {
        throw new ApiError(400, "EVENT_ENDED", EVENT_ENDED_MESSAGE, `event ${event.id} ended`);
      }
      const name = await findMemberName(db, memberId);
      if (name === undefined) throw ApiError.notFound(`member ${memberId}`);
      const row = await insertEventReply(db, {
        eventId: event.id,
        memberId,
        authorName: maskName(name),
        content: body.content,
        createdAt: now,
      });
      return { reply: toReply(row) };
    },

    /** Who wrote a reply and what, for a report or a block of its author (moderation module); undefined for none. */
    async authorOfReply(
      replyId: number,
    ): Promise<{ authorId: number | null; authorName: string; content: string } | undefined> {
      const row = await findReplyAuthor(db, replyId);
      return row && { authorId: row.memberId, authorName: row.authorName, content: row.content };
    },

    /** What an event's drawn picture shows, by its link slug (media module). */
    findPictureSubject(link: string) {
      return findEventPictureSubject(db, link);
    },

    /**
     * Development only: makes an event (by id or slug) live from yesterday for `days` more days and displayed, so
     * browser tests find the dated demo events open (docs/decisions/009); 404 for an unknown key.
     */
    async openForDays(key: string, days: number, now = new Date()) {
      const row = await updateEventWindow(db, parseEventKey(key), {
        startAt: subDays(now, 1),
        endAt: addDays(now, days),
      });
      if (!row) throw ApiError.notFound(`event ${key}`);
      return { link: row.link, startAt: row.startAt.toISOString(), endAt: row.endAt.toISOString() };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
