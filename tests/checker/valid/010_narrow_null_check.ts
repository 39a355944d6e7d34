function firstMatch(text: string): string {
  const m = text.match(/\d+/);
  if (m === null) {
    return "none";
  }
  return m[0];
}
console.log(firstMatch("abc 123"), firstMatch("xyz"));
