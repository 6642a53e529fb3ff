// The forms feature's public entry: the only file other features may import (docs/decisions/003).
import { lazy } from 'react';
export { FormRenderer } from './components/form-renderer';
export type { FormDataResult, FormRendererHandle, FormRendererProps } from './components/form-renderer';
export type { SignatureConfig } from './components/form-options';
export type { FieldFailure } from './model/validation';
export { failureSummary } from './model/validation';
export { formDataFailure, FORM_DATA_FAILURE_CODES, type FormDataFailure } from './model/failure-codes';
export { saveUrlForm, type UrlFormChannel, type UrlFormSaveResult } from './model/url-form';
export { UrlForm, type UrlFormHandle } from './components/url-form';
/** Keys of the validation and failure texts, in the `forms` namespace. */
export const FORM_TEXT_KEYS = {
  listHead: 'forms:validation.listHead',
  generic: 'forms:validation.generic',
  noForm: 'forms:failure.noForm',
  emptyOnlineForm: 'forms:failure.emptyOnlineForm',
  urlFormTimeout: 'forms:failure.urlFormTimeout',
  confirmStart: 'forms:failure.confirmStart',
  unexpected: 'forms:failure.unexpected',
  urlFormSave: 'forms:failure.urlFormSave',
} as const;
/** The handwriting pad (signature_pad), loaded on first use; it uploads the drawing and hands back its file id. */
export const HandwritingPad = lazy(async () => ({
  default: (await import('./components/handwriting-pad')).HandwritingPad,
}));
