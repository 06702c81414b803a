'use client';

import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { SessionReport } from '@/lib/contract/reports';

// Only what this chart draws: bars, a line, axes, a legend, a tooltip, drawn as SVG (sharp at any zoom, light).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);

/** Tickets (bars) and money (line, right axis) per day; the same figures are in the table beside it. */
export function DailySalesChart({
  daily,
  label,
  tickets,
  amount,
}: {
  daily: SessionReport['daily'];
  label: string;
  tickets: string;
  amount: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = echarts.init(box.current!, undefined, { renderer: 'svg' });
    chart.setOption({
      aria: { enabled: true, label: { description: label } },
      color: ['#9b1c31', '#1d5fb8'],
      grid: { left: 48, right: 64, top: 40, bottom: 32 },
      legend: { top: 0, data: [tickets, amount] },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: daily.map((d) => d.day.slice(5)) },
      yAxis: [
        { type: 'value', name: tickets, minInterval: 1 },
        { type: 'value', name: `${amount} ¥`, splitLine: { show: false } },
      ],
      series: [
        { name: tickets, type: 'bar', data: daily.map((d) => d.tickets), barMaxWidth: 28 },
        { name: amount, type: 'line', yAxisIndex: 1, data: daily.map((d) => d.revenueFen / 100), smooth: true },
      ],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [daily, label, tickets, amount]);
  return <div ref={box} className="h-72 w-full" data-testid="daily-chart" />;
}
