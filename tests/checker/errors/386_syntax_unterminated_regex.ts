const re = /abc;
console.log(re);
