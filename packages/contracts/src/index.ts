export * from './envelope';
export * from './auth';
export * from './uc';
export * from './limits';
