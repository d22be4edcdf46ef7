import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../components/markdown/markdown';
import { renderedQuotePattern } from '../../lib/markdown/rehype-mark-quote';

const render = (markdown: string, quote?: string) =>
  renderToStaticMarkup(createElement(Markdown, { quote, children: markdown }));
const marks = (html: string) => [...html.matchAll(/<mark[^>]*>([\s\S]*?)<\/mark>/g)].map((m) => m[1]);

describe('quotes in rendered Markdown', () => {
  it('marks a sentence quoted from the source, across bold and links, and only it', () => {
    const source = '## Update\n\n- ARR grew to **$3.1M** in [October](https://x.example/oct).\n- Burn fell.';
    const html = render(source, 'ARR grew to **$3.1M** in [October](https://x.example/oct).');
    expect(marks(html)).toEqual(['ARR grew to ', '$3.1M', ' in ', 'October', '.']);
    expect(html).toContain('<strong><mark');
    expect(html).toContain('href="https://x.example/oct"');
    expect(html).toContain('<li>Burn fell.</li>');
  });

  it('takes list and heading markers and line wraps in the quote as the page shows them', () => {
    const html = render('We closed\na $4M bridge round.\n\n# Hiring plan', '- We closed a $4M bridge round.');
    expect(marks(html)).toEqual(['We closed\na $4M bridge round.']);
    expect(marks(render('# Hiring plan', '# Hiring plan'))).toEqual(['Hiring plan']);
  });

  it('marks nothing without a quote, or when the passage is not there', () => {
    expect(render('ARR grew.')).not.toContain('<mark');
    expect(render('ARR grew.', 'Revenue fell.')).not.toContain('<mark');
    expect(renderedQuotePattern('  ** ')).toBeUndefined();
  });

  it('keeps raw HTML in the source as text, quote or not', () => {
    const html = render('<mark>fake</mark> ARR grew.', 'ARR grew.');
    expect(marks(html)).toEqual(['ARR grew.']);
    expect(html).toContain('&lt;mark&gt;fake&lt;/mark&gt;');
  });
});
