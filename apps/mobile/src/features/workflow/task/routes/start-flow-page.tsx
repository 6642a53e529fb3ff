import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../app/paths';
import { EmptyState } from '../../../../components/empty-state';
import { Page } from '../../../../components/page';
import { useGoBack } from '../../../../components/use-go-back';
import { useDocumentTitle } from '../../../../lib/document-title';
import { ApiError } from '../../../../lib/http';
import { FormRenderer, type FormRendererHandle } from '../../../forms';
import { useAgentPrincipals } from '../api/get-agent-principals';
import { useDefinition } from '../api/get-definition';
import { useFormDefinition } from '../api/get-form-definition';
import { useStartForm } from '../api/get-start-form';
import { useWorkflowCall } from '../api/workflow-call';
import { UserPicker } from '../components/user-picker';
import { nodeUsersJson, type PickedUser } from '../model/action-form';
import { nodesToChoose } from '../model/next-nodes';
import { nodePermissions } from '../model/permissions';
import { startFailure, startTarget } from '../model/start-submit';
import styles from './start-flow-page.module.css';

const URGENCY = ['normal', 'urgent', 'critical'] as const;

async function confirm(content: ReactNode, confirmText: string, cancelText: string): Promise<boolean> {
  const { Dialog } = await import('../../../../lib/antd-imperative');
  return Dialog.confirm({ content, confirmText, cancelText });
}

/**
 * /work/startFlow/{defId}/{instId} and /work/agentStart/{defId}/{leaderId}: the start form of a flow (or of a
 * draft) with submit and save draft; a draft can be deleted. The approvers of next nodes that the starter
 * picks are asked here.
 */
