import type { FieldProps } from './fields/types';
import { ChoiceField, SwitchField } from './fields/choice-fields';
import { DateField } from './fields/date-field';
import { PickerField } from './fields/picker-field';
import { RichTextField } from './fields/rich-text-field';
import { SignatureField } from './fields/signature-field';
import { SerialField, TextLikeField } from './fields/text-fields';
import { UploadField } from './fields/upload-field';

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
      return <RichTextField {...props} />;
    case 'signature':
      return <SignatureField {...props} />;
    default:
      return <TextLikeField {...props} />;
  }
}
