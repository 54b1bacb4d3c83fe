import { formatCents } from '../../../shared/money';

type Row = { name: string; units: number; revenue: number };

/** What sold, one row per product or per style, highest revenue first (as the server sorts). */
export function BreakdownTable(props: { caption: string; nameHeader: string; rows: Row[] }) {
  return (
    <div className="min-w-0">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold">{props.caption}</caption>
        <thead className="text-ink-muted">
          <tr className="border-b border-line">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              {props.nameHeader}
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Units
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-ink-muted">
                Nothing sold in these days.
              </td>
            </tr>
          ) : (
            props.rows.map((row) => (
              <tr key={row.name} className="border-b border-line/60 last:border-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal break-words">
                  {row.name}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{row.units}</td>
                <td className="py-1.5 pl-2 text-right tabular-nums">{formatCents(row.revenue)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
