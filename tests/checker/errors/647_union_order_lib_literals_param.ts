function format(d: Date, style: "short" | "medium" | "long"): string {
  return d.toISOString() + style;
}
console.log(format(new Date(), "full-width"));
