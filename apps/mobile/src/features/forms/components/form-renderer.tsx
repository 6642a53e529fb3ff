import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useQueries } from '@tanstack/react-query';
import type {
  FormAnyField,
  FormDefinition,
  FormField,
  FormOption,
  FormPermissions,
  FormRecordData,
} from '@baton/contracts';
import { notify } from '../../../lib/notify';
import { dictOptionsQueryOptions } from '../api/get-dict-options';
import { initialData, modeOf, normaliseRecord, validateRecord, withFormulas } from '../model/definition';
import { failureSummary, runSubmitVerifiers, type FieldFailure, textOf } from '../model/validation';
import { FieldControl } from './field-control';
import { FormOptionsProvider, type SignatureConfig } from './form-options';
import { SubtableField } from './subtable-field';
import { VerifyScope, asVerifyTree, useVerifyRoot } from './verify-scope';
import { confirmsOf } from '../model/confirms';
import styles from './form-renderer.module.css';

/**
 * What getData answers: the record to send; code 3 with the failed fields; or, when a confirm was requested and
 * some of the form's confirms hold, code 6 with their messages and the record to send once confirmed (spec §8).
 */
export type FormDataResult =
  | { ok: true; data: FormRecordData }
  | { ok: false; code: 3; failures: FieldFailure[]; messages: string[] }
  | { ok: false; code: 6; confirms: string[]; data: FormRecordData };

export interface FormRendererHandle {
  /**
   * Validates every field and the submit verifications found in the element tree (spec §5); failures show as
   * danger notices and beside their fields. Answers the record when all pass. With `confirm` (starting a flow)
   * the form's confirms are checked too and answer code 6 when some hold; without it they let the record pass.
   */
  getData: (options?: { confirm?: boolean }) => FormDataResult;
  /** The current record, unchecked (for drafts). */
  peekData: () => FormRecordData;
  /**
   * Starts signing the node's signature field (the `signature` prop's `field`): focuses its sign button. Without
   * a field path, or one the form lacks, warns that the path was not found (spec §5) and answers false.
   */
  startSignature: () => boolean;
}

export interface FormRendererProps {
  form: FormDefinition;
  data?: FormRecordData;
  /** The node's field permissions; the definition's own when left out. */
  permissions?: FormPermissions;
  /** Dictionary entries by type key; any missing one is fetched. */
  dictionaries?: Record<string, FormOption[]>;
  /** Everything read-only (QR-code forms, previews, finished tasks). */
  readOnly?: boolean;
  /** The node's signature configuration. */
  signature?: SignatureConfig;
  onChange?: (data: FormRecordData) => void;
  ref?: Ref<FormRendererHandle>;
}

