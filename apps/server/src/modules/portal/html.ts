// A CommonJS package: Node gives it a default export only, so the named parts are taken from that.
import xss from 'xss';
import type * as XssModule from 'xss';

const { cssFilter, FilterXSS, getDefaultWhiteList, safeAttrValue } = xss as unknown as typeof XssModule;

const allowList = getDefaultWhiteList();
// Column templates and messages are laid out with classes and inline styles; both are safe once filtered.
const SHARED_ATTRS = ['class', 'style'];

const filter = new FilterXSS({
  allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  onIgnoreTagAttr: (tag, name, value) => {
    if (SHARED_ATTRS.includes(name) || name.startsWith('data-')) {
      const safe = safeAttrValue(tag, name, value, cssFilter);
      return safe ? `${name}="${safe}"` : '';
    }
    return undefined;
  },
});

/**
 * HTML written by administrators or senders, made inert before it is stored or sent: scripts, event handlers,
 * `javascript:` links and unknown tags are removed; layout (classes, inline styles, data attributes) stays.
 */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
