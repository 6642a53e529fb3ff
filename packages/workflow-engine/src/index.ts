/** Pure BPMN 2.0 interpreter: state in, command in, new state and effects out. No I/O. */
export * from './types';
export { DefinitionError, EngineError, type EngineErrorCode } from './errors';
export { parseProcess, serializeModel, fromJson, BATON_NS, batonDescriptor } from './parse';
export {
  start,
  complete,
  reject,
  revoke,
  terminate,
  addSigner,
  removeSigner,
  reassign,
  jump,
  isNeedAssignees,
} from './operations';
export { checkInvariants } from './invariants';
export {
  userTaskNodes,
  nodeStatuses,
  rejectTargets,
  taskSettings,
  isRevocable,
  evaluateFeel,
  DEFAULT_BUTTONS,
  COUNTERSIGN_BUTTONS,
} from './queries';
export { DEMO_PROCESSES, type DemoProcessKey } from './fixtures/demo';
