function pick<TItem>(xs: TItem[], i: number): Item {
  return xs[i];
}
