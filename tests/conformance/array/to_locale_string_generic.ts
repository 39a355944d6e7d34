// Array.prototype.toLocaleString calls each element's toLocaleString (numbers group their
// digits, dates print in the locale's form), skips null and undefined, and works on
// array-likes; toString falls back to Object.prototype.toString when there is no join.
console.log([1, 1234.5, "x", null, undefined, 1e21].toLocaleString());
console.log([new Date(Date.UTC(2024, 0, 2, 3, 4, 5))].toLocaleString());
console.log([1234.5, 0.25].toLocaleString("de-DE"), [0.25].toLocaleString("en-US", { style: "percent" }));
const like = { length: 3, 0: 9876, 2: { toLocaleString: () => "custom" } };
console.log((Array.prototype as any).toLocaleString.call(like));
console.log((Array.prototype as any).toLocaleString.call("ab"), (Array.prototype as any).toLocaleString.call(true) === "");
try { [{ toLocaleString: 1 }].toLocaleString(); } catch (e) { console.log((e as Error).constructor.name); }
console.log((Array.prototype as any).toString.call(true), (Array.prototype as any).toString.call({ join: () => "joined" }));
console.log((Array.prototype as any).toString.call({}), (Array.prototype as any).toString.call(new Map()));
console.log([].indexOf(1, { valueOf() { throw new Error("read"); } } as any), [].includes(1, { valueOf() { throw new Error("read"); } } as any));
