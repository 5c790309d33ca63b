import multipart from "@fastify/multipart";
import { ADMIN_ITEM_MESSAGES, BULK_MAX_BYTES, bulkUpdateQuerySchema } from "@shop/contracts/admin-item";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError } from "../../lib/api-error.js";
import { CSV_TYPE, sendDownload, XLSX_TYPE } from "../../lib/download.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { fileFieldError, readMultipartForm } from "../../lib/multipart-form.js";
import { onShopChange } from "../../lib/shop-changes.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

const BULK_FILE_RULES = {
  field: "file",
  maxFiles: 1,
  maxFileBytes: BULK_MAX_BYTES,
  tooManyMessage: ADMIN_ITEM_MESSAGES.fileTooMany,
  tooLargeMessage: ADMIN_ITEM_MESSAGES.fileTooLarge,
};

/** The template's bytes, for the OpenAPI page. */
const templateBytesSchema = z.instanceof(Buffer).meta({ description: "the .xlsx or .csv template" });

/** The multipart body of the bulk update, for the OpenAPI page only (the route reads the stream). */
const bulkFormDocSchema = z.object({
  file: z.file().meta({ description: ".xlsx or .csv of at most 2 MB and 5,000 rows (docs/decisions/038)" }),
});

/**
 * The back office's items (issue 14 item 2, docs/decisions/038): list and edit, options' stock, display on/off, bulk
 * price and stock updates. Read with items.read (customer service too), written with items.write; a seller's staff
 * reach their own seller's items only (any other is a 404).
 */
export const itemAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { itemAdmin, catalog, search, items } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  await app.register(multipart);

  // Every item write in this process or another worker forgets the API's kept lists, search pages and item answers.
  const stopListening = onShopChange(["catalog"], () => {
    catalog.forgetCachedItems();
    search.forgetCachedResults();
    items.forgetCachedDetails();
  });
  app.addHook("onClose", async () => stopListening());

  app.route({
    ...endpointRoute(apiEndpoints.adminItems, {
      tags,
      summary: "Staff: items by keyword (code or name), category, brand, seller, livestock, display and sold out",
      errors,
    }),
    onRequest: requireStaff("items.read"),
    handler: async (request) => itemAdmin.list(staffOf(request), request.query),
  });

  const template = endpointRoute(apiEndpoints.adminItemBulkTemplate, {
    tags,
    summary: "Staff: the bulk update's template (.xlsx or .csv) with the scope's newest options' price and stock",
    errors,
  });
  app.route({
    ...template,
    schema: { ...template.schema, response: { 200: templateBytesSchema, ...template.schema.response } },
    onRequest: requireStaff("items.write"),
    handler: async (request, reply) => {
      const { format } = request.query;
      const bytes = await itemAdmin.template(staffOf(request), format);
      const name = `item-bulk-template.${format}`;
      return sendDownload(reply, { bytes, fileName: name, asciiName: name }, format === "csv" ? CSV_TYPE : XLSX_TYPE);
    },
  });

  const bulk = endpointRoute(apiEndpoints.adminItemBulkUpdate, {
    tags,
    summary: "Staff: sale price and stock from a file; dryRun=true answers each row's change or refusal",
    description:
      "Columns 상품코드, 옵션번호 or 옵션명, 판매가, 재고 (an empty cell changes nothing). The real run writes every " +
      "accepted row in one transaction and answers the same table.",
    errors: { ...errors, 415: errorBodySchema },
    consumes: ["multipart/form-data"],
  });
  app.route({
    ...bulk,
    schema: { ...bulk.schema, body: bulkFormDocSchema },
    // The body is a multipart stream read by the handler; the schema above only documents it.
    validatorCompiler: () => (value) => ({ value }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => {
      // The pass-through validator above reads nothing, so the query is checked here.
      const query = bulkUpdateQuerySchema.safeParse(request.query);
      if (!query.success) throw new ApiError(400, "VALIDATION", "dryRun은 true 또는 false입니다.", "bad dryRun");
      const { files } = await readMultipartForm(request, z.object({}), BULK_FILE_RULES);
      const file = files[0];
      if (!file) throw fileFieldError("file", ADMIN_ITEM_MESSAGES.fileMissing, "no file part");
      return itemAdmin.bulkUpdate(staffOf(request), file.data, query.data.dryRun);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItem, {
      tags,
      summary: "Staff: every editable field of an item, its options with stock, and the form's choices",
      errors,
    }),
    onRequest: requireStaff("items.read"),
    handler: async (request) => itemAdmin.detail(staffOf(request), request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItemUpdate, {
      tags,
      summary: "Staff: edit an item (prices by core's rules: 판매가 ≤ 정상가, 특가 below 판매가 or 0); audited",
      errors,
    }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => itemAdmin.update(staffOf(request), request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItemDisplay, {
      tags,
      summary: "Staff: show or hide an item in the shop; audited as item.update",
      errors,
    }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => itemAdmin.update(staffOf(request), request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItemOptions, {
      tags,
      summary: "Staff: set options' stock (what is left to sell); 409 when an order moved it since it was read",
      errors: { ...errors, 409: errorBodySchema },
    }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => itemAdmin.setOptionStock(staffOf(request), request.params.id, request.body),
  });
};
