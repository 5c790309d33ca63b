// 입점문의 (SPEC §1, §7): producers and companies apply to sell on the shop, guests as well as members; the back
// office (a later issue) reads the applications. No SMS or mail goes out: the applicant keeps the application number.
//
// Attachments are kept in the database, as review photos are: every API process sees them without a shared disk
// (DESIGN.md keeps all cross-process state in PostgreSQL), they are backed up and deleted with their application,
// and an application is written whole or not at all in one transaction. What that costs is bounded: at most 3 files
// of 10 MB, and 5 applications an hour (20 a day) per address — the budget is what keeps the table from being
// flooded, counted from the applications themselves under a per-address advisory lock, so a burst cannot outrun it.

import { TZDate } from "@date-fns/tz";
import {
  STORE_INQUIRY_CATEGORIES,
  STORE_INQUIRY_FILE_ACCEPT,
  STORE_INQUIRY_FILE_FIELD,
  STORE_INQUIRY_FILE_MAX_BYTES,
  STORE_INQUIRY_FILE_TYPES,
  STORE_INQUIRY_MAX_FILES,
  STORE_INQUIRY_MESSAGES,
  STORE_INQUIRY_REVIEW_BUSINESS_DAYS,
  type StoreInquiryFields,
  type StoreInquiryForm,
  type StoreInquiryPrivacyConsent,
  type StoreInquiryReceipt,
} from "@shop/contracts/store-inquiry";
import { throttleAddressOf } from "@shop/core/account/login-throttle";
import { format } from "date-fns";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { detectFileType, fileFieldError, type UploadedFile } from "../../lib/multipart-form.js";
import {
  deleteStoreInquiriesBefore,
  findAddressApplicationTimes,
  insertStoreInquiry,
  lockAddressApplications,
  type NewStoreInquiryFile,
} from "./store-inquiry.repository.js";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Applications one address may send in each window: a company applies once, an agency for a few brands. */
export const STORE_INQUIRY_BUDGETS = [
  { windowMs: HOUR_MS, limit: 5 },
  { windowMs: 24 * HOUR_MS, limit: 20 },
] as const;

/** What an applicant agrees to before the shop keeps their contact (개인정보 보호법 제15조 제2항의 고지 사항). */
export const STORE_INQUIRY_PRIVACY_CONSENT: StoreInquiryPrivacyConsent = {
  title: "개인정보 수집·이용 동의 (필수)",
  items:
    "회사명, 대표자명, 사업자등록번호, 담당자명, 담당자 휴대폰번호, 이메일, 홈페이지 주소(선택), 첨부파일에 담긴 정보, 신청 시 접속 IP 주소(자동 수집)",
  purpose: "입점 신청 검토, 검토 결과 안내, 입점 상담 및 계약 진행을 위한 연락, 반복 신청 등 부정 이용 방지",
  retention: "신청일로부터 1년간 보관 후 파기합니다. 입점 계약을 맺은 경우에는 계약이 끝날 때까지 보관합니다.",
  refusal: "개인정보 수집·이용에 동의하지 않으실 수 있으며, 동의하지 않으시면 입점 신청을 하실 수 없습니다.",
};

const FORM: StoreInquiryForm = {
  categories: STORE_INQUIRY_CATEGORIES,
  privacyConsent: STORE_INQUIRY_PRIVACY_CONSENT,
  attachments: {
    maxFiles: STORE_INQUIRY_MAX_FILES,
    maxBytesPerFile: STORE_INQUIRY_FILE_MAX_BYTES,
    types: [...STORE_INQUIRY_FILE_TYPES],
    accept: STORE_INQUIRY_FILE_ACCEPT,
    note: `회사소개서·제안서 등 PDF, JPG, PNG, GIF, WEBP 파일을 최대 ${STORE_INQUIRY_MAX_FILES}개, 파일당 ${
      STORE_INQUIRY_FILE_MAX_BYTES / 1024 / 1024
    }MB까지 첨부할 수 있습니다.`,
  },
  reviewBusinessDays: STORE_INQUIRY_REVIEW_BUSINESS_DAYS,
};

/** The limits the multipart reader applies while the attachments stream in. */
export const STORE_INQUIRY_FILE_RULES = {
  field: STORE_INQUIRY_FILE_FIELD,
  maxFiles: STORE_INQUIRY_MAX_FILES,
  maxFileBytes: STORE_INQUIRY_FILE_MAX_BYTES,
  tooManyMessage: STORE_INQUIRY_MESSAGES.TOO_MANY_FILES,
  tooLargeMessage: STORE_INQUIRY_MESSAGES.FILE_SIZE,
};

/** 429 once an address has used its budget; the answer says how long to wait, in its message and Retry-After. */
export class StoreInquiryThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      "STORE_INQUIRY_THROTTLED",
      throttledMessage(retryAfterSeconds),
      "store inquiry budget of the address used",
    );
  }

  override responseHeaders() {
    return { "retry-after": String(this.retryAfterSeconds) };
  }
}

function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes < 60 ? `${minutes}분` : `${Math.ceil(minutes / 60)}시간`;
  return `입점 신청 횟수를 초과했습니다. ${wait} 후 다시 시도해 주세요.`;
}

/**
 * How long the address must wait before another application, in ms (0: it may apply now), from the times of its
 * newest applications (newest first): in each window, the `limit`-th newest must have left it.
 */
