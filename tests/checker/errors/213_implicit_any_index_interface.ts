interface Theme {
  primary: string;
  secondary: string;
}
const theme: Theme = { primary: "#000", secondary: "#fff" };
const which: string = "primary";
console.log(theme[which]);
