// Replace callback receives match, groups, offset, input and (with named groups) the groups object.
"a1-b2".replace(/(?<l>[a-z])(\d)/g, (...args: any[]) => { console.log(JSON.stringify(args)); return ""; });
"xyz".replace("y", (...args: any[]) => { console.log(JSON.stringify(args)); return ""; });
console.log("aXbX".replace(/X/g, () => "$&"), "aXbX".replace(/X/g, "$$&"));
