import { describe, expect, it } from 'vitest';
import { escapeXml, h, num, svgDocument } from './svg';
import { parseSvg } from './testing/xml';

describe('svg writer', () => {
  it('escapes markup characters and quotes in text and attributes', () => {
    const markup = h('text', { 'data-x': `"><script>` }, `<script>alert('x')</script> & co`).svg;
    expect(markup).toBe(
      '<text data-x="&quot;&gt;&lt;script&gt;">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co</text>',
    );
  });

  it('drops characters XML does not allow, keeping valid emoji', () => {
    expect(escapeXml('a\u0000b\u0007c\u001Fd\uFFFEe\uD800f 🎮')).toBe('abcdef 🎮');
    expect(() =>
      parseSvg(svgDocument({ width: 1, height: 1, title: 'x\u0001\uDC00y', children: [] })),
    ).not.toThrow();
  });

  it('leaves out attributes that are null, undefined or false', () => {
    expect(h('rect', { x: 0, y: null, width: undefined, fill: false, rx: 2 }).svg).toBe(
      '<rect x="0" rx="2"/>',
    );
  });

  it('writes numbers short: one decimal, three below one, no leading zero, no negative zero', () => {
    expect([num(12.345), num(0.12345), num(-0.5), num(-0.00001), num(3)]).toEqual([
      '12.3',
      '.123',
      '-.5',
      '0',
      '3',
    ]);
  });

  it('makes a standalone document with size, viewBox, role and an escaped title', () => {
    const document = parseSvg(
      svgDocument({ width: 20, height: 10, title: 'A & <B>', children: [] }),
    );
    const root = document.documentElement;
    expect(root.getAttribute('viewBox')).toBe('0 0 20 10');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.querySelector('title')?.textContent).toBe('A & <B>');
  });
});
