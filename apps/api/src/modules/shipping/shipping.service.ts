import {
  type PostcodeSearch,
  type PostcodeSearchQuery,
  SHIPPING_ADDRESS_LIMIT,
  SHIPPING_LIMIT_MESSAGE,
  type ShippingAddress,
  type ShippingAddressFields,
  type ShippingSaveRequest,
} from "@shop/contracts/shipping";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  PostcodeKeywordError,
  type PostcodeProvider,
  PostcodeUnavailableError,
} from "../../providers/postcode.provider.js";
import {
  countAddresses,
  deleteAddress,
  findAddress,
  findAddresses,
  findBaseAddress,
  findNewestAddress,
  findSameAddress,
  insertAddress,
  lockAddressBook,
  makeBase,
  type ShippingAddressRow,
  updateAddress,
} from "./shipping.repository.js";

export interface ShippingServiceDeps {
  db: Db;
  /** The road-name address search (config PROVIDERS.postcode). */
  postcode: PostcodeProvider;
  logError: (error: unknown, context: Record<string, unknown>) => void;
}

/** An address a checkout used, to keep in the member's book (title defaults to the receiver's name, detail to ""). */
export type OrderAddress = Omit<ShippingAddressFields, "title" | "addressDetail"> & {
  title?: string | undefined;
  addressDetail?: string | undefined;
};

export const SHIPPING_NOT_FOUND_MESSAGE = "배송지 정보를 찾을 수 없습니다.";
export const POSTCODE_UNAVAILABLE_MESSAGE = "주소 검색을 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.";

function toShippingAddress(row: ShippingAddressRow): ShippingAddress {
  return {
    id: row.id,
    title: row.title,
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    postcode: row.postcode,
    address: row.address,
    addressDetail: row.addressDetail,
    isBase: row.isBase,
    createdAt: row.createdAt.toISOString(),
  };
}

function notFound(userId: number, id: number): ApiError {
  return new ApiError(
    404,
    "NOT_FOUND",
    SHIPPING_NOT_FOUND_MESSAGE,
    `shipping address ${id} of member ${userId} not found`,
  );
}

function valuesOf(fields: ShippingAddressFields) {
  return {
    title: fields.title,
    receiverName: fields.receiverName,
    receiverPhone: fields.receiverPhone,
    postcode: fields.postcode,
    address: fields.address,
    addressDetail: fields.addressDetail,
  };
}

/**
 * A member's address book (배송지 관리, SPEC §2 /mypage/delivery, §4 Shipping list action) and the postcode search
 * its form and checkout share. A book that has addresses always has exactly one base address (기본배송지): the first
 * one saved becomes it, making another base unsets the old in the same transaction, and deleting it passes the mark
 * to the newest address left.
 */
