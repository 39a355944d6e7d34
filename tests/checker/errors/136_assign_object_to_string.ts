const person = { first: "Ada", last: "Lovelace" };
const display: string = person;
console.log(display.toUpperCase());
