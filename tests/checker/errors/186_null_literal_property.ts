const x = null;
console.log(x.foo);
