import type { Catalog } from '../../catalog';

/** The seal module's user-facing texts in en-US and zh-TW, keyed by the zh-CN text. */
export const sealMessages: Catalog = {
  当前用户没有电子签章: { 'en-US': 'You have no electronic seal', 'zh-TW': '目前使用者沒有電子簽章' },
  '请填写获取签章密码！': {
    'en-US': 'Please enter the password for your seal!',
    'zh-TW': '請填寫取得簽章密碼！',
  },
  签章密码错误: { 'en-US': 'Wrong seal password', 'zh-TW': '簽章密碼錯誤' },
  '签章密码错误次数过多，请15分钟后再试': {
    'en-US': 'Too many wrong seal passwords. Please try again in 15 minutes',
    'zh-TW': '簽章密碼錯誤次數過多，請15分鐘後再試',
  },
  获取签章成功: { 'en-US': 'Seal applied', 'zh-TW': '取得簽章成功' },
};
