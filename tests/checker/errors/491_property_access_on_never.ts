function handle(v: string | number) {
  if (typeof v === "string") {
    return v.length;
  } else if (typeof v === "number") {
    return v;
  } else {
    return v.length;
  }
}
