const methods = ["GET", "POST", "DELETE"] as const satisfies readonly string[];
type Method = (typeof methods)[number];
function isMethod(s: string): s is Method {
  return (methods as readonly string[]).includes(s);
}
const m = "POST";
if (isMethod(m)) console.log(m.toLowerCase());
