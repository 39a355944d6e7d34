let enabled: boolean = "false";
console.log(enabled);
