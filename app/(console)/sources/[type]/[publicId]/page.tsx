import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NoScope } from '@/components/sources/no-scope';
import { QuoteProvider } from '@/components/sources/quote';
import { SourceView, sourceTitle } from '@/components/sources/source-view';
import { TYPE_LABELS } from '@/components/sources/format';
import { loadSource } from '@/lib/sources/load';

// Rendered from the database on every request: sources change and get deleted.
export const dynamic = 'force-dynamic';

type Params = Promise<{ type: string; publicId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, publicId } = await params;
  const result = await loadSource(type, publicId);
  if (result.kind === 'no-scope') return { title: 'Sources unavailable · Portfolio Intelligence' };
  if (result.kind === 'not-found') return { title: 'Source not found · Portfolio Intelligence' };
  const { source } = result;
  return { title: `${TYPE_LABELS[source.type]}: ${sourceTitle(source)} · Portfolio Intelligence` };
}

/** `?quote=…` (from a citation chip that carries its quote): the passage to mark and scroll to. */
const MAX_QUOTE = 2_000;

export default async function SourcePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { type, publicId } = await params;
  const { quote } = await searchParams;
  const result = await loadSource(type, publicId);
  if (result.kind === 'no-scope') return <NoScope />;
  if (result.kind === 'not-found') notFound();
  return (
    <QuoteProvider quote={typeof quote === 'string' ? quote.slice(0, MAX_QUOTE) : undefined}>
      <SourceView source={result.source} />
    </QuoteProvider>
  );
}
