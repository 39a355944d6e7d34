interface Theme {
  colors: { primary: string; secondary: string };
}
const theme: Theme = {
  colors: { primary: "#000", secondry: "#fff" },
};
