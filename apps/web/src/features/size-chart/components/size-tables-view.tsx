// The chart's tables. Each scrolls sideways on its own on a phone (the page does not), is reachable by
// keyboard for that, and has a caption and row and column headers for screen readers.
import type { ReactNode } from 'react';
import { cmToInches, type ClothingRow, type ShoeRow } from '../size-tables';

const TH = 'border-b border-ink/15 px-3 py-2 text-left font-semibold whitespace-nowrap';
const TD = 'border-b border-ink/10 px-3 py-2 tabular-nums whitespace-nowrap';

function ScrollingTable({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-ink/10 bg-white"
    >
      <table className="w-full border-collapse text-sm">
        <caption id={`${id}-caption`} className="px-3 pt-3 pb-1 text-left font-bold">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** The rows: the first cell of each is the row's header, the rest its figures. */
function BodyRows<T>({
  rows,
  heading,
  cells,
}: {
  rows: readonly T[];
  heading: (row: T) => ReactNode;
  cells: (row: T) => readonly ReactNode[];
}) {
  return (
    <tbody>
      {rows.map((row, i) => (
        <tr key={i} className="even:bg-paper/60">
          <th scope="row" className={TH}>
            {heading(row)}
          </th>
          {cells(row).map((cell, j) => (
            <td key={j} className={TD}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** A column pair header: "in" and "cm" on screen, the whole name for screen readers. */
function UnitHeader({ name, unit }: { name: string; unit: 'in' | 'cm' }) {
  return (
    <th scope="col" className={`${TH} text-muted font-medium`}>
      <span aria-hidden="true">{unit}</span>
      <span className="sr-only">
        {name}, {unit === 'in' ? 'inches' : 'centimetres'}
      </span>
    </th>
  );
}

export function ClothingTable({
  id,
  caption,
  bustLabel,
  rows,
}: {
  id: string;
  caption: string;
  bustLabel: 'Bust' | 'Chest';
  rows: readonly ClothingRow[];
}) {
  const measures = [bustLabel, 'Waist', 'Hips'] as const;
  return (
    <ScrollingTable id={id} caption={caption}>
      <colgroup span={5} />
      {measures.map((m) => (
        <colgroup key={m} span={2} />
      ))}
      <thead className="bg-paper">
        <tr>
          {['Size', 'US', 'UK', 'EU', 'CN'].map((label) => (
            <th key={label} scope="col" rowSpan={2} className={TH}>
              {label}
            </th>
          ))}
          {measures.map((m) => (
            <th key={m} scope="colgroup" colSpan={2} className={`${TH} text-center`}>
              {m}
            </th>
          ))}
        </tr>
        <tr>
          {measures.flatMap((m) => [
            <UnitHeader key={`${m}-in`} name={m} unit="in" />,
            <UnitHeader key={`${m}-cm`} name={m} unit="cm" />,
          ])}
        </tr>
      </thead>
      <BodyRows
        rows={rows}
        heading={(row) => row.size}
        cells={(row) => [
          row.us,
          row.uk,
          row.eu,
          row.cn,
          ...[row.bustCm, row.waistCm, row.hipsCm].flatMap((cm) => [cmToInches(cm), cm]),
        ]}
      />
    </ScrollingTable>
  );
}

export function ShoeTable({ id, caption, rows }: { id: string; caption: string; rows: readonly ShoeRow[] }) {
  return (
    <ScrollingTable id={id} caption={caption}>
      <thead className="bg-paper">
        <tr>
          {['US', 'UK', 'EU', 'CN', 'Foot length (cm)'].map((label) => (
            <th key={label} scope="col" className={TH}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <BodyRows
        rows={rows}
        heading={(row) => row.us}
        cells={(row) => [row.uk, row.eu, row.cn, row.footCm.toFixed(1)]}
      />
    </ScrollingTable>
  );
}
