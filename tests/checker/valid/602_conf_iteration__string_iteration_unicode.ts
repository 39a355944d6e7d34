// Iterating strings: for-of vs index loop vs split vs Array.from on astral and combined characters.
const s = "a😀̀b";
const byIndex: string[] = [];
for (let i = 0; i < s.length; i++) byIndex.push(s.charCodeAt(i).toString(16));
console.log(byIndex, [...s].map((c) => c.length), s.split("").length, Array.from(s).length);
let count = 0;
for (const ch of "😀😀😀") count += ch.length;
console.log(count);
