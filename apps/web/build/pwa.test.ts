import { describe, expect, it } from 'vitest';
import { shopperFiles, withOfflineScreen } from './pwa';

describe('what the service worker precaches', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      imports: ['_framework.js'],
      dynamicImports: ['src/app/routes/bag.tsx', 'src/app/routes/admin-layout.tsx'],
    },
    '_framework.js': { file: 'assets/framework-1.js' },
    'src/app/routes/bag.tsx': {
      file: 'assets/bag-1.js',
      imports: ['_framework.js', '_bag-rules.js'],
      css: ['assets/bag-1.css'],
    },
    '_bag-rules.js': { file: 'assets/bag-rules-1.js' },
    'src/app/routes/admin-layout.tsx': {
      file: 'assets/admin-layout-1.js',
      dynamicImports: ['src/features/admin/dashboard/sales-chart.tsx'],
    },
    'src/features/admin/dashboard/sales-chart.tsx': { file: 'assets/sales-chart-1.js' },
  };

  it("walks every shopper's chunk from the entry, static and lazy, and leaves the admin's out", () => {
    expect([...shopperFiles(manifest)].sort()).toEqual(
      [
        'assets/bag-1.css',
        'assets/bag-1.js',
        'assets/bag-rules-1.js',
        'assets/framework-1.js',
        'assets/index-1.js',
      ].sort(),
    );
  });

  it('gives the offline screen a revision that follows the code, whatever the order of the files', () => {
    const files = [
      { url: 'assets/index-1.js', revision: null, size: 1 },
      { url: 'icons/icon-192.png', revision: 'a', size: 1 },
    ];
    const revision = (list: typeof files) =>
      withOfflineScreen(list).find((e) => e.url === '/offline')?.revision;
    expect(revision(files)).toMatch(/^[0-9a-f]{16}$/);
    expect(revision([...files].reverse())).toBe(revision(files));
    expect(revision([{ ...files[0]!, url: 'assets/index-2.js' }, files[1]!])).not.toBe(revision(files));
    expect(withOfflineScreen(files)).toHaveLength(3);
  });
});
