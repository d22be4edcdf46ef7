'use client';

import * as React from 'react';
import { LazyMarkdown } from '@/components/markdown/lazy-markdown';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { FieldHints, fieldA11y } from '@/components/ui/form-field';

export type MarkdownMode = 'write' | 'preview';

type MarkdownInputProps = {
  id: string;
  label: string;
  /** The current text, for the preview. */
  value: string;
  error?: string;
  description?: string;
  mode: MarkdownMode;
  onModeChange: (mode: MarkdownMode) => void;
  /** The textarea's props (react-hook-form's `register`). */
  textareaProps: React.ComponentProps<'textarea'>;
};

/**
 * A Markdown field with a Write/Preview toggle. Both panels stay mounted so the
 * textarea keeps its registration and can be focused when it has an error.
 */
export function MarkdownInput({
  id,
  label,
  value,
  error,
  description,
  mode,
  onModeChange,
  textareaProps,
}: MarkdownInputProps) {
  return (
    <div className="grid gap-1.5">
      <Tabs value={mode} onValueChange={(v) => onModeChange(v === 'preview' ? 'preview' : 'write')} className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          <TabsList aria-label={`${label} view`}>
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <Textarea
            {...textareaProps}
            {...fieldA11y(id, error, !!description)}
            spellCheck
            className="min-h-56 resize-y font-mono text-[13px] leading-6"
          />
        </TabsContent>
        <TabsContent
          value="preview"
          forceMount
          className="min-h-56 rounded-md border border-zinc-300 p-3 data-[state=inactive]:hidden dark:border-zinc-700"
        >
          {mode === 'preview' ? (
            value.trim() ? (
              <LazyMarkdown>{value}</LazyMarkdown>
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing to preview yet.</p>
            )
          ) : null}
        </TabsContent>
      </Tabs>
      <FieldHints id={id} error={error} description={description} />
    </div>
  );
}
