const limit;
console.log(limit);
