const text = "a-b-c";
const cleaned = text.replace("-");
console.log(cleaned.split(""));
