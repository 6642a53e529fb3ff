export * from './envelope';
export * from './auth';
export * from './uc';
export * from './bpm';
export * from './form';
export * from './portal';
export * from './limits';
