const words = ["a", "bb", "ccc"];
const lengths: Record<string, number> = words.reduce((acc, w) => {
  acc[w] = w.length;
  return acc;
});
