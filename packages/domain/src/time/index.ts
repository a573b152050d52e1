export * from './instant';
