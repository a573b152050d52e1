// The support chat's calls. They use fetch directly rather than the typed client: multipart photos and
// the event stream are plain HTTP anyway, and the chat's code stays out of the typed client's chunk.
// Every call times out like the rest of the shop's (withTimeout) and a refusal becomes an ApiError with
// the server's own message.
import { readJson, withTimeout } from './api-client';

const send = withTimeout((input, init) => fetch(input, init));

/** A JSON answer (or nothing, for 204) from the chat's API. */
export async function chatFetch<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await send(path, init);
  if (response.status === 204) return undefined as T;
  return readJson<T>(response);
}

/** POST with a JSON body. */
export const postJson = <T>(path: string, body: unknown = {}, method = 'POST') =>
  chatFetch<T>(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** POST a photo (multipart: `photo`, the message's `clientId`, and any other fields). */
export function postPhoto<T>(
  path: string,
  photo: File,
  clientId: string,
  fields: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  form.set('photo', photo);
  form.set('clientId', clientId);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return chatFetch<T>(path, { method: 'POST', body: form });
}
