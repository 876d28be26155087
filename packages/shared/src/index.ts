export * from './access';
export * from './errors';
export * from './languages';
export * from './roles';
export * from './schemas/auth';
