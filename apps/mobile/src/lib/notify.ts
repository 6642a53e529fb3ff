import { createElement } from 'react';
import { Toast } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { LIMITS } from '@baton/contracts';

/** The one place notices are shown, so that tests can spy on what a user would see. */
export const notify = {
  danger(message: string): void {
    Toast.show({ content: message, icon: 'fail' });
  },
  warning(message: string): void {
    Toast.show({ content: message, icon: createElement(ExclamationCircleOutline) });
  },
  success(message: string): void {
    Toast.show({ content: message, icon: 'success', duration: LIMITS.successToastMs });
  },
  info(message: string): void {
    Toast.show({ content: message });
  },
};
