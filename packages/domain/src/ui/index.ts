export * from './timings';
