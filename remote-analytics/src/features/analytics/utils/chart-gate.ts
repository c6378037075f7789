// The chart library (@mui/x-charts and d3, about 100 KB gzip) waits for the KPI cards (issue #42): on
// slow links it was downloaded beside them and delayed the figures the owner opens the page for.
// KpiCard opens the gate once it has been painted; a page whose KPIs never show (their request
// failed) still gets its charts after GATE_TIMEOUT_MS. The panels keep the chart's height meanwhile
// (PanelSkeleton), so nothing moves when a chart arrives.

/** How long a chart waits for KPI cards that may never come. */
export const GATE_TIMEOUT_MS = 8_000;

let open: () => void = () => undefined;
const opened = new Promise<void>((resolve) => {
  open = resolve;
});

/** Called by a KPI card once it is on screen: the frame after its commit has been painted. */
export function kpiCardsShown(): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(open, 0));
  else open();
}

/** Resolves once a KPI card has been painted, or after GATE_TIMEOUT_MS. */
export function chartsMayLoad(): Promise<void> {
  return Promise.race([opened, new Promise<void>((resolve) => setTimeout(resolve, GATE_TIMEOUT_MS))]);
}
