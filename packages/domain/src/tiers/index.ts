export * from './tier';
export * from './viewer';
export * from './access';
export * from './pages';
