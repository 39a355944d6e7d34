const ratio = 2 / 3;
console.log(ratio.toFixd(2));
