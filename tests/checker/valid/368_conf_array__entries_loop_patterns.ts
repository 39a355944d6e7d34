// Looping with entries(), forEach index, and classic for; early exit patterns.
const letters = ["a", "b", "c", "d"];
for (const [i, l] of letters.entries()) if (i % 2) console.log(i, l);
letters.forEach((l, i, arr) => { if (i === arr.length - 1) console.log("last", l); });
for (let i = letters.length - 1; i >= 0; i -= 2) console.log("rev", letters[i]);
console.log(letters.some((l) => { console.log("visit", l); return l === "b"; }));
