import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { QuoteMark } from '@/components/sources/quote-mark';
import { rehypeMarkQuote } from '@/lib/markdown/rehype-mark-quote';
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
  // Only rehypeMarkQuote makes marks: Markdown has no syntax for them, and raw HTML is shown as text.
  mark: ({ children }) => <QuoteMark>{children}</QuoteMark>,
};

/** Markdown, with `quote` (a passage taken from this source text) marked and scrolled to. */
export function Markdown({ children, className, quote }: { children: string; className?: string; quote?: string }) {
  return (
    <div
      className={cn(
        // Typography's element styles, in the UI's zinc palette and its dark theme; links keep the console's blue.
        'prose prose-sm prose-zinc dark:prose-invert max-w-none break-words prose-a:text-blue-700 dark:prose-a:text-blue-400',
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={quote ? [[rehypeMarkQuote, { quote }]] : []}
        skipHtml={false}
        urlTransform={urlTransform}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
