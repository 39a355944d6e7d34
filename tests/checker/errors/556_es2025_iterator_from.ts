const it = Iterator.from([1, 2, 3]);
console.log(it);
