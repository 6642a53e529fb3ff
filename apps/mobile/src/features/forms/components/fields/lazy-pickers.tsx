import { lazy } from 'react';

// antd-mobile's pickers (and the animation library under their popups) load on the first tap of a field,
// so opening a form costs only its inputs.
export const LazyPicker = lazy(() => import('antd-mobile/es/components/picker'));
export const LazyDatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));
export const LazyMultiChoice = lazy(async () => ({
  default: (await import('./multi-choice-sheet')).MultiChoiceSheet,
}));
