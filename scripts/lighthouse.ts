// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) against Debian's Chromium, part of
// npm run bench. Each page is measured several times and the median run reported, as DESIGN.md asks.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/src/chromium';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  /** Every run's performance score, in order (the median alone hides how much they swing). */
  scores?: number[];
  /** Runs repeated because Lighthouse could not read their trace. */
  retries?: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouseMedian(url: string, runs = 5): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const results: LighthouseFigures[] = [];
    const scores: number[] = [];
    // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) has no figures: it is
    // run again rather than counted as a score of 0. Each page gets at most `runs` such retries.
    let retries = 0;
    while (results.length < runs) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError) {
        if (++retries > runs) throw new Error(`Lighthouse kept failing: ${lhr.runtimeError.code}`);
        continue;
      }
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
      scores.push(results.at(-1)!.performance);
    }
    const pick = (key: Exclude<keyof LighthouseFigures, 'scores' | 'retries'>) =>
      median(results.map((r) => r[key]));
    return {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      benchmarkIndex: pick('benchmarkIndex'),
      scores,
      retries,
    };
  } finally {
    await chrome.kill();
  }
}

export const formatLighthouse = (page: string, f: LighthouseFigures) =>
  `Lighthouse ${page.padEnd(34)} perf ${f.performance}  a11y ${f.accessibility}  best ${f.bestPractices}  seo ${f.seo}` +
  `   FCP ${(f.fcpMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${f.tbtMs.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}  (host benchmark ${f.benchmarkIndex.toFixed(0)})` +
  (f.scores
    ? `\n  runs: ${f.scores.join(', ')}${f.retries ? `; ${f.retries} repeated (unreadable trace)` : ''}`
    : '');

// Run on its own: npx tsx scripts/lighthouse.ts http://localhost:3000/ [runs]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, runs] = process.argv.slice(2);
  if (!url) throw new Error('usage: tsx scripts/lighthouse.ts <url> [runs]');
  console.log(formatLighthouse(new URL(url).pathname, await lighthouseMedian(url, Number(runs ?? 5))));
}
