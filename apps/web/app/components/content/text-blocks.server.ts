import { type ChildNode, isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";

/** Operator-written content as plain text blocks: headings, paragraphs and lists, no markup. */
export type TextBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] };

type DomNode = ChildNode;

const HEADING = /^h[1-6]$/;
/** Elements whose text is not content. */
const SKIPPED = new Set(["script", "style", "template", "noscript", "iframe", "object", "head", "title"]);
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

/**
 * Notices, policies and FAQ answers arrive as HTML or as plain text. Both become text blocks the
 * page renders through React, which escapes them: the operator's markup gives the structure and
 * is never injected into the page.
 */
export function toTextBlocks(source: string): TextBlock[] {
  if (!LOOKS_LIKE_HTML.test(source)) return plainTextBlocks(source);
  const blocks: TextBlock[] = [];
  let inline = "";
  const flushInline = () => {
    pushParagraph(blocks, inline);
    inline = "";
  };
  const visit = (nodes: DomNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) {
        inline += isText(node) ? node.data : "";
        continue;
      }
      const name = node.name.toLowerCase();
      if (SKIPPED.has(name)) continue;
      if (HEADING.test(name)) {
        flushInline();
        const text = inlineText(node.children);
        if (text) blocks.push({ kind: "heading", text });
      } else if (name === "ul" || name === "ol") {
        flushInline();
        const items = node.children
          .filter(isTag)
          .filter((child) => child.name.toLowerCase() === "li")
          .map((child) => inlineText(child.children))
          .filter((text) => text !== "");
        if (items.length > 0) blocks.push({ kind: "list", ordered: name === "ol", items });
      } else if (name === "p" || name === "blockquote" || name === "pre" || name === "tr") {
        flushInline();
        pushParagraph(blocks, inlineText(node.children));
      } else if (name === "br") {
        inline += "\n";
      } else if (isInline(name)) {
        inline += inlineText(node.children, false);
      } else {
        // div, section, table … : their children carry the blocks.
        flushInline();
        visit(node.children);
        flushInline();
      }
    }
  };
  visit(parseDocument(source).children);
  flushInline();
  return blocks;
}

function plainTextBlocks(source: string): TextBlock[] {
  return source
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((text) => ({ kind: "paragraph", text }));
}

const INLINE_TAGS = new Set(["a", "b", "strong", "em", "i", "u", "span", "small", "mark", "sub", "sup", "font", "s"]);
function isInline(name: string) {
  return INLINE_TAGS.has(name);
}

/** Text of inline content: HTML whitespace collapses, <br> and block children break the line. */
function inlineText(nodes: DomNode[], trim = true): string {
  let text = "";
  for (const node of nodes) {
    if (isText(node)) text += node.data.replace(/\s+/g, " ");
    else if (isTag(node)) {
      const name = node.name.toLowerCase();
      if (SKIPPED.has(name)) continue;
      if (name === "br") text += "\n";
      else if (isInline(name)) text += inlineText(node.children, false);
      else text += `\n${inlineText(node.children)}\n`;
    }
  }
  const lines = text.split("\n").map((line) => line.replace(/\s+/g, " "));
  return trim
    ? lines
        .map((line) => line.trim())
        .join("\n")
        .replace(/\n{2,}/g, "\n")
        .trim()
    : lines.join("\n");
}

function pushParagraph(blocks: TextBlock[], raw: string) {
  const text = raw
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
  if (text !== "") blocks.push({ kind: "paragraph", text });
}
