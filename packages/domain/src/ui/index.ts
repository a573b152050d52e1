export * from './timings';
export * from './interface';
export * from './claims';
