const class = "math";
