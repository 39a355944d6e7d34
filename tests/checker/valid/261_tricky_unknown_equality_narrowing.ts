function isYes(v: unknown): boolean {
  if (v === "yes" || v === true || v === 1) return true;
  return false;
}
console.log(isYes("yes"), isYes(0));
