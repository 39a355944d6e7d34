// Error.prototype.toString with odd name/message values.
const ts = Error.prototype.toString;
console.log(ts.call({ name: "N", message: "M" }), ts.call({ name: "", message: "M" }), ts.call({ name: "N", message: "" }), ts.call({}), ts.call({ name: undefined, message: undefined }));
const e = new Error("m");
e.name = "Renamed";
console.log(String(e), `${e}`, e + "");
try { ts.call(1 as any); } catch (err) { console.log((err as Error).message); }
