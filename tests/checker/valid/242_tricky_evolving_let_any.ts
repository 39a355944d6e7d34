let acc;
acc = 5;
const a1 = acc + 1;
acc = "text";
const a2 = acc.toUpperCase();
console.log(a1, a2);
