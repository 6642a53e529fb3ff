import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { CloseOutline } from 'antd-mobile-icons';
import Dialog from 'antd-mobile/es/components/dialog';
import { LazyPopup as Popup } from '../../../../components/lazy-popup';
import { notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { getElectronicSeal } from '../../api/get-electronic-seal';
import { DATETIME_FORMAT } from '../../model/formats';
import {
  addSignature,
  parseSignatures,
  removeSignature,
  signatureView,
  type SignatureEntry,
  type SignatureStatus,
} from '../../model/signature';
import { FieldRow } from '../field-row';
import { useFormOptions } from '../form-options';
import { StoredImage } from './upload-field';
import styles from './signature-field.module.css';
import type { FieldProps } from './types';

// The pad (and signature_pad) loads only when someone chooses to sign by hand.
const HandwritingPad = lazy(async () => ({ default: (await import('../handwriting-pad')).HandwritingPad }));

function SignatureImage({ entry }: { entry: SignatureEntry }) {
  const { t } = useTranslation('forms');
  const [tip, setTip] = useState(false);
  const caption = t('signature.signedBy', { name: entry.name, time: entry.createTime });
  return (
    <button
      type="button"
      className={styles.image}
      title={caption}
      aria-label={caption}
      aria-expanded={tip}
      onClick={() => setTip((v) => !v)}
      onBlur={() => setTip(false)}
    >
      <StoredImage fileId={entry.signature} alt="" className={styles.img} />
      {tip ? (
        <span className={styles.tip} role="tooltip">
          {caption}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The signature field (spec §2, §5): images 80×26 with the signer and time; "get signature" asks the seal
 * password (请填写获取签章密码！ when empty); one signature per user, the add button hides once signed; only the
 * owner removes their own and never under 'r'; 'n' hides the field.
 */
export function SignatureField({ id, field, path, mode, value, onChange, error }: FieldProps) {
  const { t } = useTranslation('forms');
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.currentUser);
  const { signature: config } = useFormOptions();
  const [status, setStatus] = useState<SignatureStatus>('start');
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [handwriting, setHandwriting] = useState(false);
  const entries = parseSignatures(value);
  const userId = user?.userId ?? '';
  const view = signatureView(mode, entries, userId);
  if (view.hidden) return null;

  const sign = (fileId: string) => {
    onChange(
      addSignature(entries, {
        userId,
        name: user?.username || user?.account || '',
        signature: fileId,
        createTime: dayjs().format(DATETIME_FORMAT),
      }),
    );
    setStatus('success');
  };

  const start = async () => {
    if (!path) {
      notify.warning(t('signature.missingPath'));
      return;
    }
    setStatus('ing');
    if (config?.secretFree) {
      await fetchSeal('', true);
      return;
    }
    setPassword('');
    setAsking(true);
  };

  const fetchSeal = async (pwd: string, secretFree = false) => {
    try {
      const fileId = await getElectronicSeal(pwd, secretFree);
      if (fileId) sign(fileId);
      else setStatus('fail');
    } catch {
      setStatus('fail');
    }
  };

  const confirm = async () => {
    if (password === '') {
      notify.warning(t('signature.passwordRequired'));
      return;
    }
    setAsking(false);
    await fetchSeal(password);
  };

  const cancel = () => {
    setAsking(false);
    setStatus('fail');
  };

  const required = mode === 'b';
  return (
    <FieldRow id={id} label={field.label} required={required} error={error} group>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={`${entry.userId}-${entry.index}`} className={styles.entry}>
            <SignatureImage entry={entry} />
            {view.canRemove(entry) ? (
              <button
                type="button"
                className={styles.remove}
                aria-label={t('signature.remove', { name: entry.name })}
                onClick={() => {
                  onChange(removeSignature(entries, userId));
                  setStatus('start');
                }}
              >
                <CloseOutline aria-hidden="true" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {entries.length === 0 && !view.canAdd ? <p className={styles.none}>{t('field.empty')}</p> : null}
      {view.canAdd ? (
        <div className={styles.actions}>
          <button type="button" id={id} className={styles.add} onClick={() => void start()}>
            {t('signature.add')}
          </button>
          <button type="button" className={styles.add} onClick={() => setHandwriting(true)}>
            {t('canvas.title')}
          </button>
        </div>
      ) : null}
      {status !== 'start' ? (
        <p className={styles.status} role="status" data-status={status}>
          {t(`signature.status.${status}`)}
        </p>
      ) : null}
      <Dialog
        visible={asking}
        title={t('signature.title')}
        content={
          <label className={styles.password}>
            <span>{t('signature.password')}</span>
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              placeholder={t('signature.passwordPlaceholder')}
              onChange={(e) => setPassword(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void confirm();
              }}
            />
          </label>
        }
        onClose={cancel}
        actions={[
          [
            { key: 'cancel', text: tc('cancel'), onClick: cancel },
            { key: 'confirm', text: tc('confirm'), bold: true, onClick: () => void confirm() },
          ],
        ]}
      />
      <Popup
        visible={handwriting}
        onClose={() => setHandwriting(false)}
        destroyOnClose
        bodyStyle={{ height: '100vh' }}
      >
        {handwriting ? (
          <Suspense fallback={null}>
            <HandwritingPad
              onCancel={() => setHandwriting(false)}
              onSaved={(fileId) => {
                setHandwriting(false);
                sign(fileId);
              }}
            />
          </Suspense>
        ) : null}
      </Popup>
    </FieldRow>
  );
}
