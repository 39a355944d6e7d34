// Finding all occurrences with indexOf loops vs matchAll.
const text = "the cat and the hat and the bat";
const positions: number[] = [];
for (let i = text.indexOf("the"); i !== -1; i = text.indexOf("the", i + 1)) positions.push(i);
console.log(positions, [...text.matchAll(/\b\w(at)\b/g)].map((m) => `${m[0]}@${m.index}`), text.lastIndexOf("and"), text.split("the").length - 1);
