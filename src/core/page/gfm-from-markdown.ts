// The token fields and types these handlers read (`_align`, the task list check's tokens).
/// <reference types="micromark-extension-gfm-table" />
/// <reference types="micromark-extension-gfm-task-list-item" />
import type { InlineCode, ListItem, Paragraph } from 'mdast';
import type { CompileContext, Extension as FromMarkdownExtension, Token } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';

// mdast-util-gfm's gfmFromMarkdown, with the table and task list halves written here. The packages of
// those two keep their reading and writing halves in one module, and the writing half imports
// mdast-util-to-markdown: reading a page through them put the Markdown writer (~7 KB gzip) in the
// code the app's worker loads before its first preview, though only "Copy page" and the export write
// Markdown. These are mdast-util-gfm-table 2.0.1's and mdast-util-gfm-task-list-item 2.0.0's
// handlers (MIT), and give the same trees (test/core/page/gfm-from-markdown.test.ts compares them).

/** The mdast-util-from-markdown extensions of GitHub Flavored Markdown: autolink literals, footnotes, strikethrough, tables and task list items. */
export function gfmFromMarkdown(): FromMarkdownExtension[] {
  return [gfmAutolinkLiteralFromMarkdown(), gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown, gfmTaskListItemFromMarkdown];
}

const gfmTableFromMarkdown: FromMarkdownExtension = {
  enter: {
    table(this: CompileContext, token: Token) {
      const align = token._align ?? [];
      this.enter({ type: 'table', align: align.map((d) => (d === 'none' ? null : d)), children: [] }, token);
      this.data.inTable = true;
    },
    tableData: enterCell,
    tableHeader: enterCell,
    tableRow(this: CompileContext, token: Token) {
      this.enter({ type: 'tableRow', children: [] }, token);
    },
  },
  exit: {
    // In a table, `\|` in code is a pipe (a bare one would end the cell); other escapes stay as written.
    codeText(this: CompileContext, token: Token) {
      let value = this.resume();
      if (this.data.inTable) value = value.replace(/\\([\\|])/g, (all: string, escaped: string) => (escaped === '|' ? escaped : all));
      const node = this.stack[this.stack.length - 1] as InlineCode;
      node.value = value;
      this.exit(token);
    },
    table(this: CompileContext, token: Token) {
      this.exit(token);
      this.data.inTable = undefined;
    },
    tableData: exit,
    tableHeader: exit,
    tableRow: exit,
  },
};

function enterCell(this: CompileContext, token: Token): void {
  this.enter({ type: 'tableCell', children: [] }, token);
}

function exit(this: CompileContext, token: Token): void {
  this.exit(token);
}

const gfmTaskListItemFromMarkdown: FromMarkdownExtension = {
  exit: {
    taskListCheckValueChecked: exitCheck,
    taskListCheckValueUnchecked: exitCheck,
    // The first paragraph of a checked or unchecked item loses the space after its `[x]`.
    paragraph(this: CompileContext, token: Token) {
      const parent = this.stack[this.stack.length - 2];
      if (parent?.type === 'listItem' && typeof parent.checked === 'boolean') {
        const node = this.stack[this.stack.length - 1] as Paragraph;
        const head = node.children[0];
        if (head?.type === 'text' && parent.children.find((sibling) => sibling.type === 'paragraph') === node) {
          head.value = head.value.slice(1);
          if (head.value.length === 0) node.children.shift();
          else if (node.position && head.position && typeof head.position.start.offset === 'number') {
            head.position.start.column++;
            head.position.start.offset++;
            node.position.start = { ...head.position.start };
          }
        }
      }
      this.exit(token);
    },
  },
};

function exitCheck(this: CompileContext, token: Token): void {
  // Always in a paragraph, in a list item.
  const item = this.stack[this.stack.length - 2] as ListItem;
  item.checked = token.type === 'taskListCheckValueChecked';
}
