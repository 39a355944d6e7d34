// console.log of long arrays: node groups more than 6 short items into aligned columns.
const upTo = (n: number) => {
  const out: number[] = [];
  for (let i = 1; i <= n; i++) out.push(i);
  return out;
};
console.log(upTo(6));
console.log(upTo(7));
console.log(upTo(10));
console.log(upTo(26));
console.log(upTo(30).map((n) => n * n));
console.log(upTo(40).map((n) => n * 1000));
console.log(upTo(101));
console.log(upTo(150).map((n) => -n));
console.log(upTo(12).map((n) => "item" + n));
console.log(upTo(20).map((n) => (n % 3 === 0 ? "fizz" : String(n))));
console.log(upTo(8).map((n) => n / 3));
console.log(upTo(16).map((n) => n % 2 === 0));
console.log(upTo(7).map((n) => "a fairly long string number " + n));
console.log(upTo(7).map((n) => [n, n * 2]));
console.log(upTo(27).map((n) => (n % 2 ? null : n)));
console.log([upTo(10), upTo(3)]);
