import { createElement } from 'react';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { LIMITS } from '@baton/contracts/limits';
import type * as Imperative from './antd-imperative';

let imperative: Promise<typeof Imperative> | undefined;

/** Loads the toast (and its animation library) with the first notice instead of with the first route. */
function show(props: ToastShowProps): void {
  imperative ??= import('./antd-imperative');
  void imperative.then(
    ({ Toast }) => Toast.show(props),
    () => {
      // The script could not be loaded (offline, or the page is going away): the next notice tries again.
      imperative = undefined;
    },
  );
}

/** The one place notices are shown, so that tests can spy on what a user would see. */
export const notify = {
  danger(message: string): void {
    show({ content: message, icon: 'fail' });
  },
  warning(message: string): void {
    show({ content: message, icon: createElement(ExclamationCircleOutline) });
  },
  success(message: string): void {
    show({ content: message, icon: 'success', duration: LIMITS.successToastMs });
  },
  info(message: string): void {
    show({ content: message });
  },
};
