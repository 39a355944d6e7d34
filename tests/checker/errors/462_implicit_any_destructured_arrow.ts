const fullName = ({ first, last }) => `${first} ${last}`;
const people = [{ first: "a", last: "b" }];
console.log(people.map(fullName));
