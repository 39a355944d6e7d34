const className = "Widget";
const w = new className();
console.log(w);
