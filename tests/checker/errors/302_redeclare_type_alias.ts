type Id = string;
type Id = number;
