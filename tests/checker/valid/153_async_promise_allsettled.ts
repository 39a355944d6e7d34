async function maybe(n: number): Promise<number> {
  if (n % 2) throw new Error(`odd ${n}`);
  return n;
}
async function main() {
  const settled = await Promise.allSettled([1, 2, 3, 4].map(maybe));
  for (const s of settled) {
    if (s.status === "fulfilled") console.log("ok", s.value);
    else console.log("fail", String(s.reason));
  }
}
main();
