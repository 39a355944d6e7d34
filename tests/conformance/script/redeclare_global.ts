// exit: 1
// GlobalDeclarationInstantiation: a function named like a non-configurable global property
// fails before any of the script runs (node: SyntaxError).
console.log("never printed");
var fine = 1;
function undefined() {}
