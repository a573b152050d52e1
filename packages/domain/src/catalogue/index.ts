export * from './constants';
export * from './filters';
export * from './sort';
export * from './grid';
export * from './badges';
export * from './countdown';
export * from './browsing';
export * from './sizes';
