import { SHIPPING_LIST_MODE_BASE, type ShippingAddress } from "@shop/contracts/shipping";
import { islandSurcharge } from "@shop/core/checkout/island-surcharge";
import { formatPhoneNumber } from "@shop/core/format/phone";
import type { FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { useAlert } from "../../components/ui/alert-modal";
import styles from "./address-book.module.css";
import { ADDRESS_FORM_ID, SHIPPING_MESSAGES } from "./shipping-messages";

/** The mode the delete button posts: anything but 'mod' deletes (SPEC §4). */
const DELETE_MODE = "del";

/**
 * The member's addresses (SPEC §3 Address entry: title and the base-address marker), each with 수정, and the
 * shipping list action of SPEC §4: 기본배송지로 설정 posts mode 'mod', 삭제 any other mode (after a confirm when
 * JavaScript runs).
 */
export function AddressBookList({ list, editingId }: { list: readonly ShippingAddress[]; editingId: number | null }) {
  const { confirm } = useAlert();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || submitter.value !== DELETE_MODE) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set(submitter.name, submitter.value);
    void confirm(SHIPPING_MESSAGES.confirmDelete, { okLabel: "삭제" }).then((confirmed) => {
      if (confirmed) void submit(data, { method: "post" });
    });
  };

  return (
    <ul className={styles.list}>
      {list.map((entry) => {
        const surcharge = islandSurcharge(entry.postcode);
        const busy = busyId === String(entry.id);
        return (
          <li
            key={entry.id}
            className={entry.isBase ? `${styles.entry} ${styles.baseEntry}` : styles.entry}
            aria-current={editingId === entry.id ? "true" : undefined}
          >
            <div className={styles.entryHead}>
              <h2 className={styles.entryTitle}>{entry.title}</h2>
              {entry.isBase && <span className={styles.baseBadge}>기본배송지</span>}
              {surcharge && <span className={styles.islandBadge}>{surcharge.label}</span>}
            </div>
            <p className={styles.receiver}>
              {entry.receiverName}
              <span className={styles.dot} aria-hidden="true">
                ·
              </span>
              {formatPhoneNumber(entry.receiverPhone)}
            </p>
            <p className={styles.address}>
              <span className={styles.postcode}>[{entry.postcode}]</span> {entry.address}
              {entry.addressDetail && ` ${entry.addressDetail}`}
            </p>
            <Form method="post" className={styles.actions} onSubmit={onSubmit} aria-busy={busy || undefined}>
              <CsrfField />
              <input type="hidden" name="intent" value="list" />
              <input type="hidden" name="id" value={entry.id} />
              <Link to={`?edit=${entry.id}#${ADDRESS_FORM_ID}`} className={styles.actionButton} preventScrollReset>
                수정
              </Link>
              {!entry.isBase && (
                <button
                  type="submit"
                  name="mode"
                  value={SHIPPING_LIST_MODE_BASE}
                  className={styles.actionButton}
                  disabled={busy}
                >
                  기본배송지로 설정
                </button>
              )}
              <button type="submit" name="mode" value={DELETE_MODE} className={styles.actionButton} disabled={busy}>
                삭제
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
