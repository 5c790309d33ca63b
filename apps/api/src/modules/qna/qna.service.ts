import type { PageQuery } from "@shop/contracts/common";
import {
  QNA_FORM_FIELD,
  QNA_GROUPS,
  QNA_MESSAGES,
  QNA_SUGGESTION_GROUP,
  type QnaFile,
  type QnaInquiry,
  type QnaInquiryFields,
  type QnaInquiryList,
  type QnaListKind,
  qnaFilesProblem,
  qnaGroupLabel,
  qnaGroupSchema,
} from "@shop/contracts/qna";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { detectFileType, fileFieldError, type UploadedFile } from "../../lib/multipart-form.js";
import type { AuthContext } from "../account/session.service.js";
import type { OrderQueryService } from "../order/order-query.service.js";
import {
  deleteInquiry,
  type FileInfoRow,
  findFileInfos,
  findFileOfInquiry,
  findInquiry,
  findMemberInquiryPage,
  type InquiryRow,
  insertInquiry,
  lockInquiry,
  type NewInquiryFile,
  updateAnswer,
} from "./qna.repository.js";

/** Characters a stored file name keeps (the extension survives: it is cut from the front). */
const FILE_NAME_MAX = 120;
const EXTENSIONS: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** Plain text as stored: line breaks made \n and the ends trimmed; nothing is interpreted as markup. */
function plainText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/**
 * The name an attachment is kept and downloaded under: the client's name without folders or control characters, at
 * most 120 characters; "첨부파일1.png" when nothing is left of it.
 */
