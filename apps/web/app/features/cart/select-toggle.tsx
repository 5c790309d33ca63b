import { CsrfField } from "../../components/form/csrf-field";
import styles from "./cart-page.module.css";
import { allSelected, selectionWith } from "./cart-view";
import type { CartSelection } from "./use-cart-selection";

interface SelectToggleProps {
  selection: CartSelection;
  /** The lines this box ticks: one line, a seller's box, a delivery group or the whole cart. */
  ids: readonly number[];
  /** The accessible name ("한우 등심 선택", "전체선택"). */
  label: string;
  /** Shown beside the box; none for a line (its name is beside it already). */
  text?: string;
}

/**
 * A checkbox that saves the selection at once (POST /api/cart/price through the page's action): a submit button in
 * its own form carrying the whole selection it leads to, so it works the same without JavaScript; with it the
 * shared selection fetcher shows the new state before the answer. Disabled when none of its lines can be bought.
 */
export function SelectToggle({ selection, ids, label, text }: SelectToggleProps) {
  const { selected, buyable, buyableSet, fetcher } = selection;
  const checked = allSelected(ids, selected, buyableSet);
  const disabled = !ids.some((id) => buyableSet.has(id));
  const next = selectionWith([...selected], ids, !checked, buyable);
  return (
    <fetcher.Form method="post" className={styles.selectForm}>
      <CsrfField />
      <input type="hidden" name="intent" value="select" />
      {next.map((id) => (
        <input key={id} type="hidden" name="cartIds" value={id} />
      ))}
      {/* biome-ignore lint/a11y/useSemanticElements: a submit button, so one press saves the selection without JavaScript too */}
      <button
        type="submit"
        role="checkbox"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        className={styles.checkButton}
      >
        <span className={checked ? `${styles.checkBox} ${styles.checked}` : styles.checkBox} aria-hidden="true" />
        {text ? <span className={styles.checkText}>{text}</span> : null}
      </button>
    </fetcher.Form>
  );
}
