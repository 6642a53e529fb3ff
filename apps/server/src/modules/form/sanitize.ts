import { FilterXSS, getDefaultWhiteList } from 'xss';

// The xss package's whitelist (common formatting, lists, tables, links and images); styles and scripts go.
const filter = new FilterXSS({
  whiteList: getDefaultWhiteList(),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
});

/** HTML of a definition (rich text, descriptions) as the server stores it: whitelisted tags and attributes only. */
export const sanitizeHtml = (html: string): string => filter.process(html);
