async function risky(n: number): Promise<number> {
  if (n > 2) throw new TypeError("too big");
  return n;
}
const out: string[] = [];
for (const n of [1, 3]) {
  try {
    out.push(String(await risky(n)));
  } catch (err: unknown) {
    if (err instanceof TypeError) out.push(`type: ${err.message}`);
    else if (typeof err === "string") out.push(err);
    else throw err;
  }
}
console.log(out);
