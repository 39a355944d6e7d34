// push/pop/shift/unshift: return values, empty arrays, multiple args, holes.
const a: any[] = [];
console.log(a.push(1), a.push(2, 3), a, a.pop(), a.shift(), a, a.unshift(0, -1), a);
console.log([].pop(), [].shift(), a.push(), a.unshift(), a);
const h = [1, , 3];
console.log(h.shift(), h, 0 in h, h.pop(), h);
const big = [1, 2, 3, 4, 5];
while (big.length) big.shift();
console.log(big, big.length);
