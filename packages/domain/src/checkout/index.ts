export * from './amounts';
export * from './demand';
export * from './verification';
export * from './references';
export * from './messages';
