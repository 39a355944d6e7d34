const el = document.getElementById("out");
console.log(el);
