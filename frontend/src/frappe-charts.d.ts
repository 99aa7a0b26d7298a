// Types for the parts of frappe-charts (an SVG chart library, ~19 KB gzipped) the Analytics screen uses.
declare module "frappe-charts" {
  export type ChartData = { labels: string[]; datasets: { name?: string; values: number[]; chartType?: string }[] };
  export class Chart {
    constructor(
      parent: HTMLElement,
      options: {
        data: ChartData;
        type: "bar" | "line";
        height?: number;
        colors?: string[];
        axisOptions?: { xAxisMode?: "span" | "tick"; yAxisMode?: "span" | "tick"; xIsSeries?: boolean };
        barOptions?: { spaceRatio?: number; stacked?: boolean };
        tooltipOptions?: { formatTooltipY?: (value: number) => string };
        animate?: boolean;
        truncateLegends?: boolean;
      },
    );
    update(data: ChartData): void;
    destroy(): void;
  }
}
