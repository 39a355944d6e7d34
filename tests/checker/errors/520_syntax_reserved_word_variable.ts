const class = "math";
console.log(class);
