// Toasts without putting the toast library in the first download: sonner (~10 KB gzip) is fetched
// when the first toast is raised; LazyToaster then mounts its <Toaster> and the toast shows.
// Durations follow the spec: add-to-bag 5 s, others 4 s, errors 5 s.
import { TOAST_DURATIONS } from '@shop/domain/timings';
import type * as SonnerModule from 'sonner';
import { emit } from './events';

type Sonner = typeof SonnerModule;

let resolveReady: () => void = () => undefined;
/** Settles once a <Toaster> is listening, so no toast raised before it is lost. */
const toasterReady = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

export const loadSonner = (): Promise<Sonner> => import('sonner');
export const markToasterReady = () => resolveReady();

async function show(
  kind: 'success' | 'error' | 'info',
  message: string,
  duration: number,
  description?: string,
) {
  emit('toaster-wanted');
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  toast[kind](message, { duration, ...(description && { description }) });
}

/** Raise a toast; safe to call from anywhere in the browser (never during server rendering). */
export const notify = {
  success: (message: string, duration: number = TOAST_DURATIONS.default) =>
    void show('success', message, duration),
  /** An announcement; `description` is a second, smaller line (a new notification's message). */
  info: (message: string, duration: number = TOAST_DURATIONS.default, description?: string) =>
    void show('info', message, duration, description),
  /** A failure; `description` says what to do about it (a declined M-Pesa prompt: try again). */
  error: (message: string, duration: number = TOAST_DURATIONS.error, description?: string | null) =>
    void show('error', message, duration, description ?? undefined),
};
