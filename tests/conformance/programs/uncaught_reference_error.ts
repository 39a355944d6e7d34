// exit: 1
// Reading an undeclared variable throws ReferenceError at run time.
const total = [1, 2, 3].reduce((a, b) => a + b, 0);
console.log("total", total);
// @ts-ignore
console.log(totl);
