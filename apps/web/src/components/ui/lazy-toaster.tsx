// Mounts sonner's <Toaster> when the first toast is raised, so the first load does not carry it.
import { useEffect, useState, type ComponentType } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { on } from '../../lib/events';
import { loadSonner, markToasterReady } from '../../lib/notify';

type ToasterType = typeof SonnerToaster;

function Ready() {
  // Sibling effects run in order: the Toaster above is subscribed by the time this runs.
  useEffect(markToasterReady, []);
  return null;
}

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => void loadSonner().then((m) => live && setToaster(() => m.Toaster));
    const stop = on('toaster-wanted', load, { once: true });
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (!Toaster) return null;
  const T = Toaster as ComponentType<Parameters<ToasterType>[0]>;
  return (
    <>
      <T position="top-right" richColors closeButton />
      <Ready />
    </>
  );
}
