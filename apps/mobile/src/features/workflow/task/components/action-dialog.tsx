import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup as Popup } from '../../../../components/lazy-popup';
import { CloseOutline } from 'antd-mobile-icons';
import type { FormFileInfo } from '@baton/contracts';
import { HandwritingPad } from '../../../forms';
import { useApprovalItemEdits, useApprovalItems } from '../api/get-approval-items';
import { useRejectTargets } from '../api/get-reject-targets';
import { uploadFiles } from '../api/upload-file';
import type { ActionKey } from '../model/actions';
import {
  emptyValues,
  shapeOf,
  validateAction,
  type ActionValues,
  type PickedUser,
  type SignPosition,
} from '../model/action-form';
import type { ChosenNode } from '../model/next-nodes';
import { UserPicker } from './user-picker';
import styles from './action-dialog.module.css';

export interface ActionDialogProps {
  action: ActionKey | null;
  /** The dialog's title: the button's label. */
  title: string;
  taskId: string;
  /** Next nodes whose approver the caller picks (agree only). */
  nextNodes?: ChosenNode[];
  /** People who cannot be picked (the caller). */
  exclude?: readonly string[];
  /** Sends the action; resolves true when the server took it (the dialog closes), false to keep it open. */
  onSubmit: (action: ActionKey, values: ActionValues) => Promise<boolean>;
  onClose: () => void;
}

const POSITIONS: SignPosition[] = ['after', 'before', 'parallel'];

/**
 * The dialog of one action, as a bottom sheet: the opinion (with the approval phrases to pick and edit), files,
 * the people, the node to send back to, the signer position, the next approvers. Checked before sending;
 * mistakes show under their field.
 */
