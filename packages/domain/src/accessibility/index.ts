export * from './font-size';
