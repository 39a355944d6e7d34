const text = "a-b-c";
console.log(text.replace("-"));
