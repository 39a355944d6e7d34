// Iterating numeric enums: filter out reverse-mapping keys.
enum Level { Debug, Info, Warn, Error }
const names = Object.keys(Level).filter((k) => isNaN(Number(k)));
const values = Object.values(Level).filter((v) => typeof v === "number");
console.log(names, values);
for (const k in Level) console.log(k, (Level as any)[k]);
console.log(Level[Level.Warn], Level["Error"], "Info" in Level, 1 in Level, 9 in Level);
