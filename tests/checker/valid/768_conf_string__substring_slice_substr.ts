// substring vs slice vs substr with negative, swapped and NaN arguments.
const s = "hello world";
console.log(s.substring(3, 1), s.slice(3, 1), s.substring(-3), s.slice(-3), s.substr(-5, 3), s.substr(2), s.substring(NaN as any, 4));
console.log(s.slice(2, -2), s.substring(20), s.slice(), s.substr(1, -1), s.substring(1.9, 4.1), s.slice(-100, 3));
