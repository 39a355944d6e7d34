const defaults = { theme: "light", size: 10 };
const userPrefs = { theme: "dark", ...defaults };
console.log(userPrefs.theme);
