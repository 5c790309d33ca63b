import type { BusinessLookup } from "@shop/contracts/business-lookup";
import {
  BUSINESS_LOOKUP_MESSAGES,
  BUSINESS_STATUS_CODES,
  businessMayJoin,
  businessStatusMessage,
  businessStatusOfCode,
  lookupDate,
} from "@shop/core/account/business-status";
import { ApiError } from "../../lib/api-error.js";
import {
  type BusinessLookupProvider,
  BusinessLookupUnavailableError,
  type BusinessRecord,
} from "../../providers/business-lookup.provider.js";

export interface BusinessLookupServiceDeps {
  provider: BusinessLookupProvider;
  /** Counts one lookup from an address (the account module's throttle); throws its 429 once over. */
  countLookup: (who: { businessNumber: string; address: string }) => Promise<void>;
  logError: (err: unknown, context: Record<string, unknown>) => void;
}

export type BusinessLookupService = ReturnType<typeof createBusinessLookupService>;

/** The service's record in the shop's shape, the status judged by the core rule; null for an unknown status code. */
function toLookup(record: BusinessRecord): BusinessLookup | null {
  const status = businessStatusOfCode(record.statusCode);
  if (status === null) return null;
  return {
    businessNumber: record.businessNumber,
    status,
    statusName: record.statusName || BUSINESS_STATUS_CODES[status].name,
    closedOn: status === "CLOSED" ? lookupDate(record.closedOn) : null,
    taxType: record.taxType,
    companyName: record.companyName,
    representativeName: record.representativeName,
    postcode: record.postcode,
    address: record.address,
    businessType: record.businessType,
    businessItem: record.businessItem,
    openedOn: lookupDate(record.openedOn),
    joinable: businessMayJoin(status),
    message: businessStatusMessage(status),
  };
}

/** 사업자 정보 조회 (POST /api/nice-dmoa/{id}) and the company join's status check (docs/decisions/053). */
export function createBusinessLookupService({ provider, countLookup, logError }: BusinessLookupServiceDeps) {
  /** The business, null when the service does not know it; BusinessLookupUnavailableError when it cannot answer. */
  async function find(businessNumber: string): Promise<BusinessLookup | null> {
    const record = await provider.lookup(businessNumber);
    return record ? toLookup(record) : null;
  }

  /**
   * POST /api/nice-dmoa/{id}: the number already passed its checksum (the route's schema). Throttled per address
   * before the service is asked; 404 BUSINESS_NOT_FOUND for a number the service does not know; 503 when it cannot
   * be reached (logged), never a 500.
   */
  async function lookup(businessNumber: string, address: string): Promise<BusinessLookup> {
    await countLookup({ businessNumber, address });
    let found: BusinessLookup | null;
    try {
      found = await find(businessNumber);
    } catch (error) {
      if (error instanceof BusinessLookupUnavailableError) {
        logError(error, { businessNumber });
        throw new ApiError(503, "BUSINESS_LOOKUP_UNAVAILABLE", BUSINESS_LOOKUP_MESSAGES.UNAVAILABLE, error.message);
      }
      throw error;
    }
    if (!found) {
      throw new ApiError(
        404,
        "BUSINESS_NOT_FOUND",
        BUSINESS_LOOKUP_MESSAGES.NOT_FOUND,
        `business ${businessNumber} not known to the lookup service`,
      );
    }
    return found;
  }

  /**
   * The company join's re-check (never trusting the form's lookup): the message that refuses the join when the service
   * finds the business closed, else null. A number it does not know, or the service down, lets the join go on (logged
   * for the latter): NICE's data lags new registrations by days, and an outage must not stop companies joining.
   */
  async function joinRefusal(businessNumber: string): Promise<string | null> {
    try {
      const found = await find(businessNumber);
      return found && !found.joinable ? found.message : null;
    } catch (error) {
      if (!(error instanceof BusinessLookupUnavailableError)) throw error;
      logError(error, { businessNumber, during: "company join" });
      return null;
    }
  }

  return { lookup, joinRefusal };
}
