export * from './exit-intent';
export * from './exit-detector';
export * from './offer-popup';
export * from './generated-code';
