// JSON.parse (values, revivers, node's exact SyntaxError messages) and JSON.stringify (replacers, indentation, cycles).
function show(label: string, f: () => unknown) {
  try {
    console.log(label, f());
  } catch (e: any) {
    console.log(label, "threw", e.name + ":", e.message);
  }
}

// parse: values
show("parse primitives", () => [JSON.parse("1"), JSON.parse("-0.5e2"), JSON.parse('"s"'), JSON.parse("true"), JSON.parse("null"), JSON.parse(" [] ")]);
show("parse object", () => JSON.parse('{"a":1,"b":[true,false,null],"c":{"d":"e"},"":0}'));
show("parse nested", () => JSON.parse('[[[[{"deep":[1,[2,[3]]]}]]]]')[0][0][0][0].deep);
show("parse escapes", () => JSON.parse('"\\u0041\\n\\t\\"\\\\\\/\\b\\f\\r\\ud83d\\ude00"'));
show("parse lone surrogate", () => JSON.parse('"\\ud800"').length);
show("parse numbers", () => JSON.parse("[0, -0, 1e400, 123456789012345678901, 0.1, 1E-7, 5e+2]"));
show("duplicate keys", () => JSON.parse('{"a":1,"b":2,"a":3}'));
show("key order", () => Object.keys(JSON.parse('{"b":1,"2":2,"a":3,"1":4}')));
const proto = JSON.parse('{"__proto__":{"x":1}}');
show("__proto__ key", () => [Object.keys(proto), proto.x, JSON.stringify(proto)]);
show("parse non-string", () => [JSON.parse(5 as any), JSON.parse(null as any), JSON.parse(true as any)]);

// parse: revivers
show("reviver", () => JSON.parse('{"a":1,"b":{"c":2,"d":[3,4]}}', (k, v) => (typeof v === "number" ? v * 10 : v)));
show("reviver delete", () => JSON.parse('{"keep":1,"drop":2,"list":[1,2,3]}', (k, v) => (k === "drop" || v === 2 ? undefined : v)));
const seen: string[] = [];
JSON.parse('{"x":{"y":[1,{"z":true}]},"w":0}', function (this: any, k, v) {
  seen.push(JSON.stringify(k) + (Array.isArray(this) ? "@array" : ""));
  return v;
});
console.log(seen.join(" "));
show("reviver root", () => JSON.parse("[1,2]", (k, v) => (k === "" ? "root replaced" : v)));

// parse: errors, with node's messages
const bad = [
  "", " ", "{", "[", '{"a":1,}', "[1,]", "[1,2", '{"a"', '{"a" 1}', '{"a":}', '{"a":1 "b":2}', '{"a":1,"b"}',
  "u", "undefined", "NaN", "Infinity", "-Infinity", "[object Object]", "tru", "trux", "truex", "nul", "{a:1}", "'a'",
  '"abc', '"\\x"', '"\\u12"', '"\\uZZZZ"', '"a\nb"', '"\t"', "01", "-01", "-", "1.", "1e", "1e+", ".5", "+1",
  "1 2", "null x", '{"a":1}}', "]", "[}", "{,}", '{"a":[1,2}', '[1,{"a":1]', '["a" "b"]', '{"a":1,"b" 2}',
  "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,x]", '{"aaaaaaaaaaaaaaaaaaaaaaaa": bad, "z": 1}',
  "x".repeat(40), "[1,2,3,4,5,6,7,8,x]", "\u00e9", "[\n  1,\n  oops\n]",
];
for (const text of bad) {
  try {
    JSON.parse(text);
    console.log(JSON.stringify(text), "parsed?!");
  } catch (e: any) {
    console.log(JSON.stringify(text), e.name, e.message);
  }
}

