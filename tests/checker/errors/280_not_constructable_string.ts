const name = "Widget";
const w = new name();
