import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

/**
 * antd-mobile renders its imperative dialogs and toasts with React 18's render; React 19 needs createRoot
 * instead. This is the adapter documented at mobile.ant.design/guide/v5-for-19. Whoever shows a toast or a
 * dialog imports it from here, so the adapter is always set first, and the first route does not carry
 * these components (they load with the first notice or on the page that uses them).
 */
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

export { default as Toast } from 'antd-mobile/es/components/toast';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
