import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { STORE_INQUIRY_FILE_MAX_BYTES, STORE_INQUIRY_MAX_FILES } from "@shop/contracts/store-inquiry";
import { redirect } from "react-router";
import { publicValues } from "../../components/form/form-action.server";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import { readStoreApplied, storeAppliedCookie } from "../../features/store-inquiry/store-applied-cookie.server";
import { StoreApplyDone } from "../../features/store-inquiry/store-apply-done";
import { StoreApplyForm } from "../../features/store-inquiry/store-apply-form";
import styles from "../../features/store-inquiry/store-inquiry.module.css";
import { apiRefusal, invalid } from "../../features/store-inquiry/store-inquiry-action.server";
import {
  chosenFilesProblem,
  postedFiles,
  STORE_INQUIRY_FORM_FIELDS,
  STORE_INQUIRY_SPEC,
  storeInquiryApiForm,
} from "../../features/store-inquiry/store-inquiry-form";
import { STORE_APPLY_PATH } from "../../features/store-inquiry/store-intro";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/apply";

/** `?step=done`: the done screen of the application just sent (its receipt rides in a short-lived cookie). */
const DONE_STEP = "done";

export async function loader({ request, context }: Route.LoaderArgs) {
  const form = await callApi(context, apiEndpoints.storeInquiryForm, { request });
  if (new URL(request.url).searchParams.get("step") !== DONE_STEP) return { form, receipt: null };
  const receipt = await readStoreApplied(request);
  // A done link opened later, or elsewhere, has nothing to show: the form instead.
  if (!receipt) throw redirect(STORE_APPLY_PATH);
  return { form, receipt };
}

/** POST /api/store-inquiry (multipart, guests too); then the done screen, by a redirect so a reload sends nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await readProtectedForm(request);
  const values = readFormValues(form, STORE_INQUIRY_SPEC);
  const files = postedFiles(form);
  const kept = { values: publicValues(values), filesDropped: files.length > 0 };

  const fieldErrors = validateFormValues(values, STORE_INQUIRY_SPEC);
  const filesProblem = chosenFilesProblem(files, {
    maxFiles: STORE_INQUIRY_MAX_FILES,
    maxBytesPerFile: STORE_INQUIRY_FILE_MAX_BYTES,
  });
  if (filesProblem) fieldErrors.attachments = filesProblem;
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, ...kept });

  try {
    const receipt = await callApi(context, apiEndpoints.applyStoreInquiry, {
      request,
      form: storeInquiryApiForm(values, files),
    });
    return redirect(`${STORE_APPLY_PATH}?step=${DONE_STEP}`, {
      headers: { "Set-Cookie": await storeAppliedCookie(request, receipt) },
    });
  } catch (error) {
    return apiRefusal(error, STORE_INQUIRY_FORM_FIELDS, kept);
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.receipt ? "입점 신청 완료" : "입점 신청");

/** 입점 신청 (SPEC §2 /store/apply): the application form, then its done screen with the application number. */
export default function StoreApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, receipt } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="store-apply-title">
      <h1 id="store-apply-title" className={styles.pageTitle}>
        {receipt ? "입점 신청 완료" : "입점 신청"}
      </h1>
      {receipt ? (
        <StoreApplyDone receipt={receipt} reviewBusinessDays={form.reviewBusinessDays} />
      ) : (
        <>
          <p className={styles.lead}>
            입점을 희망하시는 업체의 정보와 제안 내용을 보내 주세요.
            <br />
            검토 후 영업일 기준 {form.reviewBusinessDays}일 이내에 담당자가 연락드립니다.
          </p>
          <StoreApplyForm form={form} actionData={actionData} />
        </>
      )}
    </section>
  );
}
