import { describe, expect, it } from 'vitest';
import { snippetOf } from '../../lib/queries/search-snippet';
import { searchTerms } from '../../lib/queries/search-terms';

const S = '\u0001';
const E = '\u0002';

describe('searchTerms: which last word is also a prefix', () => {
  it('takes a plain last word as the prefix, the rest as websearch words', () => {
    expect(searchTerms('board dec')).toEqual({ words: 'board ', prefix: 'dec' });
    expect(searchTerms('Zür')).toEqual({ words: '', prefix: 'Zür' });
    expect(searchTerms('churn   ')).toEqual({ words: '', prefix: 'churn' });
  });

  it('leaves excluded words, open or closed phrases, joined words and `or` alone', () => {
    expect(searchTerms('board -deck')).toEqual({ words: 'board -deck' });
    expect(searchTerms('"board deck"')).toEqual({ words: '"board deck"' });
    expect(searchTerms('"board dec')).toEqual({ words: '"board dec' });
    expect(searchTerms('series-a')).toEqual({ words: 'series-a' });
    expect(searchTerms('deck or memo')).toEqual({ words: 'deck or memo' });
    expect(searchTerms('deck or')).toEqual({ words: 'deck or' });
    expect(searchTerms("o'brien")).toEqual({ words: "o'brien" });
  });
});

describe('snippetOf: plain text and highlight offsets', () => {
  it('drops the marks, keeps their offsets, and folds whitespace', () => {
    expect(snippetOf(`The ${S}board${E}\n\n  ${S}deck${E} is out`)).toEqual({
      snippet: 'The board deck is out',
      highlights: [
        { start: 4, length: 5 },
        { start: 10, length: 4 },
      ],
    });
  });

  it('counts UTF-16 code units, as JavaScript does', () => {
    const { snippet, highlights } = snippetOf(`😀 ${S}Zürich${E}`);
    expect(highlights).toEqual([{ start: 3, length: 6 }]);
    expect(snippet.slice(3, 9)).toBe('Zürich');
  });

  it('cuts a long text to 300 characters around its first match, shifting the offsets', () => {
    const before = 'word '.repeat(100);
    const after = ' tail'.repeat(100);
    const { snippet, highlights } = snippetOf(`${before}${S}target${E}${after}`);
    expect(snippet.length).toBeLessThanOrEqual(300);
    expect(highlights).toHaveLength(1);
    const [h] = highlights;
    expect(snippet.slice(h?.start, (h?.start ?? 0) + (h?.length ?? 0))).toBe('target');
    expect(snippet.startsWith('word ')).toBe(true);
  });

  it('has no highlights when nothing matched', () => {
    expect(snippetOf('Just the start of a text')).toEqual({ snippet: 'Just the start of a text', highlights: [] });
  });
});
