function len<T>(x: T | string): number {
  if (typeof x === "string") return x.size;
  return 0;
}
function only<T>(x: T): number {
  if (typeof x === "number") return x.lenght;
  return 0;
}
function msg<T>(x: T | Error): string {
  if (x instanceof Error) return x.mesage;
  return "";
}
function errOf<T>(x: T): string {
  if (x instanceof RangeError) return x.nam;
  return "";
}
console.log(len, only, msg, errOf);
