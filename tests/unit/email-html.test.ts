import { describe, expect, it } from 'vitest';
import { emailHtmlTree } from '../../lib/sources/email-html';

describe('emailHtmlTree', () => {
  it('keeps formatting, lists, tables and web links, as a tree', () => {
    expect(
      emailHtmlTree(
        '<p>Hi <b>all</b> &amp; friends</p><ul><li>One</li></ul><a href="https://x.example/a?b=1&amp;c=2">r</a>',
      ),
    ).toEqual([
      { tag: 'p', children: [{ text: 'Hi ' }, { tag: 'b', children: [{ text: 'all' }] }, { text: ' & friends' }] },
      { tag: 'ul', children: [{ tag: 'li', children: [{ text: 'One' }] }] },
      { tag: 'a', href: 'https://x.example/a?b=1&c=2', children: [{ text: 'r' }] },
    ]);
  });

  it('drops scripts, styles, images, handlers, style attributes and script links', () => {
    const tree = emailHtmlTree(
      '<script>alert(1)</script><style>p{}</style><img src="https://t.example/p.gif" onerror="x()">' +
        '<p style="color:red" onclick="x()">Text</p><a href="javascript:x()">bad</a><a href="//cdn.example/x">rel</a>' +
        '<iframe src="https://evil.example"></iframe><form><input value="v"></form>',
    );
    expect(tree).toEqual([
      { tag: 'p', children: [{ text: 'Text' }] },
      { tag: 'a', children: [{ text: 'bad' }] },
      { tag: 'a', children: [{ text: 'rel' }] },
    ]);
  });

  it('keeps the words of unknown elements, and mailto links', () => {
    expect(
      emailHtmlTree('<center><font color="red">Big</font> <a href="mailto:jo@x.example">mail</a></center>'),
    ).toEqual([{ text: 'Big ' }, { tag: 'a', href: 'mailto:jo@x.example', children: [{ text: 'mail' }] }]);
  });

  it('is null without HTML, or with only what is dropped', () => {
    expect(emailHtmlTree(null)).toBeNull();
    expect(emailHtmlTree('   ')).toBeNull();
    expect(emailHtmlTree('<script>x()</script><img src="a.gif">')).toBeNull();
  });
});
