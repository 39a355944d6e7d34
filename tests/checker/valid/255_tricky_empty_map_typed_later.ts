const byLen: Map<number, string[]> = new Map();
for (const w of ["a", "bb", "cc"]) {
  const list = byLen.get(w.length);
  if (list) list.push(w);
  else byLen.set(w.length, [w]);
}
console.log(byLen.get(2));
