// Mounts sonner's <Toaster> when the first toast is raised, so the first load does not carry it.
import { useEffect, useState, type ComponentType } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { loadSonner, markToasterReady, TOASTER_WANTED_EVENT } from '../../lib/notify';

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
    window.addEventListener(TOASTER_WANTED_EVENT, load, { once: true });
    return () => {
      live = false;
      window.removeEventListener(TOASTER_WANTED_EVENT, load);
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
