const person = { firstName: "Ada", lastName: "Lovelace", born: 1815 };
const { firstName, lastName } = person;
const full = `${firstname} ${lastName}`;
console.log(full, person.born);
