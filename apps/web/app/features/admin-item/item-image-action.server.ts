import { ADMIN_ITEM_MESSAGES } from "@shop/contracts/admin-item";
import { ADMIN_ITEM_CREATE_MESSAGES } from "@shop/contracts/admin-item-create";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, data } from "react-router";
import { callAdminApi } from "../../lib/admin-api.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { ImageActionAnswer } from "./item-image-manager";

// The item page's picture writes (docs/decisions/043): each small form of the image manager posts here with its
// intent, and the answer goes back to that form's fetcher (the page's loaders then read the pictures again).

const IMAGE_INTENTS = ["image-upload", "image-order", "image-alt", "image-delete"] as const;
type ImageIntent = (typeof IMAGE_INTENTS)[number];

export const isImageIntent = (intent: string): intent is ImageIntent => IMAGE_INTENTS.includes(intent as ImageIntent);

const idOf = (form: FormData, name: string) => {
  const text = String(form.get(name) ?? "");
  return /^\d{1,9}$/.test(text) ? Number(text) : 0;
};

export async function imageAction(
  context: AppLoadContext,
  request: Request,
  id: number,
  intent: ImageIntent,
  form: FormData,
) {
  const imageId = idOf(form, "imageId");
  const answer = (done: string): ImageActionAnswer => ({
    intent,
    imageId,
    formError: "",
    fieldErrors: {},
    done,
    at: Date.now(),
  });
  try {
    if (intent === "image-upload") {
      const upload = new FormData();
      upload.set("alt", String(form.get("alt") ?? ""));
      const file = form.get("file");
      if (file instanceof File && file.size > 0) upload.set("file", file, file.name);
      await callAdminApi(context, request, apiEndpoints.adminItemImageUpload, { params: { id }, form: upload });
      return answer(ADMIN_ITEM_CREATE_MESSAGES.imageUploaded);
    }
    if (intent === "image-order") {
      const imageIds = String(form.get("imageIds") ?? "")
        .split(",")
        .filter((part) => /^\d{1,9}$/.test(part))
        .map(Number);
      await callAdminApi(context, request, apiEndpoints.adminItemImageOrder, { params: { id }, body: { imageIds } });
      return answer(ADMIN_ITEM_CREATE_MESSAGES.imageSaved);
    }
    if (intent === "image-alt") {
      const alt = String(form.get("alt") ?? "");
      await callAdminApi(context, request, apiEndpoints.adminItemImageAlt, {
        params: { id, imageId },
        body: { alt },
      });
      return answer(ADMIN_ITEM_CREATE_MESSAGES.imageSaved);
    }
    await callAdminApi(context, request, apiEndpoints.adminItemImageDelete, { params: { id, imageId } });
    return answer(ADMIN_ITEM_CREATE_MESSAGES.imageDeleted);
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    if (error.status === 404 && error.message === ADMIN_ITEM_MESSAGES.notFound) {
      throw data(ADMIN_ITEM_MESSAGES.notFound, { status: 404 });
    }
    const fieldErrors = Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.field, entry.message]));
    return data<ImageActionAnswer>({ intent, imageId, formError: error.message, fieldErrors }, error.status);
  }
}
