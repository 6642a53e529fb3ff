import { EngineError } from './errors';
import type {
  AddSignerCommand,
  CompleteCommand,
  EngineContext,
  InstanceState,
  JumpCommand,
  NeedAssigneesResult,
  OperationOutcome,
  OperationResult,
  ProcessModel,
  ReassignCommand,
  RejectCommand,
  RemoveSignerCommand,
  RevokeCommand,
  StartCommand,
  TerminateCommand,
} from './types';

const todo = (): never => {
  throw new EngineError('BAD_COMMAND', '尚未实现');
};

export const isNeedAssignees = (o: OperationOutcome): o is NeedAssigneesResult => 'needAssignees' in o;

export function start(_model: ProcessModel, _cmd: StartCommand, _ctx: EngineContext): OperationOutcome {
  return todo();
}
export function complete(
  _m: ProcessModel,
  _s: InstanceState,
  _c: CompleteCommand,
  _x: EngineContext,
): OperationOutcome {
  return todo();
}
export function reject(
  _m: ProcessModel,
  _s: InstanceState,
  _c: RejectCommand,
  _x: EngineContext,
): OperationOutcome {
  return todo();
}
export function revoke(
  _m: ProcessModel,
  _s: InstanceState,
  _c: RevokeCommand,
  _x: EngineContext,
): OperationResult {
  return todo();
}
export function terminate(
  _m: ProcessModel,
  _s: InstanceState,
  _c: TerminateCommand,
  _x: EngineContext,
): OperationResult {
  return todo();
}
export function addSigner(
  _m: ProcessModel,
  _s: InstanceState,
  _c: AddSignerCommand,
  _x: EngineContext,
): OperationResult {
  return todo();
}
export function removeSigner(
  _m: ProcessModel,
  _s: InstanceState,
  _c: RemoveSignerCommand,
  _x: EngineContext,
): OperationResult {
  return todo();
}
export function reassign(
  _m: ProcessModel,
  _s: InstanceState,
  _c: ReassignCommand,
  _x: EngineContext,
): OperationResult {
  return todo();
}
export function jump(
  _m: ProcessModel,
  _s: InstanceState,
  _c: JumpCommand,
  _x: EngineContext,
): OperationOutcome {
  return todo();
}
