import type { MemberProfile } from "@shop/contracts/auth";
import type { OrderDetail } from "@shop/contracts/order";
import {
  CONVERSE_BUSINESS_COMPANY_ONLY_MESSAGE,
  type DocumentParty,
  documentFileNames,
  type OrderStatement,
  type SalesLedgerFileQuery,
  STATEMENT_NOT_PAID_MESSAGE,
  TAX_BILL_COMPANY_ONLY_MESSAGE,
  TAX_BILL_NOT_PAID_MESSAGE,
  type TaxBillCount,
  type TaxBills,
} from "@shop/contracts/order-documents";
import { formatPhoneNumber } from "@shop/core/format/phone";
import { ledgerTotals, salesLedgerPeriod } from "@shop/core/order/sales-ledger";
import { taxBillsOf } from "@shop/core/order/tax-bill";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { formatBusinessNumber } from "@shop/core/validation/business-number";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { AuthContext } from "../account/session.service.js";
import { amountInWords } from "../cart/quote.service.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { SellerService } from "../seller/seller.service.js";
import type { SiteService } from "../site/site.service.js";
import { renderConverseBusinessPdf, renderStatementPdf } from "./order-documents-pdf.js";
import { renderSalesLedgerXlsx } from "./order-documents-xlsx.js";
import { findPurchasedOrders } from "./order-info.repository.js";
import { ledgerRowsOfOrders, type SellerLedgerRow } from "./order-ledger-rows.js";
import type { OrderQueryService } from "./order-query.service.js";

type Member = AuthContext & { userId: number };

export interface OrderDocumentsServiceDeps {
  db: Db;
  /** The items' livestock kinds, which (with their names) decide 면세 or 과세 (decision 021). */
  catalog: Pick<CatalogService, "listItemCardsByIds">;
  /** The sellers' business details: each bill's 공급자. */
  sellers: Pick<SellerService, "getSeller">;
  /** The cooperative's company details: the statement's 공급자 and the counterparty sheet. */
  site: Pick<SiteService, "getAboutUs" | "getOperator">;
  /** One order of the caller's, or 404: the one ownership rule of the order pages. */
  orderQueries: Pick<OrderQueryService, "detail">;
  accounts: { getMe(member: Member): Promise<MemberProfile> };
  clock?: () => Date;
}

/** The member as a bill's 공급받는자: the company, its business number and the member as its contact. */
function buyerParty(profile: MemberProfile): DocumentParty {
  return {
    businessNumber: profile.businessNumber ? formatBusinessNumber(profile.businessNumber) : "",
    companyName: profile.companyName ?? "",
    bossName: profile.userName,
    address: "",
  };
}

/**
 * An order's documents for the buyer's books (decision 032): the tax bills of a company buyer's order (one per seller
 * and tax type), the transaction statement (거래명세서) and its PDF, the purchase ledger as an .xlsx workbook and the
 * cooperative's counterparty details. Amounts are the ledger's rows (decision 021), so every paper agrees with it.
 */
