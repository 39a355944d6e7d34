type Dir = "l" | "r";
const d8: Promise<Dir> = new Promise<number>((r) => r(1)).then(() => "x");
const d9: Promise<Dir> = Promise.resolve(2).then(() => "l", () => "q");
const d10: Promise<Dir | number> = Promise.resolve(2).catch(() => "l");
console.log(d8, d9, d10);
