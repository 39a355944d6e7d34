// A module is strict: a reserved word of strict mode is no name (TS1214, the module's wording).
const package = "npm";
console.log(package);
