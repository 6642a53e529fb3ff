import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { paths } from '../../../../app/paths';
import { EmptyState } from '../../../../components/empty-state';
import { Page } from '../../../../components/page';
import { useAfterPaint } from '../../../../components/use-after-paint';
import { useGoBack } from '../../../../components/use-go-back';
import { useDocumentTitle } from '../../../../lib/document-title';
import { ApiError } from '../../../../lib/http';
import { isGuest, useSession } from '../../../../lib/session';
import { FormRenderer, type FormRendererHandle } from '../../../forms';
import { useNotice } from '../api/get-notice';
import { useFlowImage } from '../api/get-flow-image';
import { useFormDefinition } from '../api/get-form-definition';
import { useLockState } from '../api/get-lock-state';
import { useOpenTasks } from '../api/get-open-tasks';
import { opinionsQueryOptions, useOpinions } from '../api/get-opinions';
import { useRelatedInfo } from '../api/get-related-info';
import { useTaskDetail } from '../api/get-task-detail';
import { callWorkflow, useWorkflowCall, type WorkflowCall } from '../api/workflow-call';
import { ActionBar } from '../components/action-bar';
import { ActionDialog } from '../components/action-dialog';
import { InfoPanel } from '../components/info-panel';
import { NodeList } from '../components/node-list';
import { OpinionList } from '../components/opinion-list';
import { ProcessDiagram } from '../components/process-diagram';
import { filesJson, nodeUsersJson, type ActionValues } from '../model/action-form';
import { LEAVES_TASK, availableActions, revocableStep, type Action, type ActionKey } from '../model/actions';
import { detailTarget, replyOperation, taskForInstance } from '../model/detail-route';
import { nodesToChoose } from '../model/next-nodes';
import { hasWritable, nodePermissions, readerPermissions, signatureField } from '../model/permissions';
import styles from './instance-page.module.css';

type Tab = 'form' | 'opinions' | 'flow' | 'info';
const TABS: Tab[] = ['form', 'opinions', 'flow', 'info'];

/**
 * The one instance-detail screen of every detail route (workflow.md §2): the form with the node's field
 * permissions, the action bar from the task's buttons with 更多, the flow tree of opinions, the nodes and the
 * diagram, the related information. Actions open their dialog; success shows the server's message.
 */
