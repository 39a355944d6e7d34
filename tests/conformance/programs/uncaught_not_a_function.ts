// exit: 1
// A typo in a method name: "inputs.prices.reduc is not a function" style errors are uncaught.
const data = { prices: [5, 10, 27] };
console.log(data.prices.length);
// @ts-ignore
console.log(data.prices.reduc((sum: number, price: number) => sum + price, 0));
