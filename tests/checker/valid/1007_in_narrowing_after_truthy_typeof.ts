function p1(v: unknown): string {
  if (v && typeof v === "object" && "name" in v) return String(v.name);
  return "";
}
function p2(v: unknown): string {
  if (typeof v === "object" && v !== null && "name" in v) return String(v.name);
  return "";
}
function p3(v: object): string {
  if ("name" in v) return String(v.name);
  return "";
}
function p4(v: unknown): string {
  if (typeof v === "string") return v;
  if (v && typeof v === "object" && "name" in v) return String(v.name);
  return "";
}
function p5(v: unknown): string {
  if (Array.isArray(v)) return "a";
  if (v && typeof v === "object" && "name" in v) return String(v.name);
  return "";
}
console.log(p1, p2, p3, p4, p5);
