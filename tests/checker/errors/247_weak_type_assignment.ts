interface Style {
  color?: string;
  width?: number;
}
const input = { colour: "red", height: 3 };
const style: Style = input;
