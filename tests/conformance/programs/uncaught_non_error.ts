// exit: 1
// Throwing a value that is not an Error still ends the program with status 1.
console.log("throwing an object");
throw { code: 42, reason: "not an Error" };
