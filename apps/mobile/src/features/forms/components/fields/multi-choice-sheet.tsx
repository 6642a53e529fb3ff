import CheckList from 'antd-mobile/es/components/check-list';
import { LazyPopup as Popup } from '../../../../components/lazy-popup';
import type { FormOption } from '@baton/contracts';

/** A select of several values: a sheet with a check list. */
export function MultiChoiceSheet({
  open,
  title,
  keys,
  options,
  onClose,
  onChange,
}: {
  open: boolean;
  title: string;
  keys: string[];
  options: FormOption[];
  onClose: () => void;
  onChange: (keys: string[]) => void;
}) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ maxHeight: '70vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}
    >
      <div role="dialog" aria-label={title}>
        <CheckList multiple value={keys} onChange={(v) => onChange(v.map(String))}>
          {options.map((o) => (
            <CheckList.Item key={o.key} value={o.key}>
              {o.name}
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
    </Popup>
  );
}
