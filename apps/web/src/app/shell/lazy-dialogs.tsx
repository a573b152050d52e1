// Dialogs a shopper opens from anywhere — the search palette (Ctrl/Cmd+K, the navbar button), the
// size chart, the accessibility settings and the support chat — are fetched on first use: until a page event asks for
// one, only this listener is in the page's JavaScript. The event's detail reaches the dialog (the size chart's starting filters).
import { useEffect, useState, type ComponentType } from 'react';
import { NETWORK_MESSAGE } from '../../lib/api-client';
import { on, type EventDialogProps } from '../../lib/events';
import { notify } from '../../lib/notify';

const DIALOGS = {
  'open-search-palette': () => import('../../features/search/components/search-palette'),
  'open-size-chart': () => import('../../features/size-chart/components/size-chart-dialog'),
  'open-accessibility-settings': () => import('../../features/accessibility/components/accessibility-dialog'),
  'open-chat': () => import('../../features/chat/components/chat-panel'),
};
type Name = keyof typeof DIALOGS;
type Shown = { Dialog: ComponentType<EventDialogProps<Name>>; open: boolean; detail?: unknown };

export function LazyDialogs() {
  const [shown, setShown] = useState<Partial<Record<Name, Shown>>>({});
  useEffect(() => {
    const stops = (Object.keys(DIALOGS) as Name[]).map((name) =>
      on(name, (detail) =>
        DIALOGS[name]().then(
          ({ default: Dialog }) =>
            setShown((s) => ({
              ...s,
              [name]: { Dialog: Dialog as ComponentType<EventDialogProps<Name>>, open: true, detail },
            })),
          // Offline before the dialog's code ever arrived.
          () => notify.error(NETWORK_MESSAGE),
        ),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, []);
  return (Object.entries(shown) as [Name, Shown][]).map(([name, { Dialog, ...state }]) => (
    <Dialog
      key={name}
      {...state}
      detail={state.detail as EventDialogProps<Name>['detail']}
      onOpenChange={(open) => setShown((s) => ({ ...s, [name]: { ...s[name]!, open } }))}
    />
  ));
}
