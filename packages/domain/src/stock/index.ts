export * from './pieces';
export * from './demand';
export * from './bundle-availability';
