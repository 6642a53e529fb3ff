import { LOCALES, type Locale } from '@baton/contracts';
import type { Catalog } from './catalog';
import { bpmMessages } from './modules/bpm/messages';
import { formMessages } from './modules/form/messages';
import { fileMessages } from './modules/file/messages';
import { sealMessages } from './modules/seal/messages';
import { portalMessages } from './modules/portal/messages';
import { innermsgMessages } from './modules/innermsg/messages';

/**
 * The server's user-facing texts in the other two languages. The zh-CN text is the key: it is the spec's
 * contract and what every service throws, so a message is translated in one place, on its way out, for the
 * language the client asks for with Accept-Language. A text missing here goes out in zh-CN.
 */
const PLATFORM: Catalog = {
  操作成功: { 'en-US': 'Done', 'zh-TW': '操作成功' },
  退出成功: { 'en-US': 'Signed out', 'zh-TW': '登出成功' },
  密码修改成功: { 'en-US': 'Password changed', 'zh-TW': '密碼修改成功' },
  账号或密码错误: { 'en-US': 'Wrong account or password', 'zh-TW': '帳號或密碼錯誤' },
  '登录失败次数过多，请15分钟后再试': {
    'en-US': 'Too many failed attempts. Please try again in 15 minutes',
    'zh-TW': '登入失敗次數過多，請15分鐘後再試',
  },
  '该账号属于多个租户，请从租户的登录页登录': {
    'en-US': "This account belongs to several organisations: sign in from your organisation's login page",
    'zh-TW': '該帳號屬於多個租戶，請從租戶的登入頁登入',
  },
  '账号已停用，请联系管理员': {
    'en-US': 'This account is disabled. Please contact your administrator',
    'zh-TW': '帳號已停用，請聯絡管理員',
  },
  租户不存在: { 'en-US': 'Organisation not found', 'zh-TW': '租戶不存在' },
  租户已停用: { 'en-US': 'This organisation is disabled', 'zh-TW': '租戶已停用' },
  用户不存在: { 'en-US': 'User not found', 'zh-TW': '用戶不存在' },
  无权切换到该租户: { 'en-US': 'You cannot switch to that organisation', 'zh-TW': '無權切換到該租戶' },
  '游客无权访问，请先登录': { 'en-US': 'Please sign in first', 'zh-TW': '訪客無權存取，請先登入' },
  原密码错误: { 'en-US': 'The current password is wrong', 'zh-TW': '原密碼錯誤' },
  新密码不能与原密码相同: {
    'en-US': 'The new password must differ from the current one',
    'zh-TW': '新密碼不能與原密碼相同',
  },
  '新密码须为8到32位，且同时包含字母和数字': {
    'en-US': 'The new password needs 8 to 32 characters with both letters and digits',
    'zh-TW': '新密碼須為8到32位，且同時包含字母和數字',
  },
  未登录或登录已过期: { 'en-US': 'Not signed in, or the sign-in has expired', 'zh-TW': '未登入或登入已過期' },
  没有权限执行此操作: { 'en-US': 'You are not allowed to do this', 'zh-TW': '沒有權限執行此操作' },
  数据不存在: { 'en-US': 'Not found', 'zh-TW': '資料不存在' },
  '请求过于频繁，请稍后再试': {
    'en-US': 'Too many requests. Please try again later',
    'zh-TW': '請求過於頻繁，請稍後再試',
  },
  服务器内部错误: { 'en-US': 'Internal server error', 'zh-TW': '伺服器內部錯誤' },
  接口不存在: { 'en-US': 'No such API', 'zh-TW': '介面不存在' },
};

const CATALOG: Catalog = {
  ...PLATFORM,
  ...bpmMessages,
  ...formMessages,
  ...fileMessages,
  ...sealMessages,
  ...portalMessages,
  ...innermsgMessages,
};

/** The best of our locales for an Accept-Language header (q-values respected), zh-CN when none fits. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return 'zh-CN';
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

export function localize(message: string, locale: Locale): string {
  if (locale === 'zh-CN') return message;
  return CATALOG[message]?.[locale] ?? message;
}