export function createOrderDocumentsService(deps: OrderDocumentsServiceDeps) {
  const { db, catalog, sellers, site, orderQueries, accounts } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function requireCompany(member: Member, message: string): Promise<MemberProfile> {
    const profile = await accounts.getMe(member);
    if (profile.userType !== "BUSINESS") {
      throw new ApiError(403, "BUSINESS_MEMBERS_ONLY", message, "personal member");
    }
    return profile;
  }

  /** The caller's paid order (404 for anyone else's, 409 before it is paid) and its ledger rows. */
  async function paidOrderRows(member: Member, orderCode: string, notPaidMessage: string) {
    const order = await orderQueries.detail(member, orderCode);
    const rows = order.payment.paidAt === null ? [] : await rowsOf(order);
    if (rows.length === 0) {
      throw new ApiError(409, "ORDER_NOT_PAID", notPaidMessage, `order ${orderCode} has nothing paid`);
    }
    return { order, rows };
  }

  function rowsOf(order: OrderDetail): Promise<SellerLedgerRow[]> {
    return ledgerRowsOfOrders(db, catalog, [
      {
        id: order.orderId,
        orderCode: order.orderCode,
        paidAt: order.payment.paidAt === null ? null : new Date(order.payment.paidAt),
        orderedAt: new Date(order.orderedAt),
        pointsUsed: order.orderPrice.totalPointAmount,
      },
    ]);
  }

  async function sellerParties(sellerIds: readonly number[]) {
    const details = await Promise.all([...new Set(sellerIds)].map((id) => sellers.getSeller(id)));
    return new Map(
      details.map(({ seller }) => [
        seller.sellerId,
        {
          sellerId: seller.sellerId,
          businessNumber: seller.businessNumber,
          companyName: seller.sellerName,
          bossName: seller.bossName,
          address: seller.address,
        },
      ]),
    );
  }

  async function statementOf(member: Member, orderCode: string): Promise<OrderStatement> {
    const { order, rows } = await paidOrderRows(member, orderCode, STATEMENT_NOT_PAID_MESSAGE);
    const [profile, about, operator, parties] = await Promise.all([
      accounts.getMe(member),
      site.getAboutUs(),
      site.getOperator(),
      sellerParties(rows.map((row) => row.sellerId)),
    ]);
    const totals = ledgerTotals(rows);
    return {
      statementNo: `S${order.orderCode}`,
      orderCode: order.orderCode,
      tradeDate: rows[0]!.date,
      issuedDate: formatKoreaDate(clock()),
      supplier: {
        businessNumber: formatBusinessNumber(about.companyNumber),
        companyName: about.companyName,
        bossName: about.bossName,
        address: about.address,
        phone: operator.phone,
        email: operator.email,
      },
      sellers: [...parties.values()],
      buyer: {
        name: profile.userName,
        companyName: profile.companyName ?? "",
        businessNumber: profile.businessNumber ? formatBusinessNumber(profile.businessNumber) : "",
      },
      rows,
      totals,
      totalInWords: amountInWords(totals.totalAmount),
    };
  }

  return {
    /**
     * GET /api/taxissue/:orderCode: a company buyer's bills of a paid order, one per seller and tax type: 전자세금계산서
     * for taxed goods (supply and VAT), 전자계산서 for VAT-exempt ones. 403 for a personal member, 404 for an order
     * that is not the caller's, 409 before it is paid.
     */
    async taxBills(member: Member, orderCode: string): Promise<TaxBills> {
      const profile = await requireCompany(member, TAX_BILL_COMPANY_ONLY_MESSAGE);
      const { order, rows } = await paidOrderRows(member, orderCode, TAX_BILL_NOT_PAID_MESSAGE);
      const groups = taxBillsOf(rows);
      const parties = await sellerParties(groups.map((group) => group.sellerId));
      const buyer = buyerParty(profile);
      const list = groups.map((group, index) => ({
        billNo: `${order.orderCode}-${index + 1}`,
        title: group.title,
        taxType: group.taxType,
        writtenDate: group.rows[0]!.date,
        supplier: parties.get(group.sellerId)!,
        buyer,
        rows: group.rows,
        supplyAmount: group.supplyAmount,
        vatAmount: group.vatAmount,
        totalAmount: group.totalAmount,
        receiptKind: "영수" as const,
      }));
      return {
        orderCode: order.orderCode,
        list,
        supplyAmount: list.reduce((sum, bill) => sum + bill.supplyAmount, 0),
        vatAmount: list.reduce((sum, bill) => sum + bill.vatAmount, 0),
        totalAmount: list.reduce((sum, bill) => sum + bill.totalAmount, 0),
      };
    },

    /** GET /api/taxissue/count/:orderCode: how many bills the order has (0 before it is paid); 403 and 404 as above. */
    async taxBillCount(member: Member, orderCode: string): Promise<TaxBillCount> {
      await requireCompany(member, TAX_BILL_COMPANY_ONLY_MESSAGE);
      const order = await orderQueries.detail(member, orderCode);
      const groups = order.payment.paidAt === null ? [] : taxBillsOf(await rowsOf(order));
      return {
        orderCode: order.orderCode,
        count: groups.length,
        taxableCount: groups.filter((group) => group.taxType === "taxable").length,
        taxFreeCount: groups.filter((group) => group.taxType === "taxFree").length,
      };
    },

    /** GET /api/order/statement/:orderCode: the 거래명세서 of the member's paid order; 404 for anyone else's. */
    statement: statementOf,

    /** GET /api/order/statement/:orderCode/pdf: the same statement as an A4 PDF. */
    async statementPdf(member: Member, orderCode: string) {
      const statement = await statementOf(member, orderCode);
      return {
        bytes: await renderStatementPdf(statement),
        fileName: documentFileNames.statementPdf(statement.orderCode),
        asciiName: `statement-${statement.orderCode}.pdf`,
      };
    },

    /**
     * GET /api/order/sales-ledger/xlsx: a company buyer's ledger of a period (the ledger's rule and period) as an
     * .xlsx workbook with Korean headers, won formats and totals. 403 for a personal member, 400 for a bad period.
     */
    async salesLedgerXlsx(member: Member, query: SalesLedgerFileQuery) {
      const profile = await requireCompany(member, "거래 원장은 사업자 회원만 조회할 수 있습니다.");
      const period = salesLedgerPeriod(query, clock());
      if (!period.ok) {
        throw new ApiError(400, "BAD_REQUEST", period.message, `sales ledger period: ${period.field}`, [
          { field: period.field, message: period.message },
        ]);
      }
      const orders = await findPurchasedOrders(db, member.userId, period.start, period.end);
      const rows = await ledgerRowsOfOrders(db, catalog, orders);
      const bytes = await renderSalesLedgerXlsx({
        period: { from: period.from, to: period.to },
        buyer: buyerParty(profile),
        rows,
        totals: ledgerTotals(rows),
        madeAt: clock(),
      });
      return {
        bytes,
        fileName: documentFileNames.salesLedgerXlsx(period.from, period.to),
        asciiName: `sales-ledger-${period.from}-${period.to}.xlsx`,
      };
    },

    /**
     * GET /api/mypage/converse-business/download: what a company buyer's accounts department needs to register the
     * cooperative as a counterparty (거래처 등록): its business registration details, contact, how payment and
     * settlement work, and the buyer's own details as the shop has them; a PDF. 403 for a personal member.
     */
    async converseBusiness(member: Member) {
      const profile = await requireCompany(member, CONVERSE_BUSINESS_COMPANY_ONLY_MESSAGE);
      const [about, operator] = await Promise.all([site.getAboutUs(), site.getOperator()]);
      const bytes = await renderConverseBusinessPdf({
        issuedDate: formatKoreaDate(clock()),
        cooperative: {
          companyName: about.companyName,
          bossName: about.bossName,
          businessNumber: formatBusinessNumber(about.companyNumber),
          address: about.post ? `(${about.post}) ${about.address}` : about.address,
          mailOrderNumber: about.mailOrderNumber,
          adminName: about.adminName,
          phone: operator.phone,
          hours: operator.hours,
          email: about.email,
        },
        buyer: {
          ...buyerParty(profile),
          email: profile.email,
          phone: formatPhoneNumber(profile.phoneNumber),
        },
      });
      return { bytes, fileName: documentFileNames.converseBusinessPdf(), asciiName: "counterparty.pdf" };
    },
  };
}

export type OrderDocumentsService = ReturnType<typeof createOrderDocumentsService>;
