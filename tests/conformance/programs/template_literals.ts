// Template literals: interpolation, nesting, escapes and conversions.
const name = "World";
const n = 3;
console.log(`Hello, ${name}!`);
console.log(`${n} + ${n} = ${n + n}`, `${n > 2 ? "big" : "small"}`);
console.log(`nested ${`inner ${name.toUpperCase()}`} done`);
console.log(`multi
line
  indented`);
console.log(`escapes: \n\t| \` \${not} \\ \u0041 \x42`);
console.log(`${null} ${undefined} ${true} ${[1, 2, 3]} ${[]} ${{}} ${-0} ${NaN}`);
console.log(`${[1, [2, [3]]]}|${[null, undefined, 0]}`);
const items = ["apple", "pear"];
console.log(`items: ${items.map((it, i) => `${i + 1}. ${it}`).join(", ")}`);
console.log(`${1}${2}${3}`, `$`, `${"$"}{x}`, `{}`);
const price = 9.5;
console.log(`Total: $${price * 2}`);
const empty = ``;
console.log(empty.length, `${empty}`.length);
