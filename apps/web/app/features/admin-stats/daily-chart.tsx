import type { StatsDay } from "@shop/contracts/admin-stats";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

// The dashboard's chart: paid amount (bars) and net sales (line) per day on the won axis, orders (line) on the count
// axis. Loaded only on the back office's 매출 통계 page, in the browser (the page lazy-loads this module), so recharts
// is neither in the shop's chunks nor rendered on the server. Its children are listed flat: recharts reads them with
// react-is, which does not see through fragments of React 19.

const BRAND = "#0a7d3e";
const ACCENT = "#e0301e";
const COUNT = "#3b5bdb";

const shortWon = (value: number) =>
  Math.abs(value) >= 10_000 ? `${formatNumber(Math.round(value / 10_000))}만` : formatNumber(value);

export default function DailyChart({ days }: { days: readonly StatsDay[] }) {
  const data = days.map((day) => ({
    day: day.day.slice(5).replace("-", "/"),
    결제금액: day.paidAmount,
    순매출: day.netAmount,
    주문수: day.orderCount,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e2e2" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="won" tickFormatter={shortWon} tick={{ fontSize: 12 }} width={64} />
        <YAxis yAxisId="count" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
        <Tooltip
          formatter={(value, name) =>
            name === "주문수" ? `${formatNumber(Number(value))}건` : formatWon(Number(value))
          }
        />
        <Legend />
        <Bar yAxisId="won" dataKey="결제금액" fill={BRAND} radius={[3, 3, 0, 0]} />
        <Line yAxisId="won" dataKey="순매출" stroke={ACCENT} dot={false} strokeWidth={2} />
        <Line yAxisId="count" dataKey="주문수" stroke={COUNT} dot={false} strokeWidth={2} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
