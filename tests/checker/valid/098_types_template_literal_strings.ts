const user = { first: "Ada", last: "Lovelace", born: 1815 };
const line = `${user.first} ${user.last} (${user.born}) - ${2024 - user.born} years ago`;
const multi = `Name:
  ${user.first.toUpperCase()}
Done`;
console.log(line, multi.split("\n").length);
