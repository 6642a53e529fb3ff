/** The successful envelope. */
export const ok = <T>(value: T, message = '操作成功') => ({ state: true as const, message, value });
