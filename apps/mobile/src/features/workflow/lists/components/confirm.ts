/** Asks before something that cannot be undone (revoke, delete), with antd-mobile's dialog loaded on first use. */
export async function confirmDialog(options: {
  title: string;
  content: string;
  confirm: string;
  cancel: string;
}): Promise<boolean> {
  const { Dialog } = await import('../../../../lib/antd-imperative');
  return Dialog.confirm({
    title: options.title,
    content: options.content,
    confirmText: options.confirm,
    cancelText: options.cancel,
  });
}
