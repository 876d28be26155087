export * from './auth';
export * from './email-outbox';
export * from './membership';
export * from './profiles';
export * from './rate-limits';
export * from './roles';
export * from './site-settings';
export * from './team';
