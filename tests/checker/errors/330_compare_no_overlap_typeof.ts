function kind(v: number) {
  if (typeof v === "strng") {
    return "?";
  }
  return "n";
}
