export * from './tier';
export * from './viewer';
export * from './access';
