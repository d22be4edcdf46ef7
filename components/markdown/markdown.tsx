import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';

const SAFE_PROTOCOL = /^(https?:|mailto:|#|\/)/i;

/**
 * Raw HTML in the source is shown as text, never run (react-markdown without
 * rehype-raw), and only http(s), mailto, in-page and same-site links survive:
 * a `javascript:` link becomes a dead one.
 */
function urlTransform(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return cleaned && SAFE_PROTOCOL.test(cleaned) ? cleaned : '';
}

const components: Components = {
  a: ({ href, children, node: _node, ...rest }) =>
    href ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span className="underline decoration-dotted">{children}</span>
    ),
  // GFM task-list boxes carry no label of their own; axe counts that as critical.
  input: ({ node: _node, ...rest }) =>
    rest.type === 'checkbox' ? (
      <input {...rest} disabled aria-label={rest.checked ? 'Done' : 'Not done'} />
    ) : (
      <input {...rest} />
    ),
  img: ({ alt }) => <span className="italic">[image{alt ? `: ${alt}` : ''}]</span>,
};

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        'prose-pi space-y-3 text-sm leading-6 break-words [&_a]:text-blue-700 [&_a]:underline dark:[&_a]:text-blue-400 [&_blockquote]:border-l-4 [&_blockquote]:border-zinc-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 dark:[&_code]:bg-zinc-800 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-zinc-100 [&_pre]:p-3 dark:[&_pre]:bg-zinc-900 [&_table]:border-collapse [&_td]:border [&_td]:border-zinc-300 [&_td]:px-2 [&_th]:border [&_th]:border-zinc-300 [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-6 dark:[&_td]:border-zinc-700 dark:[&_th]:border-zinc-700',
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml={false} urlTransform={urlTransform} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
