// toLocaleString en-US grouping, valueOf, Number.prototype methods via call.
console.log((1234567.891).toLocaleString(), (0).toLocaleString(), (-1234.5).toLocaleString(), (1e21).toLocaleString(), (12).toLocaleString());
console.log((5).valueOf(), Number.prototype.toFixed.call(1.234, 1), (25).toString(), (1.0).toString(), (1e-7).toFixed(10));
try { Number.prototype.toFixed.call("1" as any, 1); } catch (e) { console.log((e as Error).name, (e as Error).message); }
