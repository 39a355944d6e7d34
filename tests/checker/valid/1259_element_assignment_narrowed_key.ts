// An element assignment `obj[key] = v` reads its key with the key's own narrowings: after
// `if (!kv?.groups) return`, `data[kv.groups.key] = ...` was TS18048 ('kv.groups' is possibly
// 'undefined') while the element's declared type was looked up.
const data: Record<string, Record<string, string>> = { s: {} };
function put(line: string): void {
  const kv = /^(?<key>\w+)=(?<value>.*)$/.exec(line);
  if (!kv?.groups) return;
  data.s[kv.groups.key] = kv.groups.value;
}
function setAt(o: { a?: { k: string } }): void {
  if (!o.a) return;
  data.s[o.a.k] = "v";
}
put("name=demo");
setAt({ a: { k: "x" } });
console.log(data);
