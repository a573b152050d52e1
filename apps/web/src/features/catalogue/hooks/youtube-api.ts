// YouTube's IFrame Player API, loaded the first time a shopper plays a YouTube video (never before:
// no call to YouTube until then). It lets the card read the embed's current second for its pins.
export type YoutubePlayer = {
  getCurrentTime: () => number;
  pauseVideo: () => void;
  playVideo: () => void;
};

type PlayerEvents = {
  onReady?: (event: { target: YoutubePlayer }) => void;
  onStateChange?: (event: { data: number; target: YoutubePlayer }) => void;
  onError?: (event: { data: number }) => void;
};

export type YoutubeNamespace = {
  Player: new (element: HTMLIFrameElement, options: { events: PlayerEvents }) => YoutubePlayer;
};

/** The player's states we act on (YT.PlayerState). */
export const YT_STATE = { ended: 0, playing: 1, paused: 2 } as const;

declare global {
  interface Window {
    YT?: YoutubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YoutubeNamespace> | null = null;

export function loadYoutubeApi(): Promise<YoutubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YoutubeNamespace>((resolve, reject) => {
    const before = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      before?.();
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('The YouTube player could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}
