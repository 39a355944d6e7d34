// repeat with zero, fractional, negative and infinite counts; concat with non-strings.
console.log("ab".repeat(3), "x".repeat(0), "".repeat(100), "z".repeat(2.9), "a".concat(1, null as any, undefined as any, [2, 3] as any));
try { "a".repeat(-1); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { "a".repeat(Infinity); } catch (e) { console.log((e as Error).message); }
