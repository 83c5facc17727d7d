// The overview's two charts. Only the chart.js parts they use are registered,
// so the rest of the library is left out of the bundle.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { type OrderStatus, orderStatuses } from '@/lib/core/core';
import type { Format } from '@/lib/format/format';
import { i18n } from '@/lib/i18n';
import { orderStatusText } from '@/lib/format/payment-text';
import type { Dashboard, SalesDay } from '@/types/admin';
import { shortDay } from './sales-days';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);
// People who asked for less motion get the charts drawn at once.
if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
  Chart.defaults.animation = false;
}

// The badge colours of global.css (.status--*), so the chart and the tables agree.
const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: '#f59e0b',
  confirmed: '#3b82f6',
  shipped: '#6366f1',
  delivered: '#16a34a',
  cancelled: '#dc2626',
};

/** The sales of each day, amounts written by `format` (the chart is made again in another language). */
export function salesChart(days: SalesDay[], format: Format): ChartConfiguration<'bar', number[], string> {
  return {
    type: 'bar',
    data: {
      labels: days.map((d) => shortDay(d.date)),
      datasets: [{ label: i18n._('Sales'), data: days.map((d) => d.total), backgroundColor: '#0f766e', borderRadius: 4 }],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (item) => {
              const day = days[item.dataIndex];
              return day ? i18n._('{total} · {orders} orders', { total: format.money(day.total), orders: day.orders }) : '';
            },
          },
        },
      },
      scales: {
        y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => format.money(Number(value)) } },
      },
    },
  };
}

export function statusCounts(dashboard: Dashboard): { status: OrderStatus; count: number }[] {
  return orderStatuses().map((status) => ({ status, count: dashboard.orders_per_status[status] ?? 0 }));
}

/** The orders in each status, named in `format`'s language. */
export function statusChart(counts: { status: OrderStatus; count: number }[], format: Format): ChartConfiguration<'doughnut', number[], string> {
  return {
    type: 'doughnut',
    data: {
      labels: counts.map((c) => orderStatusText(c.status, format)),
      datasets: [{ label: i18n._('Orders'), data: counts.map((c) => c.count), backgroundColor: counts.map((c) => STATUS_COLOURS[c.status]) }],
    },
    options: { responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } } },
  };
}
