// A CommonJS package: Node gives it a default export only, so the named parts are taken from that.
import xss from 'xss';
import type * as XssModule from 'xss';

const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof XssModule;

// The xss package's whitelist (common formatting, lists, tables, links and images); styles and scripts go.
const filter = new FilterXSS({
  whiteList: getDefaultWhiteList(),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
});

/** HTML of a definition (rich text, descriptions) as the server stores it: whitelisted tags and attributes only. */
export const sanitizeHtml = (html: string): string => filter.process(html);
