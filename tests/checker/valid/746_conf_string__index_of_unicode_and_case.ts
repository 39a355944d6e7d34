// Searching is by code units and case-sensitive; case-insensitive search via toLowerCase.
const text = "Ünïcödé Text with ÜNÏCÖDÉ";
console.log(text.indexOf("ÜNÏ"), text.toLowerCase().indexOf("ünï", 1), text.includes("ï"), text.lastIndexOf("É"), text.search(/d/i));
console.log(text.toUpperCase(), text.toLowerCase(), text.length);
