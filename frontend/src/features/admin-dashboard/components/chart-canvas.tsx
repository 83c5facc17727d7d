import { Chart, type ChartConfiguration, type ChartType } from 'chart.js';
import { useEffect, useRef } from 'react';

/** Draws a chart.js chart for as long as it is shown; a new `config` draws it again. */
export function ChartCanvas<T extends ChartType>({ config, label }: { config: ChartConfiguration<T>; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return <canvas ref={canvas} role="img" aria-label={label} />;
}
