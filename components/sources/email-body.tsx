'use client';

import { createElement, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EMAIL_HTML_TAGS, type EmailHtmlNode } from '@/lib/sources/email-html-tree';
import { QuotedText, useQuotePattern } from './quote';
import { Nothing, PlainText } from './section';

const allowed = new Set<string>(EMAIL_HTML_TAGS);

/** Renders the server's sanitised tree; the tag check repeats here because the tree may arrive as JSON. */
function render(nodes: EmailHtmlNode[], path: string): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${path}.${i}`;
    if ('text' in node) return <QuotedText key={key} text={node.text} />;
    if (!allowed.has(node.tag)) return null;
    const children = node.children.length > 0 ? render(node.children, key) : undefined;
    if (node.tag === 'a') {
      return (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    }
    return createElement(node.tag, { key }, children);
  });
}

const formatted = [
  'prose prose-sm prose-zinc max-w-none rounded-md border border-zinc-200 bg-white p-4 break-words dark:prose-invert dark:border-zinc-800 dark:bg-zinc-950',
  '[&_table]:my-2 [&_table]:w-auto [&_td]:border [&_td]:border-zinc-200 [&_td]:px-2 [&_td]:py-1 dark:[&_td]:border-zinc-800',
  '[&_th]:border [&_th]:border-zinc-200 [&_th]:px-2 [&_th]:py-1 dark:[&_th]:border-zinc-800',
].join(' ');

/**
 * The message as sent (formatted, when it has HTML) and as text. The text is
 * what derivation read and what quotes are taken from, so a page opened to
 * show a quoted passage starts on it.
 */
export function EmailBody({ text, html }: { text: string; html: EmailHtmlNode[] | null }) {
  const quoted = useQuotePattern() !== undefined;
  if (!html) {
    return text.trim() ? <PlainText>{text}</PlainText> : <Nothing>The message has no text.</Nothing>;
  }
  return (
    <Tabs defaultValue={quoted ? 'text' : 'formatted'}>
      <TabsList aria-label="Show the message">
        <TabsTrigger value="formatted">Formatted</TabsTrigger>
        <TabsTrigger value="text">Text</TabsTrigger>
      </TabsList>
      <TabsContent value="formatted">
        <div className={formatted} data-email-html="">
          {render(html, 'h')}
        </div>
      </TabsContent>
      <TabsContent value="text">
        {text.trim() ? <PlainText>{text}</PlainText> : <Nothing>The message has no text.</Nothing>}
      </TabsContent>
    </Tabs>
  );
}
