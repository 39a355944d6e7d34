// Math.round rounds halves up (toward +Infinity), unlike toFixed; negative halves.
const xs = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, -0.49999999999999994, 1e16 + 0.5];
console.log(xs.map(Math.round), xs.map((x) => x.toFixed(0)), xs.map((x) => Math.floor(x + 0.5)));
