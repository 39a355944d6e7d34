const parse = (s: string): number => {
  const n = Number(s);
  return isNaN(n) ? null : n;
};
