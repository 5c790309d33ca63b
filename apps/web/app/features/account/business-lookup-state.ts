import type { BusinessLookup } from "@shop/contracts/business-lookup";

/** The answer of the join forms' 사업자 조회 for one typed number. */
export interface BusinessLookupState {
  businessNumber: string;
  /** The business found (its company name fills the form). */
  business?: BusinessLookup;
  /** The status message, or why nothing was found (a wrong number, not found, too many lookups, the service down). */
  message: string;
  /** A closed business: the form shows the message as the number's error and the join is refused. */
  blocked: boolean;
  found: boolean;
}
