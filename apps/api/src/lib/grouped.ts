/**
 * `items` grouped by `key`, each group in the items' order. A page's rows look up their pictures and options here
 * once each, rather than filtering every list for every row.
 */
export function groupedBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