export function StartFlowPage() {
  const { t } = useTranslation('task');
  const { t: tf } = useTranslation('forms');
  const params = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const agent = useMatch(paths.agentStart.path) !== null;
  const target = startTarget(params.defId ?? '', agent ? undefined : params.instId);
  const start = useStartForm(target);
  const form = useFormDefinition(start.data?.formKey ?? '');
  const definition = useDefinition(start.data?.defId ?? '');
  const renderer = useRef<FormRendererHandle>(null);
  const call = useWorkflowCall();
  const [urgency, setUrgency] = useState<(typeof URGENCY)[number]>('normal');
  const [nodeUsers, setNodeUsers] = useState<Record<string, PickedUser[]>>({});
  const [picking, setPicking] = useState<string | null>(null);
  const draftId = start.data?.instId || target.instId || '';
  useDocumentTitle(start.data?.name ?? t('startTitle'));
  // An agent start names the principal (0: none yet); the starter picks among those who made them their agent.
  const principals = useAgentPrincipals(start.data?.defId ?? '', agent);
  const namedLeader = agent && params.leaderId && params.leaderId !== '0' ? params.leaderId : '';
  const [onBehalf, setOnBehalf] = useState<string | null>(null);
  const leaderId = onBehalf ?? (principals.data?.some((p) => p.userId === namedLeader) ? namedLeader : '');
  const notAgent =
    namedLeader !== '' && principals.isSuccess && !principals.data.some((p) => p.userId === namedLeader);
  // Until the agent start knows whom the user may start for, it starts nothing (it would go out in their own name).
  const agentUnsure = agent && !principals.isSuccess;

  const permissions = useMemo(
    () =>
      form.data && start.data
        ? nodePermissions(form.data, { nodeId: '', fields: start.data.fields }, true)
        : undefined,
    [form.data, start.data],
  );
  const chosen = useMemo(() => nodesToChoose(definition.data?.bpmnXml ?? '', ''), [definition.data]);
  const pickingNode = chosen.find((n) => n.nodeId === picking);

  const submit = async () => {
    const result = renderer.current?.getData({ confirm: true });
    if (!result || !start.data) return;
    if (!result.ok) {
      const failure = startFailure(result.code);
      if (result.code !== 6 || failure.kind !== 'confirm') return;
      const content = (
        <div className={styles.confirm}>
          {result.confirms.map((message, i) => (
            <p key={i}>{message}</p>
          ))}
          <p className={styles.confirmQuestion}>{tf(failure.key)}</p>
        </div>
      );
      if (!(await confirm(content, t('dialog.confirm'), t('dialog.cancel')))) return;
    }
    const data = result.data;
    try {
      const answer = await call.mutateAsync({
        op: 'start',
        body: {
          defId: start.data.defId,
          ...(draftId ? { instId: draftId } : {}),
          urgentState: urgency,
          nodeUsers: nodeUsersJson(nodeUsers),
          data,
          ...(leaderId ? { agentLeaderId: leaderId } : {}),
        },
      });
      const instId = (answer.value as { instId?: string } | undefined)?.instId;
      if (instId) void navigate(paths.inst.href(instId), { replace: true });
      else goBack();
    } catch {
      // Refused: the server's message is shown and the form keeps what was typed.
    }
  };

  const saveDraft = async () => {
    if (!start.data) return;
    try {
      const answer = await call.mutateAsync({
        op: 'saveDraft',
        body: {
          defId: start.data.defId,
          ...(draftId ? { instId: draftId } : {}),
          data: renderer.current?.peekData(),
        },
      });
      const saved = typeof answer.value === 'string' ? answer.value : '';
      if (saved && saved !== draftId) {
        void navigate(paths.startFlow.href(start.data.defId, saved), { replace: true });
      }
    } catch {
      // Shown by the HTTP client.
    }
  };

  const removeDraft = async () => {
    if (!draftId) return;
    if (!(await confirm(t('draft.confirmRemove'), t('dialog.confirm'), t('dialog.cancel')))) return;
    try {
      await call.mutateAsync({ op: 'removeDraft', body: { instId: draftId } });
      goBack();
    } catch {
      // Shown by the HTTP client.
    }
  };

  if (start.isError || form.isError) {
    const error = start.error ?? form.error;
    return (
      <Page title={t('startTitle')}>
        <EmptyState
          type={3}
          description={error instanceof ApiError && error.message ? error.message : tf('failure.noForm')}
        />
      </Page>
    );
  }

  const ready = start.data && form.data && permissions;
  return (
    <Page
      title={start.data?.name ?? t('startTitle')}
      right={
        draftId ? (
          <button type="button" className={styles.headerButton} onClick={() => void removeDraft()}>
            {t('draft.remove')}
          </button>
        ) : null
      }
    >
      {!ready ? (
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')}>
          <div className={styles.bone} />
          <div className={styles.boneBlock} />
          <div className={styles.boneBlock} />
        </div>
      ) : (
        <>
          {draftId ? (
            <p className={styles.draftNote}>{t('draft.editing', { subject: start.data.subject })}</p>
          ) : null}
          {agent && principals.data && principals.data.length > 0 ? (
            <fieldset className={styles.section}>
              <legend className={styles.legend}>{t('agent.onBehalf')}</legend>
              <div className={styles.choices}>
                {[{ userId: '', name: t('agent.self') }, ...principals.data].map((p) => (
                  <label key={p.userId || 'self'} className={styles.choice}>
                    <input
                      type="radio"
                      name="onBehalf"
                      value={p.userId}
                      checked={leaderId === p.userId}
                      onChange={() => setOnBehalf(p.userId)}
                    />
                    <span>{p.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {agent && principals.isError ? (
            <p className={styles.draftNote} role="alert">
              {t('agent.loadFailed')}
            </p>
          ) : null}
          {notAgent ? (
            <p className={styles.draftNote} role="status">
              {t('agent.notAgent')}
            </p>
          ) : null}
          <FormRenderer ref={renderer} form={form.data} data={start.data.data} permissions={permissions} />
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{t('urgency')}</legend>
            <div className={styles.choices}>
              {URGENCY.map((u) => (
                <label key={u} className={styles.choice}>
                  <input
                    type="radio"
                    name="urgency"
                    value={u}
                    checked={urgency === u}
                    onChange={() => setUrgency(u)}
                  />
                  <span>{t(`urgent.${u}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {chosen.length > 0 ? (
            <section className={styles.section} aria-label={t('dialog.nextApprovers')}>
              <h2 className={styles.legend}>{t('dialog.nextApprovers')}</h2>
              {chosen.map((n) => (
                <button
                  key={n.nodeId}
                  type="button"
                  className={styles.pick}
                  onClick={() => setPicking(n.nodeId)}
                >
                  <span className={styles.pickNode}>{n.name}</span>
                  <span>
                    {(nodeUsers[n.nodeId] ?? []).map((u) => u.name).join('、') || t('dialog.pickUsers')}
                  </span>
                </button>
              ))}
            </section>
          ) : null}
          <div className={styles.spacer} aria-hidden="true" />
          <nav className={styles.bar} aria-label={t('actions.bar')}>
            {leaderId || agentUnsure ? null : (
              // A draft is the starter's own: it is not offered while starting in someone else's name.
              <button
                type="button"
                className={styles.secondary}
                disabled={call.isPending}
                onClick={() => void saveDraft()}
              >
                {t('draft.save')}
              </button>
            )}
            <button
              type="button"
              className={styles.primary}
              disabled={call.isPending || agentUnsure}
              aria-busy={call.isPending || (agent && principals.isPending) || undefined}
              onClick={() => void submit()}
            >
              {t('submit')}
            </button>
          </nav>
          <UserPicker
            open={pickingNode !== undefined}
            title={pickingNode?.name ?? ''}
            multiple
            value={pickingNode ? (nodeUsers[pickingNode.nodeId] ?? []) : []}
            onClose={() => setPicking(null)}
            onConfirm={(users) => {
              if (pickingNode) setNodeUsers({ ...nodeUsers, [pickingNode.nodeId]: users });
              setPicking(null);
            }}
          />
        </>
      )}
    </Page>
  );
}
