/** Path and filter values name a row by numeric id or by slug; this tells which. */
export type RowRef = { id: number } | { slug: string };

export function toRowRef(value: string): RowRef {
  return /^\d+$/.test(value) ? { id: Number(value) } : { slug: value };
}
