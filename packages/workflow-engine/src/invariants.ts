import type { InstanceState, ProcessModel } from './types';

/** Consistency problems of a state, one sentence each; [] when consistent. */
export function checkInvariants(_model: ProcessModel, _state: InstanceState): string[] {
  return [];
}
