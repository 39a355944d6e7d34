// More JSON SyntaxError messages (with context snippets), indentation forms, and number formatting edges.
console.log(JSON.stringify({ a: [1, { b: 2 }] }, null, "\t\t"), JSON.stringify([[]], null, 2), JSON.stringify({}, null, 2));
console.log(JSON.stringify("\u{1F600}\u00e9\u0000"), JSON.stringify({ k: 1e-7, j: -1e21, m: 0.1 }));
console.log(JSON.parse('{"a":{"b":[1,{"c":null}]}}', (k, v) => (v === null ? "NULL" : v)));
try { JSON.parse('{"a":1,}'); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("[1,]"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("{a:1}"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("'x'"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("[1] [2]"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse('"abc'); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("tru"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("nul"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("-"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("1e5x"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse('{"a":1 "b":2}'); } catch (e) { console.log((e as Error).message); }
try { JSON.parse('"\\u00zz"'); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("[" + "1,".repeat(30) + "]"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse('{"long":"' + "x".repeat(50) + '" oops}'); } catch (e) { console.log((e as Error).message); }
console.log((1.005).toPrecision(3), (1.0049999999999999).toFixed(3), (8.345).toFixed(2), (0.5).toPrecision(1), (1.25).toPrecision(2), (1.35).toPrecision(2));
console.log((123.456e300).toString(), (1.7976931348623157e308).toFixed(0).length, (5e-7).toPrecision(1), (0.00001).toPrecision(1));
console.log(Number.MAX_SAFE_INTEGER.toLocaleString(), (1234.5).toLocaleString(), (-1234567.891).toLocaleString(), (0.5).toLocaleString());
