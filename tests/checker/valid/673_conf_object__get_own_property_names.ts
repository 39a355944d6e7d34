// getOwnPropertyNames includes non-enumerables and array length; Object.keys does not.
console.log(Object.getOwnPropertyNames([1, 2]), Object.getOwnPropertyNames("ab"), Object.getOwnPropertyNames({ b: 1, a: 2 }));
class K { x = 1; m() {} }
console.log(Object.getOwnPropertyNames(K.prototype), Object.getOwnPropertyNames(new K()));
console.log(Object.getOwnPropertyNames(Math).includes("PI"), Object.getOwnPropertyNames(Object.prototype).includes("hasOwnProperty"));
