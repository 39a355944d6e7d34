const greeting = "hello";
const out = greeting();
