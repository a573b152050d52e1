// A short-lived, bounded memory of answers that are the same for every visitor (the catalogue and the
// storefront pages as a guest sees them). Within its lifetime a repeated request is answered without touching the database,
// and requests that arrive together while an answer is being made wait for that one answer instead of
// each asking the database (no stampede when a drop goes live). Nothing here must be kept for
// correctness: a restart, a second server process or clear() only costs a database query.

/** A JSON answer as the bytes sent (UTF-8, made once however often it is sent) and its ETag. */
export type CachedAnswer = { body: Uint8Array<ArrayBuffer>; etag: string };

export class AnswerCache<T = CachedAnswer> {
  private readonly answers = new Map<string, { answer: T; until: number }>();
  private readonly making = new Map<string, Promise<T>>();

  constructor(
    /** 0 turns the cache off: every request is made afresh. */
    private readonly lifetimeMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  async get(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.enabled) return make();
    const kept = this.answers.get(key);
    if (kept && kept.until > this.now()) return kept.answer;
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = make().then(
      (answer) => {
        this.making.delete(key);
        this.keep(key, answer);
        return answer;
      },
      (error: unknown) => {
        this.making.delete(key);
        throw error;
      },
    );
    this.making.set(key, made);
    return made;
  }

  /** Forget everything, e.g. after the catalogue changed. Answers being made are not kept. */
  clear(): void {
    this.answers.clear();
    this.making.clear();
  }

  private keep(key: string, answer: T) {
    // Oldest first out: a Map iterates in insertion order, and a refreshed key is re-inserted.
    this.answers.delete(key);
    if (this.answers.size >= this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, { answer, until: this.now() + this.lifetimeMs });
  }
}
