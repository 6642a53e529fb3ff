import type { Catalog } from '../../catalog';

/**
 * The portal module's user-facing texts in en-US and zh-TW, keyed by the zh-CN text; the directory calls of uc
 * (address book, pickers, open-id binding) keep theirs here too, since the platform catalogue is shared.
 * Messages naming a field or value (不支持的查询字段：x …) are developer-facing, like schema messages, and stay zh-CN.
 */
export const portalMessages: Catalog = {
  布局不存在: { 'en-US': 'Layout not found', 'zh-TW': '版面不存在' },
  栏目不存在: { 'en-US': 'Column not found', 'zh-TW': '欄目不存在' },
  应用不存在: { 'en-US': 'App not found', 'zh-TW': '應用不存在' },
  新闻公告不存在: { 'en-US': 'News item not found', 'zh-TW': '新聞公告不存在' },
  报表不存在: { 'en-US': 'Report not found', 'zh-TW': '報表不存在' },
  大屏不存在: { 'en-US': 'Dashboard not found', 'zh-TW': '大屏不存在' },
  短链接不存在或已失效: {
    'en-US': 'This short link does not exist or has expired',
    'zh-TW': '短連結不存在或已失效',
  },
  '长链接须为本应用内以 / 开头的路径': {
    'en-US': 'The long URL must be a path in this app starting with /',
    'zh-TW': '長連結須為本應用內以 / 開頭的路徑',
  },
  标签已存在: { 'en-US': 'This tag already exists', 'zh-TW': '標籤已存在' },
  标签不存在: { 'en-US': 'Tag not found', 'zh-TW': '標籤不存在' },
  保存成功: { 'en-US': 'Saved', 'zh-TW': '儲存成功' },
  绑定成功: { 'en-US': 'Bound successfully', 'zh-TW': '綁定成功' },
  只能绑定自己的账号: { 'en-US': 'You can only bind your own account', 'zh-TW': '只能綁定自己的帳號' },
  维度不存在: { 'en-US': 'Dimension not found', 'zh-TW': '維度不存在' },
  组织不存在: { 'en-US': 'Organisation unit not found', 'zh-TW': '組織不存在' },
  群组不存在: { 'en-US': 'Group not found', 'zh-TW': '群組不存在' },
};
