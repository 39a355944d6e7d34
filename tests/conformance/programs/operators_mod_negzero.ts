// Remainder with negative operands, and negative zero.
console.log(7 % 3, -7 % 3, 7 % -3, -7 % -3);
console.log(5.5 % 2, -5.5 % 2, 0 % 5, -0 % 5);
console.log(5 % 0, 5 % Infinity, Infinity % 5, NaN % 2);
console.log(-4 % 2, 4 % -2);
const negZero = -0;
console.log(negZero, [negZero], String(negZero), `${negZero}`, JSON.stringify(negZero));
console.log(negZero === 0, 1 / negZero, 1 / 0);
console.log(0 * -5, -0 + -0, -0 - 0, 0 - 0, -0 * -0);
console.log(Math.round(-0.4), Math.floor(-0), Math.abs(-0), Math.max(-0, 0), Math.min(0, -0));
console.log({ z: -0 }, [0, -0, +0]);
const isEven = (n: number) => n % 2 === 0;
console.log([-3, -2, -1, 0, 1, 2, 3].map(isEven));
const mod = (a: number, b: number) => ((a % b) + b) % b;
console.log(mod(-7, 3), mod(7, 3), mod(-1, 5));
