// exit: 1
// Throwing a string that nobody catches.
console.log("about to throw");
throw "plain string failure";