export function createShippingService({ db, postcode, logError }: ShippingServiceDeps) {
  /** Inside a transaction that holds the book's lock: `id` becomes base (404 when it is not the member's). */
  async function setBaseIn(tx: Tx, userId: number, id: number): Promise<ShippingAddressRow> {
    const row = await findAddress(tx, userId, id);
    if (!row) throw notFound(userId, id);
    if (row.isBase) return row;
    const based = await makeBase(tx, userId, id);
    if (!based) throw notFound(userId, id);
    return based;
  }

  return {
    /** The member's addresses, the base one first, then the newest (checkout's address list). */
    async listAddresses(userId: number): Promise<ShippingAddress[]> {
      return (await findAddresses(db, userId)).map(toShippingAddress);
    },

    /** One of the member's addresses; 404 when there is none with that id or it is another member's. */
    async findAddress(userId: number, id: number): Promise<ShippingAddress> {
      const row = await findAddress(db, userId, id);
      if (!row) throw notFound(userId, id);
      return toShippingAddress(row);
    },

    /** The member's base address (checkout's default receiver), or null for an empty book. */
    async baseAddress(userId: number): Promise<ShippingAddress | null> {
      const row = await findBaseAddress(db, userId);
      return row ? toShippingAddress(row) : null;
    },

    /**
     * Adds an address (at most SHIPPING_ADDRESS_LIMIT; the first becomes base) or, with `id`, edits the member's own
     * one. `isBase` makes it the base address; it never takes the mark away (another address is made base instead).
     */
    async save(userId: number, input: ShippingSaveRequest): Promise<ShippingAddress> {
      const values = valuesOf(input);
      const row = await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        if (input.id !== undefined) {
          const updated = await updateAddress(tx, userId, input.id, values);
          if (!updated) throw notFound(userId, input.id);
          return input.isBase ? setBaseIn(tx, userId, updated.id) : updated;
        }
        const count = await countAddresses(tx, userId);
        if (count >= SHIPPING_ADDRESS_LIMIT) {
          throw new ApiError(400, "SHIPPING_LIMIT", SHIPPING_LIMIT_MESSAGE, `member ${userId} has ${count} addresses`);
        }
        const inserted = await insertAddress(tx, userId, { ...values, isBase: false });
        return input.isBase || count === 0 ? setBaseIn(tx, userId, inserted.id) : inserted;
      });
      return toShippingAddress(row);
    },

    /** SPEC §4 mode 'mod': `id` becomes the base address, the previous one stops being it; the book after. */
    async setBase(userId: number, id: number): Promise<ShippingAddress[]> {
      await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        await setBaseIn(tx, userId, id);
      });
      return (await findAddresses(db, userId)).map(toShippingAddress);
    },

    /** SPEC §4 any other mode: deletes `id`; when it was the base address the newest one left becomes base. */
    async remove(userId: number, id: number): Promise<ShippingAddress[]> {
      await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const deleted = await deleteAddress(tx, userId, id);
        if (!deleted) throw notFound(userId, id);
        if (!deleted.isBase) return;
        const next = await findNewestAddress(tx, userId);
        if (next) await makeBase(tx, userId, next.id);
      });
      return (await findAddresses(db, userId)).map(toShippingAddress);
    },

    /**
     * Keeps an address a checkout used in the member's book (checkout's "배송지 목록에 추가"): the entry already there
     * when one has the same receiver and address, else a new one (base when the book was empty), or null when the
     * book is full — an order never fails for it. Pass the checkout's transaction as `tx` to write inside it.
     */
    async saveFromOrder(
      userId: number,
      address: OrderAddress,
      options: { tx?: Tx; makeBase?: boolean } = {},
    ): Promise<ShippingAddress | null> {
      const fields: ShippingAddressFields = {
        ...address,
        title: address.title?.trim() || address.receiverName,
        addressDetail: address.addressDetail ?? "",
      };
      const run = async (tx: Tx) => {
        await lockAddressBook(tx, userId);
        const same = await findSameAddress(tx, userId, valuesOf(fields));
        if (same) return options.makeBase ? setBaseIn(tx, userId, same.id) : same;
        const count = await countAddresses(tx, userId);
        if (count >= SHIPPING_ADDRESS_LIMIT) return null;
        const inserted = await insertAddress(tx, userId, { ...valuesOf(fields), isBase: false });
        return options.makeBase || count === 0 ? setBaseIn(tx, userId, inserted.id) : inserted;
      };
      const row = options.tx ? await run(options.tx) : await db.transaction(run);
      return row ? toShippingAddress(row) : null;
    },

    /**
     * GET /api/common/postcode: one page of addresses for the keyword from the road-name address search. A keyword
     * the API refuses is a 400 under `keyword`; the API unreachable or refusing the shop's key a 503 (logged).
     */
    async searchPostcode({ keyword, page, size }: PostcodeSearchQuery): Promise<PostcodeSearch> {
      try {
        const found = await postcode.search({ keyword, page, size });
        return {
          list: found.list,
          pagination: {
            page: found.page,
            size: found.size,
            totalCount: found.totalCount,
            totalPages: Math.ceil(found.totalCount / Math.max(found.size, 1)),
          },
        };
      } catch (error) {
        if (error instanceof PostcodeKeywordError) {
          throw new ApiError(400, "INVALID_KEYWORD", error.shopperMessage, error.message, [
            { field: "keyword", message: error.shopperMessage },
          ]);
        }
        if (error instanceof PostcodeUnavailableError) {
          logError(error, { keyword });
          throw new ApiError(503, "POSTCODE_UNAVAILABLE", POSTCODE_UNAVAILABLE_MESSAGE, error.message);
        }
        throw error;
      }
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
