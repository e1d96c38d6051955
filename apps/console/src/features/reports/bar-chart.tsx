/** One series of a chart: its name (for the legend) and colour. */
export interface Series {
  key: string;
  label: string;
  colour: string;
}

/**
 * Grouped bars in plain SVG (no chart library: the console's bundle stays small). The figures are in
 * the table beside it; the chart is one image with a label, the legend in text.
 */
export function BarChart({
  label,
  categories,
  series,
  values,
  format,
  height = 220,
}: {
  label: string;
  categories: string[];
  series: Series[];
  /** values[category index][series index]. */
  values: number[][];
  format: (value: number) => string;
  height?: number;
}) {
  const max = Math.max(1, ...values.flat().map((v) => Math.abs(v)));
  const groupWidth = Math.max(8, Math.min(48, 900 / Math.max(1, categories.length)));
  const barWidth = Math.max(2, (groupWidth - 4) / Math.max(1, series.length));
  const width = groupWidth * categories.length + 60;
  const plot = height - 30;
  const labelEvery = Math.ceil(categories.length / 12);
  return (
    <figure style={{ margin: '0 0 16px', overflowX: 'auto' }}>
      <svg role="img" aria-label={label} width={width} height={height} style={{ display: 'block' }}>
        <text x={0} y={12} fontSize={11} fill="#595959">
          {format(max)}
        </text>
        <line x1={56} y1={plot} x2={width} y2={plot} stroke="#bfbfbf" />
        {categories.map((category, i) => (
          <g key={category} transform={`translate(${60 + i * groupWidth},0)`}>
            {series.map((s, j) => {
              const value = Math.max(0, values[i]?.[j] ?? 0);
              const h = (value / max) * (plot - 16);
              return (
                <rect
                  key={s.key}
                  x={j * barWidth}
                  y={plot - h}
                  width={barWidth - 1}
                  height={h}
                  fill={s.colour}
                >
                  <title>{`${category} · ${s.label}: ${format(values[i]?.[j] ?? 0)}`}</title>
                </rect>
              );
            })}
            {i % labelEvery === 0 && (
              <text x={0} y={height - 12} fontSize={10} fill="#595959">
                {category.length > 7 ? category.slice(5) : category}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16 }}>
        {series.map((s) => (
          <span key={s.key}>
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: 10, height: 10, background: s.colour, marginRight: 4 }}
            />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
