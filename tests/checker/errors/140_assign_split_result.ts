const line = "a,b,c";
const firstField: string = line.split(",");
