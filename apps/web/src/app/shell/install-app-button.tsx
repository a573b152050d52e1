// "Install app" in the menu, shown only while the browser offers to install the shop (Android
// Chrome and desktop Chrome; lib/install-prompt.ts keeps the offer). Installed, the shop opens from the
// home screen in its own window and works offline.
import { Download } from 'lucide-react';
import { install, useInstallOffer } from '../../lib/install-prompt';

export function InstallAppButton({ className }: { className: string }) {
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <li>
      <button type="button" onClick={() => void install()} className={className}>
        <Download aria-hidden="true" className="size-5" />
        Install app
      </button>
    </li>
  );
}
