import type { Catalog } from '../../catalog';

/** The innermsg module's user-facing texts in en-US and zh-TW, keyed by the zh-CN text. */
export const innermsgMessages: Catalog = {
  消息不存在: { 'en-US': 'Message not found', 'zh-TW': '訊息不存在' },
};
