type Dir = "l" | "r";
const xs = [1, -2, 3];
const d1: Dir[] = xs.map((x) => (x > 0 ? "r" : "l"));
const d2: Dir[] = xs.map((x) => { if (x > 0) return "r"; return "l"; });
const d3: Dir | undefined = xs.map((x): Dir => (x > 0 ? "r" : "l")).find((d) => d === "l");
const d4: Dir = xs.reduce<Dir>((acc, x) => (x > 0 ? acc : "l"), "r");
const d5: Dir = xs.reduce((acc: Dir, x) => (x > 0 ? acc : "l"), "r");
const d6: Array<{ d: Dir; n: number }> = xs.map((n) => ({ d: n > 0 ? "r" : "l", n }));
const d7: Promise<Dir> = Promise.resolve(1).then((n) => (n > 0 ? "r" : "l"));
const d8: Promise<Dir> = new Promise<number>((r) => r(1)).then(() => "l");
const d9: Map<string, Dir> = new Map(xs.map((x) => [String(x), x > 0 ? "r" : "l"]));
const d10: Dir[] = xs.flatMap((x) => (x > 0 ? ["r"] : []));
const d11: [string, Dir][] = xs.map((x) => [String(x), "l"]);
async function go(): Promise<Dir[]> { return Promise.all(xs.map(async (x) => (x > 0 ? "r" : "l"))); }
console.log(d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, go());
