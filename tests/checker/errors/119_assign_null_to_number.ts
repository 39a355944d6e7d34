let best: number = null;
for (const x of [3, 9, 2]) {
  if (best === null || x > best) best = x;
}
