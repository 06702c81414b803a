// Rich text from the console's editor, cleaned before it is stored: the public pages render it as HTML, so what
// is kept is only what an editor's toolbar makes. Scripts, event handlers, styles and javascript: URLs never
// reach the database, whatever the browser sent.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A picture without words is decoration to a screen reader, not an unnamed image.
    img: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    // A link that opens a new tab cannot reach back into the page that opened it.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      return { tagName, attribs: attribs.target === '_blank' ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href } };
    },
  },
  disallowedTagsMode: 'discard',
};

export const cleanRichText = (html: string) => sanitizeHtml(html, OPTIONS).trim();
