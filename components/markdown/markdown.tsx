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
        // Typography's element styles, in the UI's zinc palette and its dark theme; links keep the console's blue.
        'prose prose-sm prose-zinc dark:prose-invert max-w-none break-words prose-a:text-blue-700 dark:prose-a:text-blue-400',
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml={false} urlTransform={urlTransform} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
