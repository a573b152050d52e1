// The admin layout route's module, fetched with the first admin page: the shell, and the way to each
// screen's own code (screen-modules.ts). Nothing here is in the storefront's first download.
export { Component } from './components/admin-shell';
export { loadScreen } from './screen-modules';