export function InstancePage() {
  const { t, i18n } = useTranslation('task');
  const params = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const client = useQueryClient();
  const user = useSession((s) => s.currentUser);
  const userId = user && !isGuest(user) ? user.userId : '';
  const target = detailTarget(params);
  const notice = useNotice(target.noticeId);
  const routeInst = target.instId || notice.data?.instId || '';

  const byTask = useTaskDetail(target.taskId);
  const instId = routeInst || byTask.data?.task.procInstId || '';
  const open = useOpenTasks(target.taskId ? '' : instId);
  const opinions = useOpinions(instId);
  const related = useRelatedInfo(target.taskId ? '' : instId);
  const foundTask = target.taskId ? '' : taskForInstance(open.data, opinions.data);
  const found = useTaskDetail(foundTask);
  const detail = target.taskId ? byTask : found;
  const taskId = detail.data?.task.id ?? '';
  const instance = detail.data?.instance ?? related.data;
  const form = useFormDefinition(detail.data?.formKey ?? '');
  // The form is the screen's largest render: it comes in a transition, which React renders in slices that let
  // the browser paint and take input in between, after the request's summary is on screen.
  const formDef = useDeferredValue(form.data);
  const pending = detail.data?.task.status === 'pending';
  const painted = useAfterPaint(Boolean(instance));
  // Only a holder or candidate may ask about the claim (the server gives them the node's buttons); asked once the
  // request is on screen.
  const lock = useLockState(
    taskId,
    painted && Boolean(detail.data && pending && detail.data.buttons.length > 0),
  );

  const [tab, setTab] = useState<Tab>('form');
  const [dialog, setDialog] = useState<ActionKey | null>(null);
  const [diagramOpen, setDiagramOpen] = useState(false);
  const renderer = useRef<FormRendererHandle>(null);
  const formData = useRef<Record<string, unknown> | undefined>(undefined);
  const call = useWorkflowCall();
  const image = useFlowImage(instId, dialog === 'agree');

  useDocumentTitle(instance?.subject ?? t('title'));

  // A draft opens on the start form.
  useEffect(() => {
    if (related.data?.status === 'draft' && related.data.creatorId === userId) {
      void navigate(paths.startFlow.href(related.data.procDefId, related.data.id), { replace: true });
    }
  }, [related.data, userId, navigate]);

  // Opening the instance is recorded (pending rows show 已阅; the caller's notices of it become read), once it is
  // on screen.
  const recorded = useRef('');
  useEffect(() => {
    if (!painted || !instId || !instance || instance.status === 'draft' || recorded.current === instId)
      return;
    recorded.current = instId;
    callWorkflow({ op: 'addReadRecord', body: { instId } }).then(
      () => void client.invalidateQueries(opinionsQueryOptions(instId)),
      () => undefined,
    );
  }, [painted, instId, instance, client]);

  const isStart = detail.data ? detail.data.node.nodeType === 'START' : false;
  const canAct = Boolean(detail.data?.canAct && pending);
  const permissions = useMemo(() => {
    if (!formDef || !detail.data) return undefined;
    const own = nodePermissions(formDef, detail.data.node, isStart);
    return canAct ? own : readerPermissions(formDef, own, detail.data.data);
  }, [formDef, detail.data, isStart, canAct]);
  const editable = Boolean(canAct && formDef && permissions && hasWritable(formDef, permissions));
  const sigField = formDef && permissions && canAct ? signatureField(formDef, permissions) : undefined;
  const sigLabel = sigField ? formDef?.fields.find((f) => f.name === sigField)?.label : undefined;

  const replyable = Boolean(
    notice.data &&
    notice.data.receiverId === userId &&
    notice.data.status !== 'replied' &&
    replyOperation(notice.data.type),
  );
  const ctx = {
    detail: detail.data,
    claim: lock.data,
    // Opened without a task of one's own, circulating waits for the server's word on it (a flow agent only
    // follows the request).
    instance: instance && {
      ...instance,
      mayCopyTo: target.taskId ? undefined : (related.data?.mayCopyTo ?? false),
    },
    opinions: opinions.data,
    userId,
    replyable,
  };
  const actions = instance ? availableActions(ctx) : [];

  const label = (a: Action) => {
    // Names in a process definition are written in Chinese; other languages use the app's words.
    if (a.name && i18n.language === 'zh-CN') return a.name;
    if (a.key === 'agree' && isStart) return t('actions.resubmit');
    return t(`actions.${a.key}`);
  };
  const dialogTitle = dialog ? label(actions.find((a) => a.key === dialog) ?? { key: dialog, name: '' }) : '';

  const run = async (request: WorkflowCall, key: ActionKey): Promise<boolean> => {
    try {
      await call.mutateAsync(request);
    } catch {
      // The HTTP client showed the server's message (a refusal, or 任务已被处理，请刷新后重试); nothing changes.
      return false;
    }
    if (LEAVES_TASK.has(key)) goBack();
    return true;
  };

  const onAction = (key: ActionKey) => {
    if (key === 'claim' || key === 'unclaim') {
      void run({ op: 'lockUnlock', body: { taskId } }, key);
      return;
    }
    if (key === 'agree' && editable) {
      // The form is checked first: its mistakes show on the form, the dialog opens only when it is right.
      const result = renderer.current?.getData();
      if (!result?.ok) return;
      formData.current = result.data;
    } else {
      formData.current = undefined;
    }
    setDialog(key);
  };

  const submit = (key: ActionKey, v: ActionValues): Promise<boolean> => {
    const opinion = v.opinion.trim() || undefined;
    const userIds = v.users.map((u) => u.id).join(',');
    switch (key) {
      case 'agree':
      case 'oppose':
      case 'abandon':
        return run(
          {
            op: 'complete',
            body: {
              taskId,
              actionName: key,
              opinion,
              files: filesJson(v.files),
              nodeUsers: key === 'agree' ? nodeUsersJson(v.nodeUsers) : undefined,
              data: key === 'agree' && editable ? formData.current : undefined,
            },
          },
          key,
        );
      case 'reject':
        return run(
          {
            op: 'rejectComplete',
            body: {
              taskId,
              destination: v.destination,
              backHandMode: v.backHandMode,
              opinion,
              files: filesJson(v.files),
            },
          },
          key,
        );
      case 'backToStart':
        return run(
          {
            op: 'rejectComplete',
            body: { taskId, destination: 'start', opinion, files: filesJson(v.files) },
          },
          key,
        );
      case 'transfer':
      case 'delegate':
        return run({ op: key, body: { taskId, userId: v.users[0]?.id ?? '', opinion } }, key);
      case 'addSign':
        return run({ op: 'addSign', body: { taskId, userIds, position: v.position, opinion } }, key);
      case 'commu':
        return run({ op: 'communicate', body: { taskId, userIds, opinion } }, key);
      case 'inquiry':
        return run({ op: 'inquiry', body: { taskId, userIds, opinion } }, key);
      case 'copyTo':
        return run({ op: 'copyTo', body: { instId, userIds, opinion } }, key);
      case 'endProcess':
        return run({ op: 'endProcess', body: { taskId, opinion } }, key);
      case 'urge':
        return run({ op: 'urge', body: { instId, content: opinion } }, key);
      case 'withdraw':
        return run({ op: 'revoke', body: { instId, opinion } }, key);
      case 'revoke':
        return run({ op: 'revoke', body: { instId, taskId: revocableStep(ctx) ?? undefined, opinion } }, key);
      case 'retrieve':
        return run({ op: 'retrieve', body: { instId, opinion } }, key);
      case 'reply': {
        const op = notice.data ? replyOperation(notice.data.type) : null;
        if (!op || !notice.data) return Promise.resolve(false);
        return run({ op, body: { noticeId: notice.data.id, opinion: v.opinion.trim() } }, key);
      }
      default:
        return Promise.resolve(false);
    }
  };

  const failure = [detail.error, opinions.error, notice.error, related.error].find(Boolean);
  // The summary shows once the instance is known; the form's definition may still be on its way (its panel
  // shows a skeleton meanwhile, and the actions wait for it, since agreeing checks the form).
  const loading = !failure && (!instance || (Boolean(taskId) && detail.isPending));
  // Also while the deferred definition is not yet the current one (another task's form must not show).
  const formLoading = Boolean(detail.data?.formKey) && (!formDef || formDef !== form.data) && !form.isError;
  if (failure) {
    const message = failure instanceof ApiError && failure.message ? failure.message : t('loadFailed');
    return (
      <Page title={t('title')}>
        <EmptyState type={3} description={message} />
      </Page>
    );
  }

  const status = instance?.status ?? '';
  return (
    <Page title={t('title')}>
      {loading || !instance ? (
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')}>
          <div className={styles.boneWide} />
          <div className={styles.bone} />
          <div className={styles.boneBlock} />
          <div className={styles.boneBlock} />
        </div>
      ) : (
        <>
          <section className={styles.summary} aria-labelledby="inst-subject">
            <h2 id="inst-subject" className={styles.subject}>
              {instance.subject}
            </h2>
            <div className={styles.tags}>
              <span className={styles.status} data-status={status}>
                {t(`status.${status}`, { defaultValue: status })}
              </span>
              {instance.urgentState && instance.urgentState !== 'normal' ? (
                <span className={styles.urgent}>
                  {t(`urgent.${instance.urgentState}`, { defaultValue: instance.urgentState })}
                </span>
              ) : null}
              {detail.data && pending && !canAct && lock.data?.lockUserName ? (
                <span className={styles.claimed}>{t('claimedBy', { name: lock.data.lockUserName })}</span>
              ) : null}
            </div>
            <p className={styles.meta}>
              {instance.procDefName} · {instance.creatorName} ·{' '}
              {dayjs(instance.createTime).format('YYYY-MM-DD HH:mm')}
            </p>
            {detail.data && pending ? (
              <p className={styles.meta}>{t('currentNode', { name: detail.data.task.name })}</p>
            ) : instance.currentNodes ? (
              <p className={styles.meta}>{t('currentNode', { name: instance.currentNodes })}</p>
            ) : null}
            {notice.data ? (
              <p className={styles.notice}>
                {t(`notice.${notice.data.type}`, {
                  name: notice.data.senderName,
                  defaultValue: notice.data.type,
                })}
                {notice.data.content ? `：${notice.data.content}` : ''}
                {notice.data.reply ? (
                  <span className={styles.reply}>{t('notice.replied', { reply: notice.data.reply })}</span>
                ) : null}
              </p>
            ) : null}
          </section>

          <div className={styles.tabs} role="tablist" aria-label={t('title')}>
            {TABS.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`tab-${key}`}
                aria-selected={tab === key}
                aria-controls={`panel-${key}`}
                className={styles.tab}
                onClick={() => setTab(key)}
              >
                {t(`tabs.${key}`)}
                {key === 'opinions' && opinions.data ? ` (${opinions.data.length})` : ''}
              </button>
            ))}
          </div>

          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.panel}>
            {tab === 'form' ? (
              formLoading ? (
                <div className={styles.formSkeleton} role="status" aria-busy="true" aria-label={t('loading')}>
                  <div className={styles.boneBlock} />
                  <div className={styles.boneBlock} />
                  <div className={styles.boneBlock} />
                </div>
              ) : formDef && detail.data && permissions ? (
                <div className={styles.form}>
                  <FormRenderer
                    ref={renderer}
                    form={formDef}
                    data={detail.data.data}
                    permissions={permissions}
                    readOnly={!editable}
                    signature={sigField ? { field: sigField } : undefined}
                  />
                </div>
              ) : (
                <EmptyState type={1} description={t('noForm')} />
              )
            ) : null}
            {tab === 'opinions' ? <OpinionList opinions={opinions.data ?? []} /> : null}
            {tab === 'flow' ? <NodeList instId={instId} onDiagram={() => setDiagramOpen(true)} /> : null}
            {tab === 'info' ? (
              <InfoPanel instId={instId} taskId={pending ? taskId : ''} signatureField={sigLabel} />
            ) : null}
          </div>
        </>
      )}

      <ActionBar actions={actions} label={label} busy={call.isPending || formLoading} onAction={onAction} />
      <ActionDialog
        action={dialog}
        title={dialogTitle}
        taskId={taskId}
        nextNodes={
          dialog === 'agree' && detail.data
            ? nodesToChoose(image.data?.bpmnXml ?? '', detail.data.task.nodeId)
            : []
        }
        exclude={userId ? [userId] : []}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
      <ProcessDiagram instId={instId} open={diagramOpen} onClose={() => setDiagramOpen(false)} />
    </Page>
  );
}
