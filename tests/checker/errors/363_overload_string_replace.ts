const template = "a-b";
const replaced = template.replace("-", 5);
console.log(replaced);
