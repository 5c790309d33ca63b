import { toTextBlocks } from "../../components/content/text-blocks.server";

/**
 * Stored content as the plain text staff edit: older texts (the demo data, imports) are HTML, which the back office no
 * longer takes. Headings and paragraphs become paragraphs (a blank line between), list items lines starting "- " or
 * "1. ", the markup gone: the shop shows the saved text as the same blocks (components/content/text-blocks).
 */
export function editableText(source: string): string {
  return toTextBlocks(source)
    .map((block) =>
      block.kind === "list"
        ? block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${item}`).join("\n")
        : block.text,
    )
    .join("\n\n");
}
