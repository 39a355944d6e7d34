function isSet(v?: string): boolean {
  return typeof v !== "undefined" && v.length > 0;
}
console.log(isSet(), isSet("x"));
