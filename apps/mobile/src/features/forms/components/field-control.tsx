import { lazy, Suspense } from 'react';
import type { FieldProps } from './fields/types';
import { ChoiceField, SwitchField } from './fields/choice-fields';
import { DateField } from './fields/date-field';
import { PickerField } from './fields/picker-field';
import { SerialField, TextLikeField } from './fields/text-fields';
import { UploadField } from './fields/upload-field';

// Rarer kinds load with the first form that has one: rich text brings DOMPurify, signatures the seal dialog.
const RichTextField = lazy(async () => ({
  default: (await import('./fields/rich-text-field')).RichTextField,
}));
const SignatureField = lazy(async () => ({
  default: (await import('./fields/signature-field')).SignatureField,
}));

/** The control of one field by its type; a hidden ('n') field renders nothing. */
export function FieldControl(props: FieldProps) {
  if (props.mode === 'n') return null;
  switch (props.field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return <ChoiceField {...props} />;
    case 'switch':
      return <SwitchField {...props} />;
    case 'date':
    case 'time':
    case 'datetime':
      return <DateField {...props} />;
    case 'user':
    case 'org':
    case 'role':
    case 'post':
    case 'dialog':
      return <PickerField {...props} />;
    case 'file':
    case 'image':
      return <UploadField {...props} />;
    case 'serial':
      return <SerialField {...props} />;
    case 'richtext':
      return (
        <Suspense fallback={null}>
          <RichTextField {...props} />
        </Suspense>
      );
    case 'signature':
      return (
        <Suspense fallback={null}>
          <SignatureField {...props} />
        </Suspense>
      );
    default:
      return <TextLikeField {...props} />;
  }
}
