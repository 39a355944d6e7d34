let tmp = { a: 1 };
console.log(tmp.a);
delete tmp;
