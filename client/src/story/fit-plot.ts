import uPlot from "uplot";

/**
 * A uPlot chart in `host`, made once the box has a width (a chart needs one) and following the box's
 * width after; `options` gives the chart's options for a width, `resize` its size at another.
 */
export function fitPlot(host: HTMLElement, data: uPlot.AlignedData, options: (width: number) => uPlot.Options,
  resize: (width: number) => { width: number; height: number }): { destroy(): void } {
  let plot: uPlot | null = null;
  const fit = () => {
    const width = Math.floor(host.clientWidth);
    if (width <= 0) return;
    if (!plot) plot = new uPlot(options(width), data, host);
    else if (plot.width !== width) plot.setSize(resize(width));
  };
  const observer = new ResizeObserver(fit);
  observer.observe(host);
  return {
    destroy() {
      observer.disconnect();
      plot?.destroy();
      plot = null;
    },
  };
}
