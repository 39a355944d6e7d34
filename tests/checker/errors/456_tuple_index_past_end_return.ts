function parseKV(line: string): [string, string] {
  const i = line.indexOf("=");
  return [line.slice(0, i), line.slice(i + 1)];
}
const kv = parseKV("a=1");
console.log(kv[0], kv[1], kv[2]);
