function evens(n: number) {
  const out = [];
  for (let i = 0; i < n; i += 2) out.push(i);
  return out;
}
