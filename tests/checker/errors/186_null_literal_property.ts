let selected = null;
const options = ["a", "b"];
console.log(options.length, selected.length);
