export * from './types';
export * from './calculate';
export * from './code-entry';
export * from './parse-discount';
export * from './usability';
