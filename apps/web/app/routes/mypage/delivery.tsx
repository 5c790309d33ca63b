import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { SHIPPING_LIST_MODE_BASE, type ShippingAddress, shippingListActionOf } from "@shop/contracts/shipping";
import { Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { isPostcodeSubmission, postcodeIntentOf } from "../../components/address/postcode-search";
import { handlePostcodeIntent } from "../../components/address/postcode-search.server";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import { FormAlert } from "../../components/form/form-fields";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import styles from "../../features/shipping/address-book.module.css";
import { AddressBookForm } from "../../features/shipping/address-book-form";
import { AddressBookList } from "../../features/shipping/address-book-list";
import { apiRefusal, invalid, reply, type ShippingActionData } from "../../features/shipping/shipping-action.server";
import { postedId, SHIPPING_FORM_SPEC, shippingSaveBody } from "../../features/shipping/shipping-form";
import { ADDRESS_FORM_ID, SHIPPING_MESSAGES } from "../../features/shipping/shipping-messages";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { notFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import { commitShopperSession, type ShopperSession } from "../../lib/session.server";
import type { Route } from "./+types/delivery";

const DELIVERY_PATH = "/mypage/delivery";
/** `?edit=new` opens the add form, `?edit=<id>` the edit form of that entry. */
const EDIT_PARAM = "edit";

/** The member's address book and which entry the form edits (null: none open, "new": adding one). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  const book = await callApi(context, apiEndpoints.shippingList, { request });
  const edit = new URL(request.url).searchParams.get(EDIT_PARAM);
  let editing: ShippingAddress | "new" | null = null;
  if (edit === "new") editing = "new";
  else if (edit !== null) {
    const id = postedId(edit);
    editing = book.list.find((entry) => entry.id === id) ?? notFound();
  }
  return { list: book.list, limit: book.limit, editing };
}

/** A search in the postcode panel changes nothing the page loaded. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isPostcodeSubmission(args) ? false : args.defaultShouldRevalidate;
}

async function doneWith(request: Request, session: ShopperSession, message: string) {
  session.flash("alert", message);
  return redirect(DELIVERY_PATH, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

/**
 * The postcode search's buttons (postcode-search.server.ts), the shipping list action of SPEC §4 (`intent=list`:
 * mode 'mod' → POST /api/shipping/base-shipping, any other mode → /api/shipping/delete), and saving the form
 * (POST /api/shipping). Changes end on the list with the shop's alert; refusals stay on the page with the messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const values = readFormValues(form, SHIPPING_FORM_SPEC);

  const postcodeIntent = postcodeIntentOf(form);
  if (postcodeIntent) {
    const answer = await handlePostcodeIntent(postcodeIntent, form, request, context);
    if (answer.picked) Object.assign(values, { postcode: answer.picked.postcode, address: answer.picked.address });
    return reply({ postcode: answer.postcode, values: publicValues(values) });
  }

  const id = postedId(form.get("id"));
  if (intentOf(form) === "list") {
    if (id === null) return invalid({ formError: SHIPPING_MESSAGES.badRequest });
    const mode = form.get("mode");
    const listAction = shippingListActionOf(typeof mode === "string" ? mode : null);
    try {
      if (listAction === "setBase") {
        await callApi(context, apiEndpoints.setBaseShipping, { request, body: { id, mode: SHIPPING_LIST_MODE_BASE } });
      } else {
        // The list's own mode goes along (SPEC §3 payload); the API checks it says delete.
        const sent = typeof mode === "string" && mode.length <= 20 ? { mode } : {};
        await callApi(context, apiEndpoints.deleteShipping, { request, body: { id, ...sent } });
      }
    } catch (error) {
      return apiRefusal(error, []);
    }
    return doneWith(
      request,
      session,
      listAction === "setBase" ? SHIPPING_MESSAGES.baseChanged : SHIPPING_MESSAGES.deleted,
    );
  }

  const kept = publicValues(values);
  const fieldErrors = validateFormValues(values, SHIPPING_FORM_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, values: kept });
  try {
    await callApi(context, apiEndpoints.saveShipping, { request, body: shippingSaveBody(values, id) });
  } catch (error) {
    return apiRefusal(error, Object.keys(SHIPPING_FORM_SPEC.rules), { values: kept });
  }
  return doneWith(request, session, id === null ? SHIPPING_MESSAGES.added : SHIPPING_MESSAGES.edited);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "배송지 관리");

export default function DeliveryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, limit, editing } = loaderData;
  const answer = actionData as ShippingActionData | undefined;
  const full = list.length >= limit;
  const entry = editing !== null && editing !== "new" ? editing : null;
  // The form is open while adding or editing, for an empty book, and while the action has something to show in it.
  const formOpen = editing !== null || list.length === 0 || answer?.values !== undefined || answer?.postcode?.open;
  const listError = answer?.values === undefined ? answer?.formError : undefined;

  return (
    <section className={styles.page} aria-labelledby="delivery-title">
      <h1 id="delivery-title" className={styles.title}>
        배송지 관리
      </h1>
      <p className={styles.lead}>
        자주 쓰는 배송지를 {limit}개까지 저장해 두고 주문할 때 불러올 수 있습니다. 기본배송지는 주문서에 먼저
        채워집니다.
      </p>
      <div className={styles.toolbar}>
        <span>
          등록된 배송지 <strong>{list.length}</strong>/{limit}
        </span>
        {full ? (
          <span className={styles.full}>최대 {limit}개까지 등록할 수 있습니다.</span>
        ) : (
          <Link to={`?${EDIT_PARAM}=new#${ADDRESS_FORM_ID}`} className={styles.addButton} preventScrollReset>
            + 새 배송지 추가
          </Link>
        )}
      </div>
      <FormAlert message={listError} />
      {list.length === 0 ? (
        <p className={styles.empty}>등록된 배송지가 없습니다. 아래에서 첫 배송지를 추가해 주세요.</p>
      ) : (
        <AddressBookList list={list} editingId={entry?.id ?? null} />
      )}
      {formOpen && (entry !== null || !full) && (
        <AddressBookForm entry={entry} first={list.length === 0} actionData={answer} cancelTo={DELIVERY_PATH} />
      )}
    </section>
  );
}