export function attachmentName(sent: string, index: number, contentType: string): string {
  const base = (sent.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim();
  const chars = Array.from(base);
  const kept = chars.length > FILE_NAME_MAX ? chars.slice(chars.length - FILE_NAME_MAX).join("") : base;
  return kept !== "" && kept !== "." && kept !== ".."
    ? kept
    : `첨부파일${index + 1}.${EXTENSIONS[contentType] ?? "bin"}`;
}

/** `attachment` with the Korean name (RFC 6266, RFC 5987) and an ASCII name for clients that read only that. */
export function attachmentDisposition(fileName: string, fileId: number, contentType: string): string {
  const ascii = `attachment-${fileId}.${EXTENSIONS[contentType] ?? "bin"}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function toFile(row: FileInfoRow): QnaFile {
  return { fileId: row.id, fileName: row.fileName, contentType: row.contentType, byteSize: row.byteSize };
}

function toInquiry(row: InquiryRow, files: readonly FileInfoRow[]): QnaInquiry {
  const answered = row.answer !== null;
  return {
    inquiryId: row.id,
    group: qnaGroupSchema.parse({ code: row.groupCode, label: qnaGroupLabel(row.groupCode) }),
    title: row.title,
    content: row.content,
    orderCode: row.orderCode,
    files: files.filter((file) => file.inquiryId === row.id).map(toFile),
    status: answered ? "completed" : "waiting",
    statusLabel: answered ? "답변완료" : "답변대기",
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function notFound(inquiryId: number, memberId: number | null): ApiError {
  return new ApiError(404, "NOT_FOUND", QNA_MESSAGES.notFound, `qna inquiry ${inquiryId} of ${memberId ?? "nobody"}`);
}

export interface QnaServiceDeps {
  db: Db;
  /** The order pages' read: an order the caller may not see is a 404 there. */
  orders: Pick<OrderQueryService, "detail">;
}

/**
 * A member's 1:1 inquiries (1:1 문의, SPEC §3 customer inquiry, §7 Q&A): filed with up to three files from my page,
 * listed with the shop's answer, deleted while they wait; the attachments go back to their owner only.
 */
export function createQnaService({ db, orders }: QnaServiceDeps) {
  /** The order named must be one the member can see on their order pages. */
  async function requireOwnOrder(member: AuthContext, orderCode: string) {
    try {
      await orders.detail(member, orderCode);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw new ApiError(400, "VALIDATION", QNA_MESSAGES.orderNotFound, `order ${orderCode} is not the member's`, [
          { field: QNA_FORM_FIELD.orderCode, message: QNA_MESSAGES.orderNotFound },
        ]);
      }
      throw error;
    }
  }

  return {
    /** The groups an inquiry may be filed under (a fixed list until a back office edits them). */
    listGroups() {
      return { list: QNA_GROUPS.map((group) => ({ code: group.code, label: group.label })) };
    },

    /**
     * The member's own 1:1 inquiries, or with `kind` suggestion their suggestions (제안하기), newest first, with their
     * files and answers.
     */
    async list(memberId: number, page: PageQuery & { kind?: QnaListKind }): Promise<QnaInquiryList> {
      const code = QNA_SUGGESTION_GROUP.code;
      const groups = page.kind === "suggestion" ? { groupCode: code } : { exceptGroupCode: code };
      const { rows, total } = await findMemberInquiryPage(db, memberId, pageWindow(page), groups);
      const files = await findFileInfos(
        db,
        rows.map((row) => row.id),
      );
      return { list: rows.map((row) => toInquiry(row, files)), pagination: paginationOf(page, total) };
    },

    /**
     * Files an inquiry: the files' types are read from their bytes (images or PDF, 10 MB each, 3 at most), a named
     * order must be the member's; then the inquiry and its files are written in one transaction.
     */
    async create(
      member: AuthContext & { userId: number },
      fields: QnaInquiryFields,
      uploads: readonly UploadedFile[],
    ): Promise<{ inquiry: QnaInquiry }> {
      const files: NewInquiryFile[] = [];
      for (const [index, upload] of uploads.entries()) {
        const contentType = (await detectFileType(upload.data)) ?? "";
        files.push({ fileName: attachmentName(upload.fileName, index, contentType), contentType, data: upload.data });
      }
      const problem = qnaFilesProblem(
        files.map((file) => ({ detectedType: file.contentType || null, bytes: file.data.length })),
      );
      if (problem) throw fileFieldError(QNA_FORM_FIELD.files, problem, "qna inquiry files refused");
      if (fields.orderCode) await requireOwnOrder(member, fields.orderCode);

      const inquiryId = await db.transaction((tx) =>
        insertInquiry(
          tx,
          {
            userId: member.userId,
            groupCode: fields.group,
            title: plainText(fields.title),
            content: plainText(fields.content),
            orderCode: fields.orderCode ?? null,
          },
          files,
        ),
      );
      const [row, infos] = await Promise.all([findInquiry(db, inquiryId), findFileInfos(db, [inquiryId])]);
      return { inquiry: toInquiry(row!, infos) };
    },

    /** Deletes the member's own inquiry (with its files) while it still waits for the answer. */
    async remove(memberId: number, inquiryId: number) {
      await db.transaction(async (tx) => {
        const row = await lockInquiry(tx, inquiryId);
        // Someone else's inquiry is "not found": its existence is not the caller's business.
        if (!row || row.userId !== memberId) throw notFound(inquiryId, memberId);
        if (row.answered) {
          throw new ApiError(400, "ALREADY_ANSWERED", QNA_MESSAGES.deleteAnswered, `qna inquiry ${inquiryId}`);
        }
        await deleteInquiry(tx, inquiryId);
      });
      return { inquiryId, deleted: true };
    },

    /**
     * One attachment's bytes, name and type, for the member whose inquiry it is; anyone else — another member, a
     * guest, nobody — and a made-up id get the same 404.
     */
    async getFile(memberId: number | null, inquiryId: number, fileId: number) {
      const row = memberId === null ? undefined : await findFileOfInquiry(db, inquiryId, fileId);
      if (!row || row.userId !== memberId) {
        throw new ApiError(
          404,
          "NOT_FOUND",
          QNA_MESSAGES.fileNotFound,
          `file ${fileId} of qna inquiry ${inquiryId} for ${memberId ?? "nobody"}`,
        );
      }
      return {
        fileName: row.fileName,
        contentType: row.contentType,
        disposition: attachmentDisposition(row.fileName, fileId, row.contentType),
        data: Buffer.from(row.base64, "base64"),
      };
    },

    /** Development only, until the back office: writes the shop's answer, which completes the inquiry. */
    async answerForDev(inquiryId: number, answer: string) {
      await db.transaction(async (tx) => {
        const row = await lockInquiry(tx, inquiryId);
        if (!row) throw notFound(inquiryId, null);
        if (row.answered) {
          throw new ApiError(409, "ALREADY_ANSWERED", QNA_MESSAGES.alreadyAnswered, `qna inquiry ${inquiryId}`);
        }
        await updateAnswer(tx, inquiryId, plainText(answer), new Date());
      });
      const [row, infos] = await Promise.all([findInquiry(db, inquiryId), findFileInfos(db, [inquiryId])]);
      return { inquiry: toInquiry(row!, infos) };
    },
  };
}

export type QnaService = ReturnType<typeof createQnaService>;
