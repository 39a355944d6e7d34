// An evolving `let x = null` read before anything else is assigned is still null.
let first = null;
const label: string = first;
first = "set";
console.log(label, first);
