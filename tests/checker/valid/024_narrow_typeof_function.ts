type Lazy<T> = T | (() => T);
function force<T>(v: Lazy<T>): T {
  return typeof v === "function" ? (v as () => T)() : v;
}
console.log(force(3), force(() => "lazy"));