export function ActionDialog({
  action,
  title,
  taskId,
  nextNodes = [],
  exclude,
  onSubmit,
  onClose,
}: ActionDialogProps) {
  const { t } = useTranslation('task');
  const id = useId().replaceAll(':', '');
  const [values, setValues] = useState<ActionValues>(emptyValues());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState<string | null>(null);
  const [phrasesOpen, setPhrasesOpen] = useState(false);
  const [signing, setSigning] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const shape = action ? shapeOf(action) : null;
  const phrases = useApprovalItems(Boolean(shape?.phrases));
  const edits = useApprovalItemEdits();
  const targets = useRejectTargets(shape?.rejectTarget ? taskId : '');

  useEffect(() => {
    if (!action) return;
    setValues(emptyValues(action === 'urge' ? t('urge.defaultContent') : ''));
    setErrors({});
    setPhrasesOpen(false);
    setSigning(false);
  }, [action, t]);

  const set = <K extends keyof ActionValues>(key: K, value: ActionValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  };

  const submit = async () => {
    if (!action || busy) return;
    const found = validateAction(action, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (await onSubmit(action, values)) onClose();
    } finally {
      setBusy(false);
    }
  };

  const addFiles = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = '';
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      const stored: FormFileInfo[] = await uploadFiles(chosen);
      set('files', [...values.files, ...stored]);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setUploading(false);
    }
  };

  const opinionLabel = shape ? t(`dialog.${shape.opinionLabel}`) : '';
  // The opinion written can be kept as a phrase, unless it is one already.
  const kept = values.opinion.trim();
  const canKeepOpinion =
    kept !== '' && kept.length <= 500 && !(phrases.data ?? []).some((p) => p.expression === kept);
  const pickerTarget = picking === 'users' ? null : nextNodes.find((n) => n.nodeId === picking);
  const pickerValue: PickedUser[] =
    picking === 'users' ? values.users : pickerTarget ? (values.nodeUsers[pickerTarget.nodeId] ?? []) : [];

  return (
    <Popup
      visible={action !== null}
      onMaskClick={busy ? undefined : onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {shape && action ? (
        <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className={styles.header}>
              <h2 id={`${id}-title`} className={styles.title}>
                {title}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label={t('dialog.cancel')}
                onClick={onClose}
              >
                <CloseOutline aria-hidden="true" />
              </button>
            </div>
            <div className={styles.scroll}>
              {shape.rejectTarget ? (
                <fieldset
                  className={styles.field}
                  aria-describedby={errors.destination ? `${id}-destination` : undefined}
                >
                  <legend className={styles.label}>
                    {t('dialog.rejectTo')}
                    <span className={styles.required}>*</span>
                  </legend>
                  {targets.isPending ? <p className={styles.hint}>{t('loading')}</p> : null}
                  {targets.isSuccess && targets.data.length === 0 ? (
                    <p className={styles.hint}>{t('dialog.noRejectTarget')}</p>
                  ) : null}
                  <div className={styles.choices}>
                    {(targets.data ?? []).map((n) => (
                      <label key={n.nodeId} className={styles.choice}>
                        <input
                          type="radio"
                          name={`${id}-destination`}
                          value={n.nodeId}
                          checked={values.destination === n.nodeId}
                          onChange={() => set('destination', n.nodeId)}
                        />
                        <span>{n.name}</span>
                      </label>
                    ))}
                  </div>
                  {errors.destination ? (
                    <p id={`${id}-destination`} className={styles.error} role="alert">
                      {t(errors.destination)}
                    </p>
                  ) : null}
                  <div className={styles.subLabel} id={`${id}-mode`}>
                    {t('dialog.backHandMode')}
                  </div>
                  <div className={styles.choices} role="radiogroup" aria-labelledby={`${id}-mode`}>
                    {(['normal', 'direct'] as const).map((mode) => (
                      <label key={mode} className={styles.choice}>
                        <input
                          type="radio"
                          name={`${id}-mode`}
                          value={mode}
                          checked={values.backHandMode === mode}
                          onChange={() => set('backHandMode', mode)}
                        />
                        <span>{t(`dialog.mode.${mode}`)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}

              {shape.users !== 'none' ? (
                <div className={styles.field}>
                  <span className={styles.label} id={`${id}-users`}>
                    {t(shape.users === 'one' ? 'dialog.user' : 'dialog.users')}
                    <span className={styles.required}>*</span>
                  </span>
                  <button
                    type="button"
                    className={styles.pickButton}
                    data-invalid={errors.users ? true : undefined}
                    aria-labelledby={`${id}-users ${id}-users-value`}
                    aria-describedby={errors.users ? `${id}-users-error` : undefined}
                    onClick={() => setPicking('users')}
                  >
                    <span
                      id={`${id}-users-value`}
                      className={values.users.length ? undefined : styles.placeholder}
                    >
                      {values.users.map((u) => u.name).join('、') || t('dialog.pickUsers')}
                    </span>
                  </button>
                  {errors.users ? (
                    <p id={`${id}-users-error`} className={styles.error} role="alert">
                      {t(errors.users)}
                    </p>
                  ) : null}
                </div>
              ) : null}

              {shape.position ? (
                <fieldset className={styles.field}>
                  <legend className={styles.label}>{t('dialog.position')}</legend>
                  <div className={styles.choices}>
                    {POSITIONS.map((p) => (
                      <label key={p} className={styles.choice}>
                        <input
                          type="radio"
                          name={`${id}-position`}
                          value={p}
                          checked={values.position === p}
                          onChange={() => set('position', p)}
                        />
                        <span>{t(`dialog.positions.${p}`)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}

              {shape.nextNodes && nextNodes.length > 0 ? (
                <div className={styles.field}>
                  <span className={styles.label}>{t('dialog.nextApprovers')}</span>
                  {nextNodes.map((n) => {
                    const chosen = values.nodeUsers[n.nodeId] ?? [];
                    return (
                      <button
                        key={n.nodeId}
                        type="button"
                        className={styles.pickButton}
                        onClick={() => setPicking(n.nodeId)}
                      >
                        <span className={styles.nodeName}>{n.name}</span>
                        <span className={chosen.length ? undefined : styles.placeholder}>
                          {chosen.map((u) => u.name).join('、') || t('dialog.pickUsers')}
                        </span>
                      </button>
                    );
                  })}
                </div>
              ) : null}

              <div className={styles.field}>
                <div className={styles.labelRow}>
                  <label className={styles.label} htmlFor={`${id}-opinion`}>
                    {opinionLabel}
                    {shape.opinionRequired ? <span className={styles.required}>*</span> : null}
                  </label>
                  {shape.phrases ? (
                    <button
                      type="button"
                      className={styles.linkButton}
                      aria-expanded={phrasesOpen}
                      aria-controls={`${id}-phrases`}
                      onClick={() => setPhrasesOpen((o) => !o)}
                    >
                      {t('dialog.phrases')}
                    </button>
                  ) : null}
                </div>
                {phrasesOpen ? (
                  <ul id={`${id}-phrases`} className={styles.phrases} aria-label={t('dialog.phrases')}>
                    <li>
                      <button
                        type="button"
                        className={`${styles.phrase} ${styles.phraseAdd}`}
                        disabled={!canKeepOpinion || edits.save.isPending}
                        onClick={() => edits.save.mutate(values.opinion.trim())}
                      >
                        {t('dialog.keepPhrase')}
                      </button>
                    </li>
                    {(phrases.data ?? []).map((p) => (
                      <li key={p.id} className={styles.phraseRow}>
                        <button
                          type="button"
                          className={styles.phrase}
                          onClick={() => {
                            set('opinion', p.expression);
                            setPhrasesOpen(false);
                          }}
                        >
                          {p.expression}
                        </button>
                        {p.personal === 1 ? (
                          // Only one's own phrases can be removed; the tenant's shared ones stay.
                          <button
                            type="button"
                            className={styles.phraseRemove}
                            aria-label={t('dialog.removePhrase', { text: p.expression })}
                            disabled={edits.remove.isPending}
                            onClick={() => edits.remove.mutate(p.id)}
                          >
                            <CloseOutline aria-hidden="true" />
                          </button>
                        ) : null}
                      </li>
                    ))}
                    {phrases.isSuccess && phrases.data.length === 0 ? (
                      <li className={styles.hint}>{t('dialog.noPhrases')}</li>
                    ) : null}
                  </ul>
                ) : null}
                <textarea
                  id={`${id}-opinion`}
                  className={styles.textarea}
                  rows={4}
                  maxLength={2000}
                  value={values.opinion}
                  placeholder={t(`dialog.placeholder.${shape.opinionLabel}`)}
                  aria-invalid={errors.opinion ? true : undefined}
                  aria-describedby={errors.opinion ? `${id}-opinion-error` : undefined}
                  aria-required={shape.opinionRequired || undefined}
                  onChange={(e) => set('opinion', e.target.value)}
                />
                {errors.opinion ? (
                  <p id={`${id}-opinion-error`} className={styles.error} role="alert">
                    {t(errors.opinion)}
                  </p>
                ) : null}
              </div>

              {shape.files ? (
                <div className={styles.field}>
                  <span className={styles.label}>{t('dialog.files')}</span>
                  <ul className={styles.files} aria-label={t('dialog.files')}>
                    {values.files.map((f) => (
                      <li key={f.id} className={styles.file}>
                        <span className={styles.fileName}>{f.name}</span>
                        <button
                          type="button"
                          className={styles.remove}
                          aria-label={t('dialog.removeFile', { name: f.name })}
                          onClick={() =>
                            set(
                              'files',
                              values.files.filter((x) => x.id !== f.id),
                            )
                          }
                        >
                          <CloseOutline aria-hidden="true" />
                        </button>
                      </li>
                    ))}
                  </ul>
                  <label className={styles.upload}>
                    <input
                      ref={fileInput}
                      type="file"
                      multiple
                      className={styles.fileInput}
                      onChange={(e) => void addFiles(e.target.files)}
                    />
                    <span>{uploading ? t('dialog.uploading') : t('dialog.addFiles')}</span>
                  </label>
                  {shape.phrases ? (
                    <button type="button" className={styles.upload} onClick={() => setSigning(true)}>
                      {t('dialog.handwriting')}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </div>
            <div className={styles.footer}>
              <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
                {t('dialog.cancel')}
              </button>
              <button
                type="submit"
                className={styles.primary}
                disabled={busy || uploading}
                aria-busy={busy || undefined}
              >
                {t('dialog.submit')}
              </button>
            </div>
            <UserPicker
              open={picking !== null}
              title={pickerTarget ? pickerTarget.name : t('picker.title')}
              multiple={picking === 'users' ? shape.users === 'many' : true}
              value={pickerValue}
              exclude={exclude}
              onClose={() => setPicking(null)}
              onConfirm={(users) => {
                if (picking === 'users') set('users', users);
                else if (pickerTarget)
                  set('nodeUsers', { ...values.nodeUsers, [pickerTarget.nodeId]: users });
                setPicking(null);
              }}
            />
          </form>
          <Popup
            visible={signing}
            onClose={() => setSigning(false)}
            destroyOnClose
            bodyStyle={{ height: '100vh' }}
          >
            {signing ? (
              <div
                role="dialog"
                aria-modal="true"
                aria-label={t('dialog.handwritingTitle')}
                style={{ height: '100%' }}
              >
                <Suspense fallback={null}>
                  <HandwritingPad
                    onCancel={() => setSigning(false)}
                    onSaved={(fileId) => {
                      setSigning(false);
                      // The drawing goes with the opinion as one of its files, named so readers can tell it.
                      set('files', [
                        ...values.files,
                        { id: fileId, name: t('dialog.handwritingName'), size: 0, type: 'png' },
                      ]);
                    }}
                  />
                </Suspense>
              </div>
            ) : null}
          </Popup>
        </div>
      ) : null}
    </Popup>
  );
}
