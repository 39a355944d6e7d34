type Mode = "light" | "dark";
let mode: Mode = "light";
mode = "blue";
