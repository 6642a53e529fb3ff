/** Asks a yes/no question with antd-mobile's dialog, loaded when first needed. */
export async function confirmDialog(content: string, labels: { confirm: string; cancel: string }) {
  const { Dialog } = await import('../../../lib/antd-imperative');
  return Dialog.confirm({ content, confirmText: labels.confirm, cancelText: labels.cancel });
}