// stringify: values
show("primitives", () => [JSON.stringify(1), JSON.stringify(-0), JSON.stringify(NaN), JSON.stringify(-Infinity), JSON.stringify("s"), JSON.stringify(null)]);
show("undefined & functions", () => [JSON.stringify(undefined), JSON.stringify(() => 1), JSON.stringify([undefined, () => 1]), JSON.stringify({ a: undefined, f() {} })]);
show("boxed", () => JSON.stringify([new Number(3), new String("s"), new Boolean(false), Object(1)]));
show("escapes", () => JSON.stringify("\u0000\u001f\u007f\"\\/\b\f\n\r\t\u2028 é 😀 \ud800 \udc00x"));
show("nested", () => JSON.stringify({ list: [1, { two: [2, 2] }, []], obj: { inner: {} }, s: "x" }));
show("key order", () => JSON.stringify({ z: 1, a: 2, 10: "ten", 2: "two", "-1": "neg" }));
show("holes", () => JSON.stringify([1, , 3]));
show("error object", () => JSON.stringify({ e: new Error("boom") }));

// stringify: toJSON
const withToJSON = { secret: 1, toJSON(key: string) { return "toJSON(" + key + ")"; } };
show("toJSON", () => JSON.stringify({ a: withToJSON, list: [withToJSON] }));
show("toJSON root", () => JSON.stringify(withToJSON));
show("toJSON undefined", () => JSON.stringify({ a: { toJSON() { return undefined; } }, b: 1 }));

// stringify: replacers
show("replacer fn", () => JSON.stringify({ a: 1, b: "x", c: [1, 2], d: { e: 3 } }, (k, v) => (typeof v === "number" ? v + 100 : v)));
show("replacer drops", () => JSON.stringify({ keep: 1, drop: 2, nested: { drop: 3, keep: 4 } }, (k, v) => (k === "drop" ? undefined : v)));
const holders: string[] = [];
JSON.stringify({ a: [1], b: 2 }, function (this: any, k, v) {
  holders.push(JSON.stringify(k) + ":" + (Array.isArray(this) ? "array" : typeof this));
  return v;
});
console.log(holders.join(" "));
show("replacer array", () => JSON.stringify({ a: 1, b: 2, c: { a: 3, d: 4 }, 1: "one" }, ["a", "c", 1, "a"]));
show("replacer array nested", () => JSON.stringify([{ a: 1, b: 2 }, { b: 3 }], ["b"]));

// stringify: indentation
show("indent 2", () => JSON.stringify({ a: 1, b: [1, 2, { c: [] }], d: {} }, null, 2));
show("indent string", () => JSON.stringify([1, [2, [3]]], null, "--"));
show("indent long string", () => JSON.stringify({ a: [1] }, null, "abcdefghijklmnop"));
show("indent 20", () => JSON.stringify({ a: [1] }, null, 20));
show("indent 0.5", () => JSON.stringify({ a: [1] }, null, 0.5));
show("indent 0 and ''", () => [JSON.stringify({ a: [1] }, null, 0), JSON.stringify({ a: [1] }, null, "")]);
show("indent boxed", () => JSON.stringify({ a: 1 }, null, new Number(3) as any));

// stringify: cycles
function cyc(make: () => unknown) {
  try {
    JSON.stringify(make());
    console.log("no error?!");
  } catch (e: any) {
    console.log(e.name + ": " + e.message);
  }
}
cyc(() => { const a: any = {}; a.self = a; return a; });
cyc(() => { const a: any[] = []; a.push(a); return a; });
cyc(() => { const a: any = { x: { y: {} } }; a.x.y.z = a; return a; });
cyc(() => { const a: any = { x: [1, {}] }; a.x[1].back = a.x; return { root: a }; });
cyc(() => { const a: any = { p: { q: { r: { s: { t: {} } } } } }; a.p.q.r.s.t.u = a; return a; });
cyc(() => { function Node(this: any) { this.next = this; } return [new (Node as any)()]; });
cyc(() => { const a: any = Object.create(null); a[""] = a; return a; });

// round trip
const data = { id: 7, name: "Zoë", tags: ["a", "b"], nested: { ok: true, score: 0.1 + 0.2, none: null } };
const text = JSON.stringify(data);
console.log(text);
console.log(JSON.stringify(JSON.parse(text)) === text, JSON.parse(text).nested.score);
console.log(JSON.stringify(JSON.parse(JSON.stringify(data, null, 4))));
