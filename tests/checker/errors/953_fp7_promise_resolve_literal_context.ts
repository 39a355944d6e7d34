type Level = "info" | "warn";
const p: Promise<Level> = Promise.resolve("nope");
const q: Promise<number> = Promise.resolve("1");
const r: Promise<Level[]> = Promise.resolve(["warn", "loud"]);
async function f(): Promise<Level> { return Promise.resolve("info"); }
const s: Promise<{ level: Level }> = Promise.resolve({ level: "warn" });
console.log(p, q, r, f(), s);
