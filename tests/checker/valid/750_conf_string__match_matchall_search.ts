// match/matchAll/search with strings and regexes: results, index, groups, global flag.
const m = "abc123def456".match(/(\d)(\d+)/);
console.log(m, m!.index, m!.input, m!.length);
console.log("abc123def456".match(/\d+/g), "abc".match(/x/), "abc".match(/x/g), "a.b".match("."), "a+b".search("+" as any === 0 ? "" : "\\+"));
console.log([..."a1b2c3".matchAll(/[a-z](\d)/g)].map((x) => [x[0], x[1], x.index]));
const named = "key=val".match(/(?<k>\w+)=(?<v>\w+)/)!;
console.log(named.groups, named.groups!.k, Object.getPrototypeOf(named.groups));
console.log("hello".search(/l+/), "hello".search("z"), "Hello".search(/h/i), "abc".search(undefined as any));
try { "a".matchAll(/a/ as any); } catch (e) { console.log((e as Error).name, (e as Error).message); }
console.log([..."aXbX".matchAll("X" as any)].map((x) => x.index));
