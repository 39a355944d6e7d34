function lengths(words: string[], suffix?: string): number[] {
  if (!suffix) return words.map((w) => w.length);
  return words.map((w) => (w + suffix).length);
}
console.log(lengths(["a", "bb"]), lengths(["a"], "!!"));
