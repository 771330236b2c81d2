import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './richText';

describe('a request body is cut down to what the editor makes', () => {
  it('keeps formatting, lists, links and the portal’s own images', () => {
    const html =
      '<h2>요청</h2><p><strong>굵게</strong> <em>기울임</em></p><ul><li>하나</li></ul>' +
      '<p><img src="/homepage/v2/files/AbC_12-x" alt="사진"></p><p><a href="https://example.com">링크</a></p>';
    const clean = sanitizeBody(html);
    expect(clean).toContain('<h2>요청</h2>');
    expect(clean).toContain('<strong>굵게</strong>');
    expect(clean).toContain('<img src="/homepage/v2/files/AbC_12-x" alt="사진" />');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('drops scripts, handlers, styles, frames, script links and outside images', () => {
    const clean = sanitizeBody(
      '<p onclick="x()" style="color:red">본문</p><script>alert(1)</script><iframe src="https://a"></iframe>' +
        '<a href="javascript:alert(1)">나쁜 링크</a><img src="https://tracker.example/p.gif">' +
        '<img src="/homepage/v2/files/abc/../../x"><img src="data:image/png;base64,AAAA" onerror="x()">',
    );
    expect(clean).toBe('<p>본문</p><a rel="noopener noreferrer" target="_blank">나쁜 링크</a>');
  });
});
