import { cleanRichText } from './rich-text';

describe('cleanRichText', () => {
  it('keeps what the editor makes', () => {
    const html = '<h3>曲目</h3><p>贝多芬 <strong>第九</strong> <a href="https://example.com/x">更多</a></p><ul><li>一</li></ul>';
    expect(cleanRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: URLs', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">hi</p><script>alert(2)</script><img src="x" onerror="alert(3)">' +
      '<a href="javascript:alert(4)">link</a><iframe src="https://evil.example"></iframe><a href="JaVaScRiPt:alert(5)">b</a>';
    const clean = cleanRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript|iframe/i);
    expect(clean).toContain('<p>hi</p>');
    expect(clean).toContain('link</a>');
  });

  it('gives a picture without words an empty alt, so it reads as decoration', () => {
    expect(cleanRichText('<img src="https://example.com/a.png">')).toBe('<img src="https://example.com/a.png" alt="" />');
  });

  it('makes a new-tab link unable to reach its opener', () => {
    expect(cleanRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
