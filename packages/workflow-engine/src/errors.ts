/** A definition that cannot be deployed: unsupported element, broken graph, condition that does not compile. */
export class DefinitionError extends Error {
  override readonly name = 'DefinitionError';
  constructor(
    message: string,
    readonly elementId?: string,
  ) {
    super(message);
  }
}

export type EngineErrorCode =
  /** The instance is not running (ended, terminated, revoked). */
  | 'NOT_RUNNING'
  /** No open task with that id in the instance. */
  | 'TASK_NOT_FOUND'
  /** The actor is not an assignee of the task. */
  | 'NOT_ASSIGNEE'
  /** Revoke refused: the task was not completed by the actor, or the following node was already acted on. */
  | 'NOT_REVOCABLE'
  /** A FEEL condition or expression failed or did not give a boolean (or user ids). */
  | 'CONDITION_ERROR'
  /** An exclusive or inclusive gateway found no true condition and has no default flow. */
  | 'NO_PATH'
  /** A user task would get no assignee. */
  | 'NO_ASSIGNEE'
  /** A signer operation on a node that is not a countersign, or on a signer who already voted. */
  | 'NOT_COUNTERSIGN'
  | 'SIGNER_NOT_FOUND'
  | 'SIGNER_EXISTS'
  /** The last undecided signer cannot be removed. */
  | 'LAST_SIGNER'
  /** Reject or jump target that is not allowed here. */
  | 'INVALID_TARGET'
  /** A command field that makes no sense (empty user list, unknown node). */
  | 'BAD_COMMAND';

/** A refused operation: nothing changed. `nodeId` names the node where it happened, when there is one. */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly nodeId?: string,
  ) {
    super(message);
  }
}
