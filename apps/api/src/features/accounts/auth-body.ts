// Reads the text fields of a request body the way better-auth's router does (any JSON media type,
// form-encoded or multipart), so the limits in front of it see the same e-mail or phone number it
// will check, whichever encoding the client chose.
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

export type BodyFields = { email?: string; phoneNumber?: string } & Record<string, string>;

/** The body's string fields; {} when it has none or cannot be read (better-auth then refuses it). */
export async function bodyFields(request: Request): Promise<BodyFields> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  try {
    let entries: Array<[string, unknown]> = [];
    if (JSON_TYPE.test(type)) {
      const body: unknown = await request.clone().json();
      if (body && typeof body === 'object' && !Array.isArray(body)) entries = Object.entries(body);
    } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await request.clone().formData();
      form.forEach((value, name) => entries.push([name, value]));
    }
    return Object.fromEntries(
      entries.filter((e): e is [string, string] => typeof e[1] === 'string'),
    ) as BodyFields;
  } catch {
    return {};
  }
}
