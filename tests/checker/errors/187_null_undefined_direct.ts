const value = undefined;
console.log(value.length);