export function budgetWaitMs(times: readonly Date[], now: Date): number {
  let wait = 0;
  for (const { windowMs, limit } of STORE_INQUIRY_BUDGETS) {
    const edge = times[limit - 1];
    if (edge) wait = Math.max(wait, edge.getTime() + windowMs - now.getTime());
  }
  return wait;
}

/** 접수번호: SI, the day in Korea (yyMMdd), the application's sequence padded to 5 digits (SI261128-00012). */
export function storeInquiryNumber(id: number, at: Date): string {
  return `SI${format(new TZDate(at, "Asia/Seoul"), "yyMMdd")}-${String(id).padStart(5, "0")}`;
}

const FILE_NAME_MAX = 200;
const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * The name an attachment is kept under: the client's name without a path (old browsers send C:\…) or control
 * characters, at most 200 characters; `첨부파일1.pdf` when nothing is left.
 */
export function attachmentFileName(sent: string, index: number, contentType: string): string {
  const base = sent.split(/[/\\]/).at(-1) ?? "";
  const clean = Array.from(base.replace(/\p{Cc}/gu, "").trim())
    .slice(0, FILE_NAME_MAX)
    .join("");
  return clean || `첨부파일${index + 1}.${EXTENSIONS[contentType] ?? "bin"}`;
}

/** The message for attachments the shop does not take, or null: the count, then each file's type, then its size. */
export function attachmentsProblem(files: readonly { detectedType: string | null; bytes: number }[]): string | null {
  if (files.length > STORE_INQUIRY_MAX_FILES) return STORE_INQUIRY_MESSAGES.TOO_MANY_FILES;
  for (const file of files) {
    if (!(STORE_INQUIRY_FILE_TYPES as readonly (string | null)[]).includes(file.detectedType)) {
      return STORE_INQUIRY_MESSAGES.FILE_TYPE;
    }
    if (file.bytes > STORE_INQUIRY_FILE_MAX_BYTES) return STORE_INQUIRY_MESSAGES.FILE_SIZE;
  }
  return null;
}

export interface StoreInquiryServiceDeps {
  db: Db;
  /** The time applications are stamped and budgets counted with; tests may stand it still. */
  clock?: () => Date;
}

/** 입점문의: the application form's facts and taking an application with its attachments. */
export function createStoreInquiryService({ db, clock = () => new Date() }: StoreInquiryServiceDeps) {
  async function refuseOverBudget(executor: Db | Tx, address: string) {
    const now = clock();
    const longest = Math.max(...STORE_INQUIRY_BUDGETS.map((budget) => budget.windowMs));
    const keep = Math.max(...STORE_INQUIRY_BUDGETS.map((budget) => budget.limit));
    const times = await findAddressApplicationTimes(executor, address, new Date(now.getTime() - longest), keep);
    const wait = budgetWaitMs(times, now);
    if (wait > 0) throw new StoreInquiryThrottledError(Math.ceil(wait / 1000));
  }

  return {
    /** What the application form needs: the categories, the privacy notice and the attachment limits. */
    /** Housekeeping: the applications past the retention their consent text states, deleted with their files. */
    purgeBefore(cutoff: Date): Promise<number> {
      return deleteStoreInquiriesBefore(db, cutoff);
    },

    formInfo(): StoreInquiryForm {
      return FORM;
    },

    /** Refuses (429) a client that has used its budget: called before the body is read, so a flood costs no upload. */
    async checkBudget(clientIp: string): Promise<void> {
      await refuseOverBudget(db, throttleAddressOf(clientIp));
    },

    /**
     * Takes an application: the attachments' types are read from their bytes; then, in one transaction with the
     * client's applications locked, its budget is checked again and the application and its files are written.
     */
    async apply(
      clientIp: string,
      fields: StoreInquiryFields,
      uploads: readonly UploadedFile[],
    ): Promise<StoreInquiryReceipt> {
      const detected = await Promise.all(uploads.map((upload) => detectFileType(upload.data)));
      const problem = attachmentsProblem(
        uploads.map((upload, i) => ({ detectedType: detected[i] ?? null, bytes: upload.data.length })),
      );
      if (problem) throw fileFieldError(STORE_INQUIRY_FILE_FIELD, problem, "store inquiry attachments refused");
      const files: NewStoreInquiryFile[] = uploads.map((upload, i) => {
        const contentType = detected[i] ?? "";
        return { fileName: attachmentFileName(upload.fileName, i, contentType), contentType, data: upload.data };
      });

      const address = throttleAddressOf(clientIp);
      const receipt = await db.transaction(async (tx) => {
        await lockAddressApplications(tx, address);
        await refuseOverBudget(tx, address);
        const now = clock();
        const { applicationNumber } = await insertStoreInquiry(
          tx,
          {
            companyName: fields.companyName,
            ceoName: fields.ceoName,
            businessNumber: fields.businessNumber,
            managerName: fields.managerName,
            phoneNumber: fields.phoneNumber,
            email: fields.email,
            category: fields.category,
            website: fields.website,
            proposal: fields.proposal.replace(/\r\n?/g, "\n"),
            privacyAgreedAt: now,
            clientAddress: address,
            createdAt: now,
          },
          (id) => storeInquiryNumber(id, now),
          files,
        );
        return { applicationNumber, appliedAt: now };
      });
      return {
        applicationNumber: receipt.applicationNumber,
        companyName: fields.companyName,
        appliedAt: receipt.appliedAt.toISOString(),
        attachmentCount: files.length,
      };
    },
  };
}

export type StoreInquiryService = ReturnType<typeof createStoreInquiryService>;
