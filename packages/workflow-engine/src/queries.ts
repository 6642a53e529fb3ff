import type {
  InstanceState,
  NodeSettings,
  NodeStatus,
  ProcessModel,
  RejectTargetInfo,
  TaskButton,
  UserTaskInfo,
} from './types';
export { evaluateFeel } from './feel';

export const DEFAULT_BUTTONS: TaskButton[] = [];
export const COUNTERSIGN_BUTTONS: TaskButton[] = [];

export function userTaskNodes(_model: ProcessModel): UserTaskInfo[] {
  return [];
}
export function nodeStatuses(_model: ProcessModel, _state: InstanceState): Record<string, NodeStatus> {
  return {};
}
export function rejectTargets(
  _model: ProcessModel,
  _state: InstanceState,
  _taskId: string,
): RejectTargetInfo[] {
  return [];
}
export function taskSettings(_model: ProcessModel, _nodeId: string): NodeSettings {
  return { fields: {}, assignees: [], buttons: [], rejectMode: 'normal' };
}
export function isRevocable(
  _model: ProcessModel,
  _state: InstanceState,
  _doneTaskId: string,
  _actor: string,
): boolean {
  return false;
}
