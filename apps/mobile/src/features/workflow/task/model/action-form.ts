import type { FormFileInfo } from '@baton/contracts';
import { OPINION_REQUIRED, type ActionKey } from './actions';

export interface PickedUser {
  id: string;
  name: string;
}

export type SignPosition = 'before' | 'after' | 'parallel';
export type BackHandMode = 'normal' | 'direct';

/** What an action's dialog collects. */
export interface ActionValues {
  opinion: string;
  files: FormFileInfo[];
  users: PickedUser[];
  position: SignPosition;
  destination: string;
  backHandMode: BackHandMode;
  /** Approvers picked for the next nodes whose approver is chosen, by node id. */
  nodeUsers: Record<string, PickedUser[]>;
}

export const emptyValues = (opinion = ''): ActionValues => ({
  opinion,
  files: [],
  users: [],
  position: 'after',
  destination: '',
  backHandMode: 'normal',
  nodeUsers: {},
});

/** Which parts a dialog shows. */
export interface ActionShape {
  users: 'none' | 'one' | 'many';
  files: boolean;
  phrases: boolean;
  rejectTarget: boolean;
  position: boolean;
  nextNodes: boolean;
  opinionRequired: boolean;
  /** The urge dialog's text is the reminder sent; asking others and circulating send a message; not an opinion. */
  opinionLabel: 'opinion' | 'content' | 'reply' | 'message';
}

export function shapeOf(key: ActionKey): ActionShape {
  const decide = ['agree', 'oppose', 'abandon', 'reject', 'backToStart'].includes(key);
  return {
    users:
      key === 'transfer' || key === 'delegate'
        ? 'one'
        : ['addSign', 'commu', 'inquiry', 'copyTo'].includes(key)
          ? 'many'
          : 'none',
    files: decide,
    phrases: decide || key === 'endProcess' || key === 'transfer' || key === 'delegate',
    rejectTarget: key === 'reject',
    position: key === 'addSign',
    nextNodes: key === 'agree',
    opinionRequired: OPINION_REQUIRED.has(key),
    opinionLabel:
      key === 'urge'
        ? 'content'
        : key === 'reply'
          ? 'reply'
          : key === 'commu' || key === 'inquiry' || key === 'copyTo'
            ? 'message'
            : 'opinion',
  };
}

/** Field → key of the message (`validation.*` in the task namespace); empty when the dialog may be sent. */
export function validateAction(key: ActionKey, values: ActionValues): Record<string, string> {
  const shape = shapeOf(key);
  const errors: Record<string, string> = {};
  if (shape.opinionRequired && values.opinion.trim() === '') errors.opinion = 'validation.opinionRequired';
  if (values.opinion.length > 2000) errors.opinion = 'validation.opinionTooLong';
  if (shape.users !== 'none' && values.users.length === 0) errors.users = 'validation.userRequired';
  if (shape.users === 'one' && values.users.length > 1) errors.users = 'validation.oneUser';
  if (shape.rejectTarget && !values.destination) errors.destination = 'validation.nodeRequired';
  return errors;
}

/** `{ nodeId: [userId] }` JSON for the nodes where someone was picked; undefined when nobody was. */
export function nodeUsersJson(nodeUsers: Record<string, PickedUser[]>): string | undefined {
  const picked = Object.entries(nodeUsers).filter(([, users]) => users.length > 0);
  if (picked.length === 0) return undefined;
  return JSON.stringify(Object.fromEntries(picked.map(([node, users]) => [node, users.map((u) => u.id)])));
}

/** The attachments as the server stores them: JSON text of `[{ id, name, size, type }]`. */
export function filesJson(files: readonly FormFileInfo[]): string | undefined {
  if (files.length === 0) return undefined;
  return JSON.stringify(files.map(({ id, name, size, type }) => ({ id, name, size, type })));
}
