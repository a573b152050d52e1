export * from './pins';
export * from './video-urls';
export * from './engagement';
export * from './texts';
