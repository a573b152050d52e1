// The early-access list's public requests beyond the footer sign-up (which the domain's own check
// reads, for the form's exact words): the unsubscribe link's token.
import { UNSUBSCRIBE_MESSAGES } from '@shop/domain/texts';
import { z } from 'zod';
import { textInput } from './text';

const token = textInput()
  .trim()
  .min(1, UNSUBSCRIBE_MESSAGES.invalidLink)
  .max(300, UNSUBSCRIBE_MESSAGES.invalidLink);

/** GET /api/early-access/unsubscribe?token= and the one-click POST's ?token=. */
export const unsubscribeQuery = z.object({ token });
/** POST /api/early-access/unsubscribe { token } */
export const unsubscribeInput = z.object({ token });
