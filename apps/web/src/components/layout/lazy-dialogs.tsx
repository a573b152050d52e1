// Dialogs a shopper opens from anywhere — the search palette (Ctrl/Cmd+K, the navbar button) and the
// size chart — are fetched on first use: until a window event asks for one, only this listener is in
// the page's JavaScript. The event's detail reaches the dialog (the size chart's starting filters).
import { useEffect, useState, type ComponentType } from 'react';
import { NETWORK_MESSAGE } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { SIZE_CHART_EVENT } from '../../lib/size-chart-event';
import { OPEN_SEARCH_EVENT } from './navbar-icon-buttons';

export type LazyDialogProps = { open: boolean; detail?: unknown; onOpenChange: (open: boolean) => void };
type Shown = { Dialog: ComponentType<LazyDialogProps>; open: boolean; detail?: unknown };

const DIALOGS: Record<string, () => Promise<{ default: ComponentType<LazyDialogProps> }>> = {
  [OPEN_SEARCH_EVENT]: () => import('../../features/search/components/search-palette'),
  [SIZE_CHART_EVENT]: () => import('../../features/size-chart/components/size-chart-dialog'),
};

export function LazyDialogs() {
  const [shown, setShown] = useState<Record<string, Shown>>({});
  useEffect(() => {
    const onOpen = (event: Event) =>
      DIALOGS[event.type]!().then(
        ({ default: Dialog }) =>
          setShown((s) => ({
            ...s,
            [event.type]: { Dialog, open: true, detail: (event as CustomEvent).detail },
          })),
        // Offline before the dialog's code ever arrived.
        () => notify.error(NETWORK_MESSAGE),
      );
    const names = Object.keys(DIALOGS);
    for (const name of names) window.addEventListener(name, onOpen);
    return () => {
      for (const name of names) window.removeEventListener(name, onOpen);
    };
  }, []);
  return Object.entries(shown).map(([name, { Dialog, ...state }]) => (
    <Dialog
      key={name}
      {...state}
      onOpenChange={(open) => setShown((s) => ({ ...s, [name]: { ...s[name]!, open } }))}
    />
  ));
}
