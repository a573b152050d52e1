// Ends the current task so the browser can paint and answer a tap before the next piece of work runs.
// Start-up work split this way is several short tasks instead of one long one on a slow phone.
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
