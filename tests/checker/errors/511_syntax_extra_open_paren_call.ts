const total = 3;
console.log((total + 2);
