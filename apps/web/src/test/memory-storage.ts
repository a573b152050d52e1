// A Storage kept in memory, for the tests of what the shop keeps on the device. It can be made full
// (writes throw, as a full quota does) or blocked (reads and writes throw, as when a browser refuses
// site storage), so each store can show that it never throws at the page.
export class MemoryStorage {
  readonly data = new Map<string, string>();
  full = false;
  blocked = false;
  get length() {
    return this.data.size;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string) {
    if (this.blocked) throw new Error('SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full || this.blocked) throw new Error('QuotaExceededError');
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}
