// A parameter with a written type and a default: the body starts without undefined, but the
// declared type keeps it, so assigning undefined later is fine (removeOptionalityFromDeclaredType).
function label(text: string | undefined = "none", width: number): string {
  const first = text.padEnd(width, ".");
  text = undefined;
  return first + String(text);
}
function pick(limit: number | undefined = 10): number {
  let total = limit * 2;
  if (total > 15) limit = undefined;
  return limit ?? total;
}
console.log(label("id", 5), label(undefined, 6), pick(), pick(3));
