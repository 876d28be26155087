export * from './access';
export * from './auth-rules';
export * from './errors';
export * from './languages';
export * from './roles';
export * from './schemas/auth';
export * from './settings';
