const subjects = ["math", "art"];
const class = subjects[0];
console.log(class);
