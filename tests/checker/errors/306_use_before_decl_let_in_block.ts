function f(): number {
  const y = x + 1;
  let x = 1;
  return y;
}
