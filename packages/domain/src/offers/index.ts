export * from './exit-intent';
export * from './generated-code';
