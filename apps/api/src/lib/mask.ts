// Masks for personal details that logs need to follow an incident but must not spell out (REL-5).

/** `+254712345123` → `+2547•••••123`: the country and network stay, the person does not. */
export function maskPhone(phone: string): string {
  const value = phone.trim();
  if (value.length <= 8) return '•'.repeat(value.length);
  return `${value.slice(0, 5)}${'•'.repeat(value.length - 8)}${value.slice(-3)}`;
}

/** `wanjiku@shop.test` → `w***@shop.test`: enough to follow an attack, not enough to name someone. */
export function maskEmail(email: string): string {
  return email.replace(/^(.).*(@.*)$/, '$1***$2');
}

/** An e-mail or phone number, masked the way its kind is; anything else fully hidden. */
export function maskAccount(subject: string): string {
  if (subject.includes('@')) return maskEmail(subject);
  if (/^\+?\d[\d\s-]*$/.test(subject)) return maskPhone(subject);
  return subject ? '[redacted]' : '';
}
