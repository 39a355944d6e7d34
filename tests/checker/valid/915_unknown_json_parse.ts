interface Cfg { name: string; port: number }
function isCfg(x: unknown): x is Cfg {
  return typeof x === "object" && x !== null && "name" in x && "port" in x &&
    typeof x.name === "string" && typeof x.port === "number";
}
const parsed: unknown = JSON.parse('{"name":"svc","port":8080}');
if (isCfg(parsed)) console.log(parsed.name, parsed.port + 1);
