import { Box, Table } from "@chakra-ui/react";
import { Chart } from "frappe-charts";
import { useEffect, useRef } from "react";

export type Series = { name: string; values: number[] };

type Props = {
  /** What the chart shows; names the figure and its data table for screen readers. */
  title: string;
  labels: string[];
  /** Row names of the data table when the chart's labels are shortened (defaults to labels). */
  tableLabels?: string[];
  /** A unique key per label (the job's, course's or week's), for the data table's rows. */
  rowKeys: readonly string[];
  series: Series[];
  colors: string[];
  height?: number;
};

/**
 * A bar chart drawn by frappe-charts (SVG, loaded only with the Analytics screen), with the same numbers in a
 * table that screen readers read instead of the drawing.
 */
export function BarChart({ title, labels, tableLabels = labels, rowKeys, series, colors, height = 220 }: Props) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target.current) return;
    const chart = new Chart(target.current, {
      type: "bar",
      height,
      colors,
      animate: false,
      axisOptions: { xAxisMode: "tick", yAxisMode: "span", xIsSeries: true },
      barOptions: { spaceRatio: 0.4 },
      data: { labels, datasets: series.map((s) => ({ name: s.name, values: s.values })) },
    });
    return () => chart.destroy();
  }, [labels, series, colors, height]);

  return (
    <Box as="figure" m="0" overflowX="hidden">
      <Box ref={target} aria-hidden />
      {/* Hidden on a wrapper: a table does not shrink to the 1 px of a visually hidden box, and would widen the page. */}
      <Box srOnly>
        <Table.Root size="sm">
          <Table.Caption>{title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader />
              {series.map((s) => (
                <Table.ColumnHeader key={s.name}>{s.name}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rowKeys.map((key, row) => (
              <Table.Row key={key}>
                <Table.Cell as="th" scope="row">
                  {tableLabels[row]}
                </Table.Cell>
                {series.map((s) => (
                  <Table.Cell key={s.name}>{s.values[row]}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
