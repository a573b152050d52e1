// Anything can open the size chart (the home hero, a product page) without loading it: the dialog
// listens for this window event and is fetched the first time it is asked for.
export const SIZE_CHART_EVENT = 'open-size-chart';

export type SizeChartCategory = 'all' | 'clothing' | 'shoes';
export type SizeChartGender = 'women' | 'men';
/** Where the chart starts; a shoe's page can open it on the shoe tables. */
export type SizeChartStart = { category?: SizeChartCategory; gender?: SizeChartGender };

export const openSizeChart = (start: SizeChartStart = {}) =>
  window.dispatchEvent(new CustomEvent<SizeChartStart>(SIZE_CHART_EVENT, { detail: start }));
