const fullName = ({ first, last }) => `${first} ${last}`;
console.log(fullName({ first: "a", last: "b" }));
