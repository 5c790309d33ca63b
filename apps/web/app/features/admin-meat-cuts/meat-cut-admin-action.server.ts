import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, data } from "react-router";
import { callAdminApi } from "../../lib/admin-api.server";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";

// /admin/meat-cuts' writes (docs/decisions/052): a cut's row form (intent=cut) or a kind's chart upload (intent=chart),
// each answered to the page with which row or kind it was for, so the message shows beside it.

export interface MeatCutActionAnswer {
  /** `cut-<id>` or `chart-<livestock>`: the form the answer belongs to. */
  target: string;
  notice?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function meatCutAdminAction(request: Request, context: AppLoadContext) {
  const form = await readAdminForm(request);
  const isChart = text(form, "intent") === "chart";
  const target = isChart ? `chart-${text(form, "livestock")}` : `cut-${text(form, "id")}`;
  try {
    if (isChart) {
      const upload = new FormData();
      upload.set("livestock", text(form, "livestock"));
      upload.set("alt", text(form, "alt"));
      const file = form.get("file");
      if (file instanceof File && file.size > 0) upload.set("file", file, file.name);
      const { chart } = await callAdminApi(context, request, apiEndpoints.adminUploadMeatCutChart, { form: upload });
      return data<MeatCutActionAnswer>({ target, notice: `${chart.livestockName} 부위 안내도를 바꿨습니다.` });
    }
    const { cut } = await callAdminApi(context, request, apiEndpoints.adminUpdateMeatCut, {
      body: {
        id: Number(text(form, "id")),
        name: text(form, "name"),
        description: text(form, "description"),
        sortOrder: Number(text(form, "sortOrder")),
      },
    });
    return data<MeatCutActionAnswer>({ target, notice: `${cut.name} 부위를 저장했습니다.` });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    const fieldErrors = Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.field, entry.message]));
    return data<MeatCutActionAnswer>({ target, formError: error.message, fieldErrors }, error.status);
  }
}
