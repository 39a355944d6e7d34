const input = "abc123";
const re = /abc;
console.log(re.test(input));
