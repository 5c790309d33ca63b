import type { PageQuery } from "@shop/contracts/common";
import type { ItemInquiry, ItemInquiryCreateRequest, ItemInquiryList } from "@shop/contracts/review";
import { maskName } from "@shop/core/format/mask-name";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { ITEM_INQUIRY_DELETE_ANSWERED_MESSAGE } from "@shop/core/review/review-rules";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import {
  deleteInquiry,
  findInquiry,
  findMemberInquiryPage,
  findMemberName,
  type InquiryRow,
  insertInquiry,
  lockInquiry,
} from "./item-inquiry.repository.js";

const INQUIRY_NOT_FOUND_MESSAGE = "존재하지 않는 문의입니다.";
/** Characters of the text that stand in for a title the member left out. */
const DERIVED_TITLE_LENGTH = 30;

/** Plain text as stored: line breaks made \n and the ends trimmed; nothing is interpreted as markup. */
function plainText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/** The title shown in lists: the member's, or the start of the first line of the text. */
export function inquiryTitle(title: string | null | undefined, content: string): string {
  const given = plainText(title ?? "");
  if (given !== "") return given;
  const firstLine = Array.from(plainText(content).split("\n")[0] ?? "");
  return firstLine.length > DERIVED_TITLE_LENGTH
    ? `${firstLine.slice(0, DERIVED_TITLE_LENGTH).join("")}…`
    : firstLine.join("");
}

function toInquiry(row: InquiryRow): ItemInquiry {
  const answered = row.answer !== null;
  return {
    inquiryId: row.id,
    item: {
      itemId: row.itemId,
      itemUserCode: row.itemUserCode,
      itemName: row.itemName,
      imageSrc: row.imageSrc ?? "",
    },
    title: row.title,
    content: row.content,
    secret: row.secret,
    status: answered ? "completed" : "waiting",
    statusLabel: answered ? "답변완료" : "답변대기",
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ItemInquiryServiceDeps {
  db: Db;
  catalog: CatalogService;
}

/**
 * A member's questions about items (상품 문의, SPEC §7 Q&A): asked from the item page, listed and deleted on my
 * page. They are the item's Q&A rows (item_qnas), so the item page shows them too (docs/decisions/010).
 */
export function createItemInquiryService({ db, catalog }: ItemInquiryServiceDeps) {
  return {
    /** The member's own questions, newest first, with the answers. */
    async list(memberId: number, page: PageQuery): Promise<ItemInquiryList> {
      const { rows, total } = await findMemberInquiryPage(db, memberId, pageWindow(page));
      return { list: rows.map(toInquiry), pagination: paginationOf(page, total) };
    },

    /** Asks a question about a displayed item; it waits for the shop's answer. */
    async create(memberId: number, request: ItemInquiryCreateRequest): Promise<{ inquiry: ItemInquiry }> {
      const item = await catalog.requireDisplayedItem({ itemUserCode: request.itemUserCode });
      const content = plainText(request.content);
      const id = await insertInquiry(db, {
        itemId: item.id,
        userId: memberId,
        authorName: maskName((await findMemberName(db, memberId)) ?? ""),
        title: inquiryTitle(request.title, content),
        content,
        secret: request.secret,
      });
      const row = await findInquiry(db, id);
      return { inquiry: toInquiry(row!) };
    },

    /** Deletes the member's own question while it still waits for an answer. */
    async remove(memberId: number, inquiryId: number) {
      await db.transaction(async (tx) => {
        const row = await lockInquiry(tx, inquiryId);
        // Someone else's question is "not found": its existence is not the caller's business.
        if (!row || row.userId !== memberId) {
          throw new ApiError(404, "NOT_FOUND", INQUIRY_NOT_FOUND_MESSAGE, `item inquiry ${inquiryId} of ${memberId}`);
        }
        if (row.answered) {
          throw new ApiError(
            400,
            "ALREADY_ANSWERED",
            ITEM_INQUIRY_DELETE_ANSWERED_MESSAGE,
            `item inquiry ${inquiryId}`,
          );
        }
        await deleteInquiry(tx, inquiryId);
      });
      return { inquiryId, deleted: true };
    },
  };
}

export type ItemInquiryService = ReturnType<typeof createItemInquiryService>;
