import { describe, expect, it } from 'vitest';
import { AnswerCache as AnyAnswerCache } from './answer-cache';

// The cache keeps any answer; these tests keep a text and read it back.
type Answer = { text: string };
const answer = (text: string): Answer => ({ text });
class AnswerCache extends AnyAnswerCache<Answer> {}

describe('the answer cache', () => {
  it('answers a repeat from memory until the lifetime is over', async () => {
    let now = 0;
    const cache = new AnswerCache(1000, 10, () => now);
    let made = 0;
    const make = async () => answer(`v${++made}`);
    expect((await cache.get('/a', make)).text).toBe('v1');
    now = 999;
    expect((await cache.get('/a', make)).text).toBe('v1');
    now = 1000;
    expect((await cache.get('/a', make)).text).toBe('v2');
    expect(made).toBe(2);
  });

  it('makes one answer for requests that arrive together', async () => {
    const cache = new AnswerCache(1000);
    let made = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const make = async () => {
      made++;
      await gate;
      return answer('one');
    };
    const all = Promise.all(Array.from({ length: 50 }, () => cache.get('/a', make)));
    release();
    expect((await all).map((a) => a.text)).toEqual(Array(50).fill('one'));
    expect(made).toBe(1);
  });

  it('keeps no failure: the next request tries again', async () => {
    const cache = new AnswerCache(1000);
    await expect(cache.get('/a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect((await cache.get('/a', async () => answer('back'))).text).toBe('back');
  });

  it('holds at most its number of answers, dropping the oldest', async () => {
    const cache = new AnswerCache(1000, 2);
    let made = 0;
    const make = async () => answer(String(++made));
    await cache.get('/a', make);
    await cache.get('/b', make);
    await cache.get('/c', make);
    expect((await cache.get('/b', make)).text).toBe('2');
    expect((await cache.get('/a', make)).text).toBe('4');
  });

  it('forgets everything on clear, and a lifetime of 0 keeps nothing', async () => {
    const cache = new AnswerCache(1000);
    await cache.get('/a', async () => answer('old'));
    cache.clear();
    expect((await cache.get('/a', async () => answer('new'))).text).toBe('new');
    const off = new AnswerCache(0);
    let made = 0;
    await off.get('/a', async () => answer(String(++made)));
    await off.get('/a', async () => answer(String(++made)));
    expect(made).toBe(2);
  });
});
