import sanitizeHtml from 'sanitize-html';

/** Images of a request's body: only files stored by this portal (editor-file-upload's answer). */
const OWN_FILE = /^\/homepage\/v2\/files\/[A-Za-z0-9_-]+$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
};

/**
 * A request's body as the editor sends it, cut down to the formatting the editor makes: no scripts,
 * styles, event handlers or frames, links only to web and mail addresses, images only of the portal's
 * own stored files. Applied when a body is written and again when it is read.
 */
export const sanitizeBody = (html: string): string => sanitizeHtml(html, OPTIONS);