/** Renders an online form definition with the node's field permissions (spec §2, §5). */
export function FormRenderer({
  form,
  data: given,
  permissions: nodePermissions,
  dictionaries = {},
  readOnly = false,
  signature,
  onChange,
  ref,
}: FormRendererProps) {
  const { t } = useTranslation('forms');
  const baseId = useId().replaceAll(':', '');
  const permissions = nodePermissions ?? form.permissions;
  const [data, setData] = useState<FormRecordData>(() => withFormulas(form, initialData(form, given)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const root = useVerifyRoot();
  const dataRef = useRef(data);
  dataRef.current = data;

  useEffect(() => {
    setData(withFormulas(form, initialData(form, given)));
    setErrors({});
  }, [form, given]);

  const missing = useMemo(() => {
    const keys = new Set<string>();
    const visit = (f: FormAnyField) => {
      if (f.dictionary && !f.options?.length && !dictionaries[f.dictionary]) keys.add(f.dictionary);
    };
    for (const f of form.fields) {
      visit(f);
      f.fields?.forEach(visit);
    }
    return [...keys];
  }, [form, dictionaries]);
  const fetched = useQueries({ queries: missing.map((key) => dictOptionsQueryOptions(key)) });
  const fetchedData = fetched.map((q) => q.data);
  const optionsOf = useCallback(
    (f: { options?: FormOption[]; dictionary?: string }): FormOption[] => {
      if (f.options?.length) return f.options;
      if (!f.dictionary) return [];
      if (dictionaries[f.dictionary]) return dictionaries[f.dictionary]!;
      return fetchedData[missing.indexOf(f.dictionary)] ?? [];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetched lists are compared by content
    [dictionaries, missing, ...fetchedData],
  );

  const update = (name: string, value: unknown) => {
    const next = withFormulas(form, { ...dataRef.current, [name]: value });
    dataRef.current = next;
    setData(next);
    onChange?.(next);
    setErrors((current) => {
      const prefix = `${name}.`;
      const kept = Object.entries(current).filter(([k]) => k !== name && !k.startsWith(prefix));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };

  useImperativeHandle(ref, () => ({
    getData: ({ confirm = false } = {}) => {
      const current = dataRef.current;
      const failures = validateRecord(form, current, permissions, (n) => t('subtable.row', { n }), readOnly);
      const messages = runSubmitVerifiers(asVerifyTree(root));
      const translate = (key: string, params?: Record<string, string | number>) => t(key, params);
      setErrors(Object.fromEntries(failures.map((f) => [f.path, textOf(f.message, translate)])));
      if (failures.length === 0 && messages.length === 0) {
        const data = normaliseRecord(form, current);
        const confirms = confirm ? confirmsOf(form, data) : [];
        return confirms.length > 0 ? { ok: false, code: 6, confirms, data } : { ok: true, data };
      }
      if (failures.length > 0) notify.danger(failureSummary(failures, translate));
      for (const message of messages) notify.danger(message);
      requestAnimationFrame(() => {
        const first = document.querySelector(`[data-field="${baseId}-${failures[0]?.path.split('.')[0]}"]`);
        first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      });
      return { ok: false, code: 3, failures, messages };
    },
    peekData: () => dataRef.current,
    startSignature: () => {
      const path = signature?.field ?? '';
      const target = form.fields.find((f) => f.name === path && f.type === 'signature');
      const button = target ? document.getElementById(`${baseId}-${target.name}`) : null;
      if (!button) {
        notify.warning(t('signature.missingPath'));
        return false;
      }
      button.scrollIntoView?.({ block: 'center' });
      button.focus();
      return true;
    },
  }));

  const render = (field: FormField) => {
    const id = `${baseId}-${field.name}`;
    const mode = modeOf(permissions, field.name, readOnly);
    if (field.type === 'subtable') {
      return (
        <SubtableField
          key={field.name}
          id={id}
          field={field}
          mode={mode}
          rows={Array.isArray(data[field.name]) ? (data[field.name] as FormRecordData[]) : []}
          onChange={(rows) => update(field.name, rows)}
          permissions={permissions}
          readOnly={readOnly}
          errors={errors}
          optionsOf={optionsOf}
        />
      );
    }
    return (
      <FieldControl
        key={field.name}
        id={id}
        field={field}
        path={field.name}
        mode={mode}
        value={data[field.name]}
        onChange={(value) => update(field.name, value)}
        error={errors[field.name]}
        options={optionsOf(field)}
      />
    );
  };

  const sections = groupFields(form);
  return (
    <FormOptionsProvider value={{ signature }}>
      <VerifyScope node={root}>
        <div className={styles.form}>
          {sections.map(({ title, fields }) =>
            title ? (
              <section key={title} className={styles.section} aria-label={title}>
                <h2 className={styles.sectionTitle}>{title}</h2>
                {fields.map(render)}
              </section>
            ) : (
              <div key="" className={styles.section}>
                {fields.map(render)}
              </div>
            ),
          )}
        </div>
      </VerifyScope>
    </FormOptionsProvider>
  );
}

/** Fields without a group first, then each group in the layout's order (or the order met). */
function groupFields(form: FormDefinition): { title: string; fields: FormField[] }[] {
  const order = [...(form.layout?.groups ?? [])];
  for (const f of form.fields) if (f.group && !order.includes(f.group)) order.push(f.group);
  const ungrouped = form.fields.filter((f) => !f.group);
  const sections = ungrouped.length ? [{ title: '', fields: ungrouped }] : [];
  for (const title of order) {
    const fields = form.fields.filter((f) => f.group === title);
    if (fields.length) sections.push({ title, fields });
  }
  return sections;
}
