const phone = "(555) 123-4567";
const digits = phone.replace(/\D/g, "");
const masked = digits.replace(/\d(?=\d{4})/g, "*");
const parts = "a=1;b=2".split(";").map((kv) => kv.split("="));
console.log(digits, masked, parts);
