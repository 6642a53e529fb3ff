import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddOutline, CloseOutline, FileOutline } from 'antd-mobile-icons';
import type { FormFileInfo } from '@baton/contracts';
import { LIMITS } from '@baton/contracts/limits';
import { notify } from '../../../../lib/notify';
import { downloadFile } from '../../api/download-file';
import { useFilePreview } from '../../api/preview-file';
import { uploadFiles } from '../../api/upload-file';
import { filesOf } from '../../model/definition';
import { formatFileSize } from '../../model/file-size';
import { confirmDialog } from '../confirm';
import { FieldRow } from '../field-row';
import { useVerifyNode } from '../verify-scope';
import styles from './upload-field.module.css';
import { describedBy, isWritable, type FieldProps } from './types';

const isPngName = (name: string) => name.toLowerCase().endsWith('.png');

/** An image of a stored file, fetched with the token and shown through an object URL. */
export function StoredImage({ fileId, alt, className }: { fileId: string; alt: string; className?: string }) {
  const { data } = useFilePreview(fileId);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const next = URL.createObjectURL(data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [data]);
  return url ? (
    <img className={className} src={url} alt={alt} />
  ) : (
    <span className={className} role="img" aria-label={alt} />
  );
}

/** file and image: upload (at most 10, png only where asked), list with sizes, open, delete with a confirm. */
export function UploadField({ id, field, mode, value, onChange, error }: FieldProps) {
  const { t } = useTranslation('forms');
  const { t: tc } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);
  const files = filesOf(value);
  const writable = isWritable(mode);
  const required = mode === 'b' || (writable && field.required === true);
  const image = field.type === 'image';
  const max = Math.min(field.maxFiles ?? LIMITS.uploadMaxFiles, LIMITS.uploadMaxFiles);
  const latest = useRef(files);
  latest.current = files;

  useVerifyNode(() => (pending > 0 ? t('upload.uploading') : true));

  const choose = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    if (field.pngOnly && chosen.some((f) => !isPngName(f.name))) {
      notify.warning(t('upload.pngOnly'));
      return;
    }
    if (latest.current.length + chosen.length > max) {
      notify.warning(t('upload.tooMany', { max }));
      return;
    }
    setPending((n) => n + 1);
    try {
      const { files: stored } = await uploadFiles(chosen);
      onChange([...latest.current, ...stored]);
    } catch {
      // The client has shown why.
    } finally {
      setPending((n) => n - 1);
    }
  };

  const remove = async (file: FormFileInfo) => {
    const yes = await confirmDialog(t('upload.confirmDelete'), {
      confirm: tc('confirm'),
      cancel: tc('cancel'),
    });
    if (yes) onChange(latest.current.filter((f) => f.id !== file.id));
  };

  const accept = image ? (field.pngOnly ? 'image/png,.png' : 'image/*') : undefined;
  return (
    <FieldRow id={id} label={field.label} required={required} error={error} group>
      <ul className={image ? styles.images : styles.files} aria-describedby={describedBy(id, error)}>
        {files.map((file) => (
          <li key={file.id} className={image ? styles.imageItem : styles.fileItem}>
            {image ? (
              <StoredImage className={styles.thumb} fileId={file.id} alt={file.name} />
            ) : (
              <button
                type="button"
                className={styles.fileName}
                aria-label={t('upload.open', { name: file.name })}
                onClick={() => void downloadFile(file.id, file.name).catch(() => undefined)}
              >
                <FileOutline aria-hidden="true" />
                <span className={styles.name}>{file.name}</span>
                <span className={styles.size}>{formatFileSize(file.size)}</span>
              </button>
            )}
            {writable ? (
              <button
                type="button"
                className={image ? styles.removeImage : styles.remove}
                aria-label={t('upload.delete', { name: file.name })}
                onClick={() => void remove(file)}
              >
                <CloseOutline aria-hidden="true" />
              </button>
            ) : null}
          </li>
        ))}
        {!writable && files.length === 0 ? <li className={styles.none}>{t('upload.none')}</li> : null}
      </ul>
      {writable && files.length < max ? (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            className={styles.hiddenInput}
            accept={accept}
            multiple={field.multiple !== false && max > 1}
            onChange={(e) => void choose(e.target.files)}
          />
          <label htmlFor={id} className={styles.add} aria-busy={pending > 0}>
            <AddOutline aria-hidden="true" />
            {pending > 0 ? t('upload.uploading') : image ? t('upload.addImage') : t('upload.addFile')}
          </label>
        </>
      ) : null}
    </FieldRow>
  );
}
