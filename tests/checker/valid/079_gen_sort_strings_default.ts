const names = ["Charlie", "alice", "Bob"];
const sortedNames = [...names].sort();
const caseless = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
console.log(sortedNames, caseless);
