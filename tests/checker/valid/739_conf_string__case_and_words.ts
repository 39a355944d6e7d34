// Title case, camelCase and snake_case conversions with regexes.
const toTitle = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const toCamel = (s: string) => s.toLowerCase().replace(/[-_\s]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ""));
const toSnake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[-\s]+/g, "_").toLowerCase();
console.log(toTitle("hello wide world"), toCamel("Some-mixed_string here"), toSnake("someCamelCase andMore-stuff"), toCamel("trailing_"));
