// Comparison operators on strings and mixed values in sort comparators.
const items = ["b10", "b9", "a2", "a10", "B1"];
console.log(items.slice().sort(), items.slice().sort((x, y) => (x.toLowerCase() > y.toLowerCase() ? 1 : -1)));
const natural = (x: string, y: string) => { const [, xa, xn] = x.match(/([a-z]+)(\d+)/i)!; const [, ya, yn] = y.match(/([a-z]+)(\d+)/i)!; return xa.toLowerCase().localeCompare(ya.toLowerCase()) || +xn - +yn; };
console.log(items.slice().sort(natural));
