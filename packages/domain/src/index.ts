export * from './api-types';
export * from './schemas';
