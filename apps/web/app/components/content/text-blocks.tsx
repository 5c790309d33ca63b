import styles from "./text-blocks.module.css";
import type { TextBlock } from "./text-blocks.server";

/** Renders text blocks; every string goes through React, so nothing the operator typed runs. */
export function TextBlocks({ blocks, className }: { blocks: TextBlock[]; className?: string }) {
  return (
    <div className={className ? `${styles.blocks} ${className}` : styles.blocks}>
      {blocks.map((block, index) => {
        // Blocks have no identity beyond their position in a text that never reorders.
        const key = `${index}-${block.kind}`;
        switch (block.kind) {
          case "heading":
            return (
              <h3 key={key} className={styles.heading}>
                {block.text}
              </h3>
            );
          case "list": {
            const ListTag = block.ordered ? "ol" : "ul";
            return (
              <ListTag key={key} className={styles.list}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items are fixed text in fixed order
                  <li key={itemIndex}>{item}</li>
                ))}
              </ListTag>
            );
          }
          default:
            return (
              <p key={key} className={styles.paragraph}>
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
