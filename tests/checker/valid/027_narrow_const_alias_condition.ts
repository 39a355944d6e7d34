function check(v: string | undefined): number {
  const isString = typeof v === "string";
  if (isString) {
    return v.length;
  }
  return -1;
}
console.log(check("abcd"), check(undefined));
