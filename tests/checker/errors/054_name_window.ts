const w = window.innerWidth;
console.log(w);
