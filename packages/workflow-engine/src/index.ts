/** Pure BPMN 2.0 interpreter: state in, command in, new state and effects out. No I/O. */
export {};
