function uniqBy<T, K>(xs: T[], key: (x: T) => K): T[] {
  const seen = new Set<K>();
  return xs.filter((x) => {
    const k = key(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
console.log(uniqBy([{ id: 1 }, { id: 2 }, { id: 1 }], (o) => o.id).length);
