import styles from "./cart-page.module.css";
import { type CartNotes as CartNotesData, cartNoteFacts } from "./cart-view";

/**
 * 장바구니 안내 under the cart (GET /api/common/cart-info, decision 052): the island surcharges and the line limit the
 * shop applies, then the operator's notes as they are written in the code table, so a change there shows here.
 */
export function CartNotes({ notes }: { notes: CartNotesData }) {
  return (
    <section className={styles.notes} aria-labelledby="cart-notes-title">
      <h2 id="cart-notes-title" className={styles.notesTitle}>
        장바구니 안내
      </h2>
      <dl className={styles.noteFacts}>
        {cartNoteFacts(notes).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.text}</dd>
          </div>
        ))}
      </dl>
      {notes.notices.length > 0 ? (
        <ul className={styles.noteList}>
          {notes.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
