import multipart from "@fastify/multipart";
import {
  ADMIN_ITEM_CREATE_MESSAGES,
  adminItemImageAltSchema,
  ITEM_IMAGE_FILE_FIELD,
  ITEM_IMAGE_MAX_BYTES,
  ITEM_PHOTO_PATH,
} from "@shop/contracts/admin-item-create";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { fileFieldError, readMultipartForm } from "../../lib/multipart-form.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

const IMAGE_FILE_RULES = {
  field: ITEM_IMAGE_FILE_FIELD,
  maxFiles: 1,
  maxFileBytes: ITEM_IMAGE_MAX_BYTES,
  tooManyMessage: ADMIN_ITEM_CREATE_MESSAGES.imageTooManyFiles,
  tooLargeMessage: ADMIN_ITEM_CREATE_MESSAGES.imageTooLarge,
};

/** The upload's multipart body, for the OpenAPI page only (the route reads the stream). */
const uploadFormDocSchema = z.object({
  alt: z.string().meta({ description: "The picture's alt text (required, up to 200 characters)" }),
  [ITEM_IMAGE_FILE_FIELD]: z.file().meta({ description: "One JPEG, PNG or WebP of at most 5 MB" }),
});

/** An uploaded picture's address: its file id, content hash and extension. */
const photoParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}-[0-9a-f]{64}\.(jpg|png|webp)$/, "이미지 주소가 올바르지 않습니다.")
    .transform((file) => {
      const [name = "", extension = ""] = file.split(".");
      const [id = "0", sha256 = ""] = name.split("-");
      return { fileId: Number(id), sha256, extension };
    }),
});

/** The address names the content hash: the bytes never change under it, so anyone may keep them a year. */
const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * An item's pictures in the back office (issue 14 item 2, docs/decisions/043) and the uploaded pictures' public
 * addresses (`/images/item-photos/…`, outside the endpoint map like the drawn pictures).
 */
export const itemImageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { itemImageAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  await app.register(multipart);

  app.get(
    `${ITEM_PHOTO_PATH}/:file`,
    {
      schema: {
        tags: ["media"],
        summary: "An uploaded item picture (immutable: the address names its content hash; ETag revalidation)",
        params: photoParamsSchema,
        response: {
          200: z.instanceof(Buffer).meta({ description: "image/jpeg, image/png or image/webp" }),
          304: z.null().meta({ description: "Not modified" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { fileId, sha256, extension } = request.params.file;
      const photo = await itemImageAdmin.photo(fileId, sha256, extension);
      reply.header("cache-control", PHOTO_CACHE_CONTROL).header("etag", photo.etag);
      if (request.headers["if-none-match"] === photo.etag) return reply.code(304).send(null);
      return reply.type(photo.contentType).send(photo.data);
    },
  );

  app.route({
    ...endpointRoute(apiEndpoints.adminItemImages, {
      tags,
      summary: "Staff: an item's pictures in the shop's order (the first is the list picture)",
      errors,
    }),
    onRequest: requireStaff("items.read"),
    handler: async (request) => itemImageAdmin.list(staffOf(request), request.params.id),
  });

  const upload = endpointRoute(apiEndpoints.adminItemImageUpload, {
    tags,
    summary:
      "Staff: add a picture (JPEG, PNG or WebP read from the bytes, 5 MB, 10 per item) with its alt text; audited",
    errors: { ...errors, 415: errorBodySchema },
    consumes: ["multipart/form-data"],
  });
  app.route({
    ...upload,
    schema: { ...upload.schema, body: uploadFormDocSchema },
    // The body is a multipart stream read by the handler; the schema above only documents it.
    validatorCompiler: () => (value) => ({ value }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => {
      // The pass-through validator above reads nothing, so the id is checked here.
      const params = apiEndpoints.adminItemImageUpload.params.safeParse(request.params);
      if (!params.success) throw fileFieldError("id", "상품 번호가 올바르지 않습니다.", "bad item id");
      const { fields, files } = await readMultipartForm(request, adminItemImageAltSchema, IMAGE_FILE_RULES);
      const file = files[0];
      if (!file) throw fileFieldError(ITEM_IMAGE_FILE_FIELD, ADMIN_ITEM_CREATE_MESSAGES.imageMissing, "no file part");
      return itemImageAdmin.upload(staffOf(request), params.data.id, fields.alt, file.data);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItemImageOrder, {
      tags,
      summary: "Staff: put every picture of an item in a new order (409 when the list changed since it was read)",
      errors: { ...errors, 409: errorBodySchema },
    }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => itemImageAdmin.reorder(staffOf(request), request.params.id, request.body.imageIds),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItemImageAlt, {
      tags,
      summary: "Staff: a picture's alt text (required); audited",
      errors,
    }),
    onRequest: requireStaff("items.write"),
    handler: async (request) =>
      itemImageAdmin.setAlt(staffOf(request), request.params.id, request.params.imageId, request.body.alt),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItemImageDelete, {
      tags,
      summary: "Staff: delete a picture and its bytes (the item's last one stays: 409); audited",
      errors: { ...errors, 409: errorBodySchema },
    }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => itemImageAdmin.remove(staffOf(request), request.params.id, request.params.imageId),
  });
};
