const text = "the cat and the hat and the bat";
const freq = new Map<string, number>();
for (const w of text.split(/\s+/)) freq.set(w, (freq.get(w) ?? 0) + 1);
const top = [...freq.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
console.log(top.map(([w, n]) => `${w}=${n}`).join(" "));
